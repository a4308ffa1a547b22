import {
  ACTIVITY_SORTS,
  BACKEND_STATES,
  BACKUP_KINDS,
  BACKUP_SORTS,
  DATABASE_TABS,
  LOCK_SORTS,
  TABLE_SORTS,
} from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const DATABASE_ROUTE = '/safeguard/database';
export type DatabaseTab = (typeof DATABASE_TABS)[number];
export const DEFAULT_DATABASE_TAB: DatabaseTab = 'tables';
/** The running queries and locks are read again every 5 s while their tab is on screen. */
export const LIVE_REFRESH_MS = 5000;

/** The four lists' URL words, exactly the contract's (safeguard.ts). */
export const TABLES_RULES: ListRules = { sorts: TABLE_SORTS, filters: { name: textRule(63) } };
export const QUERIES_RULES: ListRules = {
  sorts: ACTIVITY_SORTS,
  filters: { state: csvRule(BACKEND_STATES), text: textRule(100) },
};
export const LOCKS_RULES: ListRules = { sorts: LOCK_SORTS, filters: { waiting: (v) => v === '1' } };
export const BACKUPS_RULES: ListRules = { sorts: BACKUP_SORTS, filters: { kind: csvRule(BACKUP_KINDS) } };
