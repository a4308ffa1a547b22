import { STAFF_LIMITS, STAFF_SORTS, STAFF_STATUSES, type StaffRow } from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';
import type { RowDialog } from '../../../components/list-page/use-row-dialog';

export const STAFF_ROUTE = '/user/adaccount';
export const STAFF_TABLE = 'staff';

/** The account list's URL words, exactly the contract's (staff.ts staffListQuery). */
export const STAFF_RULES: ListRules = {
  sorts: STAFF_SORTS,
  filters: {
    q: textRule(STAFF_LIMITS.search),
    role: textRule(STAFF_LIMITS.roleCode),
    status: csvRule(STAFF_STATUSES),
  },
};

/** What a row's actions open: a dialog (lazily loaded) or the account's drawer. */
export type StaffDialogKind =
  'add' | 'edit' | 'role' | 'reset' | 'resetTotp' | 'disable' | 'enable' | 'signOut' | 'signOutMany' | 'remove';
/** The dialog open on the page and the accounts it acts on (none for Add, several for signing out the picked). */
export type OpenStaffDialog = RowDialog<StaffDialogKind, StaffRow[]>;
