import fs from 'node:fs';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { trustProxyOf, type Config } from './config.js';
import { swaggerOptions } from './openapi.js';
import type { Db } from './db/client.js';
import { authRoutes } from './modules/auth/routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { umanageRoutes } from './modules/umanage/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { clientsRoutes } from './modules/clients/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { exportRoutes } from './modules/export/routes.js';
import { tablePrefsRoutes } from './modules/table-prefs/routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { cartsRoutes } from './modules/carts/routes.js';
import { logsRoutes } from './modules/logs/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { menuAdminRoutes } from './modules/menu-admin/routes.js';
import { registerFrameSources } from './modules/menu-admin/frame-csp.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { uploadsRoutes } from './modules/uploads/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { onlineUsersRoutes } from './modules/online-users/routes.js';
import { tasksRoutes } from './modules/tasks/routes.js';
import { valueListsRoutes } from './modules/value-lists/routes.js';
import { rolesRoutes } from './modules/roles/routes.js';
import { clientListRoutes } from './modules/client-list/routes.js';
import { shopAccountsRoutes } from './modules/shop-accounts/routes.js';
import { promotersRoutes } from './modules/promoters/routes.js';
import { wechatRoutes } from './modules/wechat/routes.js';
import { creditRoutes } from './modules/credit/routes.js';
import { safeguardRoutes } from './modules/safeguard/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { bannersRoutes } from './modules/banners/routes.js';
import { articlesRoutes } from './modules/articles/routes.js';
import { cardsRoutes } from './modules/cards/routes.js';
import { productsRoutes } from './modules/products/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { wechatSettingsRoutes } from './modules/wechat-settings/routes.js';
import { pushRoutes } from './modules/push/routes.js';
import { PushHub } from './modules/push/hub.js';
import { DbListener } from './db/listener.js';
import { SessionFacts } from './plugins/session-facts.js';
import { Reads } from './plugins/reads.js';
import { Replica } from './db/replica.js';
import { forgetBranchLimits, forgetEveryBranchLimits } from './plugins/branch-limits.js';
import { ExportGate } from './modules/export/gate.js';
import { JobRunner, jobsRoutes } from './modules/jobs/public.js';
import { messagesRoutes } from './modules/messages/routes.js';
import { powerRoutes } from './modules/power/routes.js';
import { qrLoginRoutes } from './modules/qr-login/routes.js';
import { softLoginRoutes } from './modules/soft-login/routes.js';
import { yearPlanRoutes } from './modules/year-plan/routes.js';
import { backupsRoutes } from './modules/backups/routes.js';
import { excelImportRoutes } from './modules/excel-import/routes.js';
import { platformRoutes } from './modules/platform/routes.js';
import { RequestStats } from './modules/safeguard/request-stats.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { registerDelivery, registerWebApp } from './plugins/delivery.js';
import { registerHealth } from './plugins/health.js';
import { registerThrottle } from './plugins/throttle.js';
import { validatorCompiler } from './plugins/validation.js';
import { loggerOptions, logResponse } from './logging.js';
import type { Deps } from './route.js';
import { openSecretBox, type SecretBox } from './secret-box.js';

export interface BuildOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The API answers of the last minute, for the server page (main.ts shares it with the process's reporter). */
  requestStats?: RequestStats;
  /**
   * Where this process LISTENs for pushed events and session changes (db/listener.ts): a direct
   * connection to the database, never through a transaction-mode pooler. Without it, nothing is
   * pushed to this process's consoles and every call reads its session from the database.
   */
  listenUrl?: string;
  /** The key of stored secrets (secret-box.ts); by default opened from the configuration. */
  secrets?: SecretBox;
  /**
   * A streaming standby of `db` (READ_DATABASE_URL): lists, dashboards and exports read from it
   * (plugins/reads.ts). The app watches it and closes its pool when it closes.
   */
  readDb?: Db;
}

/**
 * Helmet's security headers on every answer, its middleware built once (the Fastify plugin built
 * it anew for each request: 5 % of the server's CPU under the order-list bench).
 */
const securityHeaders = helmet({
  // Set per request by registerDelivery: only over HTTPS.
  strictTransportSecurity: false,
  contentSecurityPolicy: {
    directives: {
      upgradeInsecureRequests: null,
      defaultSrc: ["'self'"],
      // antd writes its CSS-in-JS into <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      scriptSrc: ["'self'"],
    },
  },
});

/** Time to receive a whole request; longer than the web client's 100 s answer timeout. */
const REQUEST_RECEIVE_TIMEOUT_MS = 120_000;

/** The Fastify instance, without listening: main.ts listens, tests use app.inject(). */
export async function buildApp({
  db,
  config,
  logger,
  requestStats = new RequestStats(),
  listenUrl,
  secrets = openSecretBox(config),
  readDb,
}: BuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // One line per request from logResponse instead of Fastify's "incoming" and "completed".
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // X-Forwarded-For/-Proto only from the proxies named by TRUST_PROXY: nobody else may choose
    // the address the logs and throttles see.
    trustProxy: trustProxyOf(config),
    genReqId: () => crypto.randomUUID(),
    // Whatever the HTTP layer refuses itself leaves as the envelope too (plugins/errors.ts).
    clientErrorHandler,
    frameworkErrors,
    // A request must arrive whole within this time (Fastify's default is no limit), so that
    // slow senders cannot hold connections open; they get 408.
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  app.decorateRequest('startedAt', 0);
  app.addHook('onRequest', async (req) => {
    req.startedAt = performance.now();
  });
  app.addHook('onResponse', logResponse);
  app.addHook('onResponse', async (req, reply) => {
    if (req.url.startsWith('/api/')) requestStats.record(reply.elapsedTime);
  });

  const serveWeb = Boolean(config.WEB_DIST) && fs.existsSync(config.WEB_DIST);
  await app.register(errorsPlugin, { bodyLimit: config.BODY_LIMIT_BYTES, serveWeb });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  // The console's page may frame the origins of the menu catalogue's embedded rows (menu-admin/frame-csp.ts).
  registerFrameSources(app, db);
  const throttle = registerThrottle(app, config, db);
  await registerDelivery(app);
  registerHealth(app, db);
  await app.register(swagger, swaggerOptions());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI sets inline styles as it draws, which its static policy blocks (a console error on
    // /docs): styles as the console's own policy allows them (antd needs it too); scripts stay 'self'.
    // The whole directive is replaced, since a hash beside 'unsafe-inline' would switch it off.
    // upgrade-insecure-requests goes too: over plain HTTP on an office address it breaks the page.
    transformStaticCSP: (csp) =>
      csp
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const listener = new DbListener(listenUrl, app.log);
  const push = new PushHub(listener, app.log);
  const facts = new SessionFacts(db, listener, app.log);
  app.decorate('sessionFacts', facts);
  // A branch's time-outs and upload limit, kept by their own rules, follow the same news.
  facts.onChange((change) => {
    if (change.kind === 'branch') forgetBranchLimits(db, change.gscode);
    else if (change.kind === 'all') forgetEveryBranchLimits(db);
  });
  const replica = readDb && new Replica(db, readDb, config.READ_MAX_LAG_SECONDS, app.log);
  const reads = new Reads(db, replica);
  app.decorate('reads', reads);
  app.addHook('onReady', async () => {
    await listener.start();
    await replica?.start();
  });
  app.addHook('onClose', async () => replica?.stop());
  // Before Fastify waits for open connections: the push streams end here.
  app.addHook('preClose', async () => {
    push.close();
    await listener.close();
  });
  const exportGate = new ExportGate(db, {
    perAccount: config.EXPORTS_PER_ACCOUNT,
    perBranch: config.EXPORTS_PER_BRANCH,
    connections: config.EXPORT_CONNECTIONS,
    stallMs: config.EXPORT_STALL_SECONDS * 1000,
  });
  app.decorate('exportGate', exportGate);
  // The jobs' runner: looking for jobs starts in main.ts (tests drain it); closing gives its jobs back.
  const jobs = new JobRunner(db, exportGate, reads, config, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.close();
    await exportGate.close();
  });
  const deps: Deps = { db, config, throttle, push, secrets, facts, reads };
  await app.register(async (api) => {
    await authRoutes(api, deps);
    await menuRoutes(api, deps);
    await umanageRoutes(api, deps);
    await rolesRoutes(api, deps);
    await reportsRoutes(api, deps);
    await clientsRoutes(api, deps);
    await ordersRoutes(api, deps);
    await exportRoutes(api, deps);
    await tablePrefsRoutes(api, deps);
    await paymentsRoutes(api, deps);
    await cartsRoutes(api, deps);
    await logsRoutes(api, deps);
    await staffRoutes(api, deps);
    await menuAdminRoutes(api, deps);
    await catalogueRoutes(api, deps);
    await uploadsRoutes(api, deps);
    await profileRoutes(api, deps);
    await onlineUsersRoutes(api, deps);
    await tasksRoutes(api, deps);
    await valueListsRoutes(api, deps);
    await clientListRoutes(api, deps);
    await shopAccountsRoutes(api, deps);
    await promotersRoutes(api, deps);
    await wechatRoutes(api, deps);
    await creditRoutes(api, deps);
    await safeguardRoutes(api, deps);
    await settingsRoutes(api, deps);
    await bannersRoutes(api, deps);
    await articlesRoutes(api, deps);
    await cardsRoutes(api, deps);
    await productsRoutes(api, deps);
    await siteRoutes(api, deps);
    await wechatSettingsRoutes(api, deps);
    await pushRoutes(api, deps);
    await messagesRoutes(api, deps);
    await powerRoutes(api, deps);
    await qrLoginRoutes(api, deps);
    await softLoginRoutes(api, deps);
    await yearPlanRoutes(api, deps);
    await backupsRoutes(api, deps);
    await excelImportRoutes(api, deps);
    await platformRoutes(api, deps);
    await jobsRoutes(api, deps);
  });

  if (serveWeb) await registerWebApp(app, config.WEB_DIST);
  return app;
}
