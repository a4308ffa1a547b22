import type { UserInfo } from '@bo/contract';
import { readHomePage } from '../../../api/site';

export const HOME_ROUTE = '/space/indexsetting';

/** Read afresh when the page opens (it saves against the version it read); not again on focus, which would not change the edits anyway. */
export const homeQuery = (u: UserInfo) => ({
  queryKey: ['site', u.gscode, 'home'] as const,
  queryFn: readHomePage,
  staleTime: 0,
  refetchOnWindowFocus: false,
});
