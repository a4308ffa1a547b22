import type { FastifyInstance } from 'fastify';
import { BANNER_CALLS, BANNER_SLOTS, PublicBanners } from '@bo/contract';
import { audited, registerCall, type Deps } from '../../route.js';
import { registerPublicRead } from '../public-read/public.js';
import { bannerPage, publicBanners, removeBanner, reorderBanners, saveBanner, setBannerStatus } from './service.js';

/**
 * Banners in their three slots (/pic/*, issue 13 #2) and their public read (#10). The same
 * handlers serve each slot's calls, which differ only by their path and marks; every change is
 * audited (the slot's edit mark is shared by save, status, remove and reorder: each has its
 * title in log-actions.ts CALL_TITLES).
 */
export async function bannersRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  for (const slot of BANNER_SLOTS) {
    const calls = BANNER_CALLS[slot];
    registerCall(app, deps, calls.list, (req) => bannerPage(db, { gscode: req.session.gscode, slot }, req.query));

    registerCall(
      app,
      deps,
      calls.save,
      async (req) => {
        req.audit = { targetId: req.body.id === undefined ? undefined : String(req.body.id) };
        const { row, before, after } = await saveBanner(db, req.session, slot, req.body);
        req.audit = { targetId: String(row.id), before, after };
        return row;
      },
      { audit: 'save banner' },
    );

    registerCall(
      app,
      deps,
      calls.setStatus,
      async (req) => {
        req.audit = { targetId: String(req.body.id) };
        const { row, before, after } = await setBannerStatus(db, req.session, slot, req.body);
        req.audit = { targetId: String(row.id), before, after };
        return row;
      },
      { audit: 'enable or disable banner' },
    );

    registerCall(
      app,
      deps,
      calls.remove,
      async (req) => {
        req.audit = { targetId: String(req.body.id) };
        const { id, before } = await removeBanner(db, req.session, slot, req.body);
        req.audit = { targetId: String(id), before };
        return { id };
      },
      { audit: 'remove banner' },
    );

    registerCall(
      app,
      deps,
      calls.reorder,
      (req) => audited(req, slot, () => reorderBanners(db, req.session, slot, req.body.order)),
      { audit: 'reorder banners' },
    );
  }

  // defineCall widens `mark` to Mark | null | 'public'; this call's is 'public'.
  registerPublicRead(app, deps, PublicBanners, (gscode, req) => publicBanners(db, gscode, req.query.slot));
}
