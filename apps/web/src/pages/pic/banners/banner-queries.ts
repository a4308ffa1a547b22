import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BannerSlot, UserInfo } from '@bo/contract';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';
import { listBanners } from './banner-api';

/** Keys under ['banners', gscode, slot]: a branch switch never shows another branch's cache. */
export const bannerKeys = {
  slot: (u: UserInfo, slot: BannerSlot) => ['banners', u.gscode, slot] as const,
};

/** Every banner of the slot, in its order: what the reorder drawer moves (a slot holds at most 50). */
export const ALL_IN_ORDER: ListState = { page: 1, pageSize: 100, filters: {} };

export const bannerQueries = {
  list: (u: UserInfo, slot: BannerSlot, s: ListState) =>
    queryOptions({
      queryKey: [...bannerKeys.slot(u, slot), 'list', s] as const,
      queryFn: () => listBanners(slot, listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
  /** Read afresh when the reorder drawer opens: it saves against the versions it read. */
  inOrder: (u: UserInfo, slot: BannerSlot) =>
    queryOptions({
      queryKey: [...bannerKeys.slot(u, slot), 'inOrder'] as const,
      queryFn: () => listBanners(slot, listQueryOf(ALL_IN_ORDER)),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** After any change in the slot: its list and the reorder drawer's. */
export const invalidateBanners = (client: QueryClient, u: UserInfo, slot: BannerSlot) =>
  client.invalidateQueries({ queryKey: bannerKeys.slot(u, slot) });
