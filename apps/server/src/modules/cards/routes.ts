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
import { registerCall, registerRead, registerWrite, type Deps } from '../../route.js';
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

  registerRead(app, deps, CardSizes, (from, req) => listSizes(from, req.session, req.query, langOf(req)));
  registerWrite(app, deps, AddCardSize, 'add card size', addSize);
  registerWrite(app, deps, ChangeCardSize, 'change card size', changeSize);
  registerWrite(app, deps, SetCardSizeStatus, 'set card size status', setSizeStatus);
  registerWrite(app, deps, RemoveCardSize, 'remove card size', removeSize);

  registerCall(app, deps, CardSizeOptions, (req) => sizeOptions(db, req.session));
  registerRead(app, deps, CardTemplates, (from, req) => listTemplates(from, req.session, req.query, langOf(req)));
  registerWrite(app, deps, AddCardTemplate, 'add card template', addTemplate);
  registerWrite(app, deps, ChangeCardTemplate, 'change card template', changeTemplate);
  registerWrite(app, deps, SetCardTemplateStatus, 'set card template status', setTemplateStatus);
  registerWrite(app, deps, RemoveCardTemplate, 'remove card template', removeTemplate);

  registerPublicRead(app, deps, PublicCardTemplates, (from, gscode) => publicTemplates(from, gscode));
}
