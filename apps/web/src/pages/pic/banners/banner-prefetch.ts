import type { BannerSlot } from '@bo/contract';
import { listPrefetch } from '../../../components/list-page/list-prefetch';
import { bannerQueries } from './banner-queries';
import { BANNER_RULES, bannerRoute, bannerTable } from './banner-rules';

/** A slot page's prefetch (see listPrefetch). */
export const bannerPrefetch = (slot: BannerSlot) =>
  listPrefetch({
    route: bannerRoute(slot),
    rules: BANNER_RULES,
    table: bannerTable(slot),
    query: (u, s) => bannerQueries.list(u, slot, s),
  });
