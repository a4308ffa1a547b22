import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddMenu, ChangeMenu, MoveMenu, RemoveMenu, Select_Ds_Menu, SetMenuStatus } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { addMenu, assertMayEdit, changeMenu, listCatalogue, moveMenu, removeMenu, setMenuStatus } from './service.js';

/** The host the caller reached the console at: an address there cannot be embedded in it. */
const consoleHost = (req: FastifyRequest) => String(req.headers.host ?? '');

/**
 * The menu catalogue (issue 11 #3): every branch with menu:list reads it; changes need
 * menu:edit and the platform owner's branch (a change reaches every branch's console).
 */
export async function menuAdminRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const platform = config.PLATFORM_GUESTCODE;

  registerCall(app, deps, Select_Ds_Menu, (req) => listCatalogue(db, req.session, platform, req.query.q));

  registerCall(app, deps, AddMenu, async (req) => {
    await assertMayEdit(db, req.session, platform);
    const { row, audit } = await addMenu(db, req.body, consoleHost(req));
    req.audit = audit;
    return row;
  }, { audit: 'add menu item' });

  registerCall(app, deps, ChangeMenu, async (req) => {
    await assertMayEdit(db, req.session, platform);
    req.audit = { targetId: String(req.body.id) };
    const { row, audit } = await changeMenu(db, req.body, consoleHost(req));
    req.audit = audit;
    return row;
  }, { audit: 'change menu item' });

  registerCall(app, deps, MoveMenu, async (req) => {
    await assertMayEdit(db, req.session, platform);
    req.audit = { targetId: String(req.body.id) };
    const { row, audit } = await moveMenu(db, req.body);
    req.audit = audit;
    return row;
  }, { audit: 'move menu item' });

  registerCall(app, deps, SetMenuStatus, async (req) => {
    await assertMayEdit(db, req.session, platform);
    req.audit = { targetId: String(req.body.id) };
    const { changed, audit } = await setMenuStatus(db, req.body);
    req.audit = audit;
    return { changed };
  }, { audit: 'set menu item status' });

  registerCall(app, deps, RemoveMenu, async (req) => {
    await assertMayEdit(db, req.session, platform);
    req.audit = { targetId: String(req.body.id) };
    const { audit } = await removeMenu(db, req.body);
    req.audit = audit;
    return null;
  }, { audit: 'remove menu item' });
}
