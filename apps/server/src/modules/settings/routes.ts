import type { FastifyInstance } from 'fastify';
import { GetBranchDisplay, GetSettings, SaveSettings } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { readDisplay, readSettings, saveSettings, settingsLimitsOf } from './service.js';

/** System settings (/system/setting, issue 13 #9) and the upload size limit it holds. */
export async function settingsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const limits = settingsLimitsOf(deps.config);

  registerCall(app, deps, GetSettings, (req) => readSettings(db, req.session, limits));
  registerCall(app, deps, GetBranchDisplay, (req) => readDisplay(db, req.session, limits));

  registerCall(
    app,
    deps,
    SaveSettings,
    async (req) => {
      req.audit = { targetId: req.session.gscode };
      const { answer, before, after } = await saveSettings(db, req.session, limits, req.body);
      req.audit = { targetId: req.session.gscode, before, after };
      return answer;
    },
    { audit: 'save system settings' },
  );
}
