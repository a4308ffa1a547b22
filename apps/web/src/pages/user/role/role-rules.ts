import { ROLE_SEARCH_MAX, ROLE_SORTS, ROLE_STATUSES } from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const ROLES_ROUTE = '/user/role';
export const ROLES_TABLE = 'roles';

/** The role list's URL words, exactly the contract's (roles.ts roleListQuery). */
export const ROLE_RULES: ListRules = {
  sorts: ROLE_SORTS,
  filters: {
    q: textRule(ROLE_SEARCH_MAX),
    status: csvRule(ROLE_STATUSES),
  },
};

/**
 * The dialogs of the page: a form (add, edit, copy; two-factor sign-in alone of the administrator
 * role or one's own) or a confirmation (remove, disable).
 */
export type RoleDialogKind = 'add' | 'edit' | 'copy' | 'totp' | 'remove' | 'disable';
