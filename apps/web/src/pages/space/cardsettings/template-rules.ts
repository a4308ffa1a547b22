import { CARD_SEARCH_MAX, CARD_STATUSES, CARD_TEMPLATE_SORTS } from '@bo/contract';
import { csvRule, idRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const TEMPLATES_ROUTE = '/space/cardsettings';
export const TEMPLATES_TABLE = 'card-templates';
export const TEMPLATE_EDIT_MARK = 'card:edit';

/** The template list's URL words, exactly the contract's (cards.ts cardTemplateListQuery). */
export const TEMPLATE_RULES: ListRules = {
  sorts: CARD_TEMPLATE_SORTS,
  filters: { q: textRule(CARD_SEARCH_MAX), sizeId: idRule, status: csvRule(CARD_STATUSES) },
};
