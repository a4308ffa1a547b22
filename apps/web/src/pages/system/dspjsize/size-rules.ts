import { CARD_SEARCH_MAX, CARD_SIZE_SORTS, CARD_STATUSES } from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const SIZES_ROUTE = '/system/dspjsize';
export const SIZES_TABLE = 'card-sizes';
export const SIZE_EDIT_MARK = 'size:edit';

/** The size list's URL words, exactly the contract's (cards.ts cardSizeListQuery). */
export const SIZE_RULES: ListRules = {
  sorts: CARD_SIZE_SORTS,
  filters: { q: textRule(CARD_SEARCH_MAX), status: csvRule(CARD_STATUSES) },
};
