import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CLIENT_LIST_LIMITS,
  CLIENT_LIST_SORTS,
  CLIENT_SETTLEMENTS,
  CLIENT_STATUSES,
  CLIENT_TYPE_WORDS,
  type UserInfo,
} from '@bo/contract';
import {
  csvRule,
  listQueryOf,
  textRule,
  type ListRules,
  type ListState,
} from '../../../../components/data-table/list-state';
import { listClients } from './client-api';

/** One word of a few (the contract's z.enum, not a comma list). */
const oneOf = (words: readonly string[]) => (v: string) => words.includes(v);

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
    settlement: oneOf(CLIENT_SETTLEMENTS),
    status: csvRule(CLIENT_STATUSES),
    overLimit: oneOf(['yes']),
  },
};

/** Keys under ['clients-list', gscode]: a switch to another branch never shows this one's cache. */
export const clientQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: ['clients-list', u.gscode, 'list', s] as const,
      queryFn: () => listClients(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
};

/** After a change (status, or the profile saved in the client dialog): every list view of the branch's clients is read again. */
export const invalidateClients = (client: QueryClient, u: UserInfo) =>
  client.invalidateQueries({ queryKey: ['clients-list', u.gscode] });

/** What a row's status action opens. */
export type ClientDialogKind = 'disable' | 'enable';
/** What the tab's toolbar opens: the required-field chooser, the add form (the console's client dialog). */
export type ClientsTabDialogKind = ClientDialogKind | 'fields' | 'add';
