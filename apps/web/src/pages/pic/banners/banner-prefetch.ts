import type { BannerSlot } from '@bo/contract';
import type { RoutePrefetch } from '../../../layout/route-data';
import { parseListState } from '../../../components/data-table/list-state';
import { tablePrefsQuery } from '../../../components/data-table/table-prefs-query';
import { bannerQueries } from './banner-queries';
import { BANNER_RULES, bannerRoute, bannerTable } from './banner-rules';

/** A slot page's prefetch: the view the address names, the column choice, the table's code. */
export const bannerPrefetch =
  (slot: BannerSlot): RoutePrefetch =>
  (client, user) => {
    if (window.location.pathname !== bannerRoute(slot)) return;
    void client.prefetchQuery(bannerQueries.list(user, slot, parseListState(window.location.search, BANNER_RULES)));
    void client.prefetchQuery(tablePrefsQuery(user, bannerTable(slot)));
    void import('../../../components/data-table/table-body').catch(() => undefined);
  };
