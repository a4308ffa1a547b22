import type { FastifyInstance } from 'fastify';
import {
  AddCardSize,
  AddCardTemplate,
  CardSizeOptions,
  CardSizes,
  CardTemplates,
  ChangeCardSize,
  ChangeCardTemplate,
  PublicCardTemplates,
  RemoveCardSize,
  RemoveCardTemplate,
  SetCardSizeStatus,
  SetCardTemplateStatus,
} from '@bo/contract';
import { langOf } from '../../i18n.js';
import { auditOf, registerCall, type Deps } from '../../route.js';
import { registerPublicRead } from '../public-read/public.js';
import {
  addSize,
  addTemplate,
  changeSize,
  changeTemplate,
  listSizes,
  listTemplates,
  publicTemplates,
  removeSize,
  removeTemplate,
  setSizeStatus,
  setTemplateStatus,
  sizeOptions,
} from './service.js';

/** Card sizes (/system/dspjsize) and card templates (/space/cardsettings), issue 13 #5, and the templates' public read. */
export async function cardsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, CardSizes, (req) => listSizes(db, req.session, req.query, langOf(req)));
  registerCall(app, deps, AddCardSize, (req) => addSize(db, req.session, req.body, auditOf(req)), {
    audit: 'add card size',
  });
  registerCall(app, deps, ChangeCardSize, (req) => changeSize(db, req.session, req.body, auditOf(req)), {
    audit: 'change card size',
  });
  registerCall(app, deps, SetCardSizeStatus, (req) => setSizeStatus(db, req.session, req.body, auditOf(req)), {
    audit: 'set card size status',
  });
  registerCall(app, deps, RemoveCardSize, (req) => removeSize(db, req.session, req.body, auditOf(req)), {
    audit: 'remove card size',
  });

  registerCall(app, deps, CardSizeOptions, (req) => sizeOptions(db, req.session));
  registerCall(app, deps, CardTemplates, (req) => listTemplates(db, req.session, req.query, langOf(req)));
  registerCall(app, deps, AddCardTemplate, (req) => addTemplate(db, req.session, req.body, auditOf(req)), {
    audit: 'add card template',
  });
  registerCall(app, deps, ChangeCardTemplate, (req) => changeTemplate(db, req.session, req.body, auditOf(req)), {
    audit: 'change card template',
  });
  registerCall(app, deps, SetCardTemplateStatus, (req) => setTemplateStatus(db, req.session, req.body, auditOf(req)), {
    audit: 'set card template status',
  });
  registerCall(app, deps, RemoveCardTemplate, (req) => removeTemplate(db, req.session, req.body, auditOf(req)), {
    audit: 'remove card template',
  });

  registerPublicRead(app, deps, PublicCardTemplates, (gscode) => publicTemplates(db, gscode));
}
