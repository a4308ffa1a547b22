import { CATALOGUE_SEARCH_MAX, OPERATION_SORTS } from '@bo/contract';
import { textRule, type ListRules } from '../../../components/data-table/list-state';

export const OP_ROUTE = '/menu/operation';
export const OP_TABLE = 'menu-operations';

/** The operation list's URL words, exactly the contract's (catalogue.ts operationListQuery). */
export const OP_RULES: ListRules = {
  sorts: OPERATION_SORTS,
  filters: {
    q: textRule(CATALOGUE_SEARCH_MAX),
    pageRoute: textRule(100),
    role: textRule(40),
  },
};
