import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddMenu, ChangeMenu, MoveMenu, RemoveMenu, Select_Ds_Menu, SetMenuStatus } from '@bo/contract';
import type { Config } from '../../config.js';
import { publicUrl } from '../../public-url.js';
import { registerCall, type Deps } from '../../route.js';
import { addMenu, changeMenu, listCatalogue, moveMenu, removeMenu, setMenuStatus } from './service.js';

/**
 * The hosts of the console, which cannot be embedded in it: the one the caller reached it at and
 * the configured one (PUBLIC_URL, or HOST); only a check, never used to build an address.
 */
const consoleHostsOf = (config: Config) => {
  const configured = new URL(publicUrl(config)).host;
  return (req: FastifyRequest) => [String(req.headers.host ?? ''), configured].filter(Boolean);
};

/**
 * The menu catalogue (issue 11 #3): every branch with menu:list reads it; changes need
 * menu:edit and the platform owner's branch (a change reaches every branch's console).
 */
export async function menuAdminRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const consoleHost = consoleHostsOf(config);

  registerCall(app, deps, Select_Ds_Menu, (req) => listCatalogue(db, req.session, req.query.q));

  registerCall(
    app,
    deps,
    AddMenu,
    async (req) => {
      const { row, audit } = await addMenu(db, req.body, consoleHost(req));
      req.audit = audit;
      return row;
    },
    { audit: 'add menu item' },
  );

  registerCall(
    app,
    deps,
    ChangeMenu,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { row, audit } = await changeMenu(db, req.body, consoleHost(req));
      req.audit = audit;
      return row;
    },
    { audit: 'change menu item' },
  );

  registerCall(
    app,
    deps,
    MoveMenu,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { row, audit } = await moveMenu(db, req.body);
      req.audit = audit;
      return row;
    },
    { audit: 'move menu item' },
  );

  registerCall(
    app,
    deps,
    SetMenuStatus,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { changed, audit } = await setMenuStatus(db, req.body);
      req.audit = audit;
      return { changed };
    },
    { audit: 'set menu item status' },
  );

  registerCall(
    app,
    deps,
    RemoveMenu,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { audit } = await removeMenu(db, req.body);
      req.audit = audit;
      return null;
    },
    { audit: 'remove menu item' },
  );
}
