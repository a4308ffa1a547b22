import { API_ACCESS, API_SORTS, CATALOGUE_SEARCH_MAX } from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const API_ROUTE = '/menu/api';
export const API_TABLE = 'menu-apis';

/** The API list's URL words, exactly the contract's (catalogue.ts apiListQuery). */
export const API_RULES: ListRules = {
  sorts: API_SORTS,
  filters: {
    q: textRule(CATALOGUE_SEARCH_MAX),
    group: textRule(40),
    mark: textRule(60),
    access: csvRule(API_ACCESS),
  },
};
