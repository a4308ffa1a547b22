import { BANNER_PAGES, BANNER_SEARCH_MAX, BANNER_SORTS, BANNER_STATES, type BannerSlot } from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

/** The slot's data table: its saved column choice is its own. */
export const bannerTable = (slot: BannerSlot) => `banners-${slot}`;
export const bannerRoute = (slot: BannerSlot) => BANNER_PAGES[slot].route;

/** The banner list's URL words, exactly the contract's (banners.ts bannerListQuery). */
export const BANNER_RULES: ListRules = {
  sorts: BANNER_SORTS,
  filters: {
    q: textRule(BANNER_SEARCH_MAX),
    state: csvRule(BANNER_STATES),
  },
};
