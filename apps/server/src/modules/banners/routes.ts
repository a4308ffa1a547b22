import type { FastifyInstance } from 'fastify';
import { BANNER_CALLS, BANNER_SLOTS, PublicBanners } from '@bo/contract';
import { byId, registerChange, registerRead, type Deps } from '../../route.js';
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
    registerRead(app, deps, calls.list, (from, req) =>
      bannerPage(from, { gscode: req.session.gscode, slot }, req.query),
    );

    registerChange(
      app,
      deps,
      calls.save,
      'save banner',
      (req) => req.body.id ?? '',
      (req) => saveBanner(db, req.session, slot, req.body),
      (row) => row.id,
    );
    registerChange(app, deps, calls.setStatus, 'enable or disable banner', byId, (req) =>
      setBannerStatus(db, req.session, slot, req.body),
    );
    registerChange(app, deps, calls.remove, 'remove banner', byId, (req) =>
      removeBanner(db, req.session, slot, req.body),
    );

    registerChange(
      app,
      deps,
      calls.reorder,
      'reorder banners',
      () => slot,
      (req) => reorderBanners(db, req.session, slot, req.body.order),
    );
  }

  // defineCall widens `mark` to Mark | null | 'public'; this call's is 'public'.
  registerPublicRead(app, deps, PublicBanners, (from, gscode, req) => publicBanners(from, gscode, req.query.slot));
}
