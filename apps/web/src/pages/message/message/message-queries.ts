import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MessageTab, UserInfo } from '@bo/contract';
import { listMessages, messageKeys } from '../../../api/messages';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/** One tab's list of the signed-in user's messages (keyed by branch and account: the bell shares them). */
export const messageListQuery = (u: UserInfo, tab: MessageTab, s: ListState) =>
  queryOptions({
    queryKey: messageKeys.list(u.gscode, u.ID, tab, s),
    queryFn: () => listMessages({ ...listQueryOf(s), tab }),
    placeholderData: keepPreviousData,
  });
