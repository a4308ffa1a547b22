import type { QueryClient } from '@tanstack/react-query';
import {
  CLIENT_LIST_LIMITS,
  CLIENT_LIST_SORTS,
  CLIENT_SETTLEMENTS,
  CLIENT_STATUSES,
  CLIENT_TYPE_WORDS,
  type ClientListRow,
  type UserInfo,
} from '@bo/contract';
import {
  csvRule,
  oneOfRule,
  textRule,
  type ListRules,
  type ListState,
} from '../../../../components/data-table/list-state';
import { branchListKey, branchListQuery, invalidateBranch } from '../../../../components/branch-cache';
import { useLatestRow } from '../../../../components/list-page/use-latest-row';
import { listClients } from './client-api';

export const CLIENTS_TAB = 'clients';
export const CLIENTS_TABLE = 'clients';
/** The client marks of the profile (ClientInfo, UpdateClient) are buttons of the console's route (route catalogue). */
export const CLIENT_PROFILE_ROUTE = '/dashboard/console';

/** The client list's URL words, exactly the contract's (client-list.ts clientListQuery); the salesperson filter has no field yet. */
export const CLIENT_RULES: ListRules = {
  sorts: CLIENT_LIST_SORTS,
  filters: {
    q: textRule(CLIENT_LIST_LIMITS.search),
    type: csvRule(CLIENT_TYPE_WORDS),
    level: textRule(CLIENT_LIST_LIMITS.level),
    area: textRule(CLIENT_LIST_LIMITS.area),
    settlement: oneOfRule(CLIENT_SETTLEMENTS),
    status: csvRule(CLIENT_STATUSES),
    overLimit: oneOfRule(['yes']),
  },
};

/** Keys under ['clients-list', gscode]: a switch to another branch never shows this one's cache. */
export const clientQueries = {
  list: (u: UserInfo, s: ListState) => branchListQuery('clients-list', u, s, listClients),
};

/** After a change (status, or the profile saved in the client dialog): every list view of the branch's clients is read again. */
export const invalidateClients = (client: QueryClient, u: UserInfo) => invalidateBranch(client, u, 'clients-list');

/** What a row's status action opens. */
export type ClientDialogKind = 'disable' | 'enable';
/** What a row's actions open (status, salesperson), and the tab's toolbar: the required-field chooser, the add form (the console's client dialog). */
export type ClientsTabDialogKind = ClientDialogKind | 'salesperson' | 'fields' | 'add';

/** A client as the newest list answer has it (components/list-page/use-latest-row.ts). */
export const useLatestClient = (u: UserInfo, initial: ClientListRow) =>
  useLatestRow(branchListKey('clients-list', u), initial);
