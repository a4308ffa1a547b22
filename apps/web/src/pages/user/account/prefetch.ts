import { tabPrefetch } from '../../../components/list-page/list-prefetch';
import { ACCOUNT_ROUTE, ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB } from './account-tabs';

/**
 * Started by the route loader as soon as /user/account matches: the prefetch of the tab shown
 * first (its list, its column choice and its code), each tab's a chunk of its own.
 */
export default tabPrefetch({
  route: ACCOUNT_ROUTE,
  tabs: ACCOUNT_TABS,
  defaultTab: DEFAULT_ACCOUNT_TAB,
  starts: {
    clients: () => import('./clients/prefetch').then((m) => m.default),
    accounts: () => import('./shop-accounts/prefetch').then((m) => m.default),
    followers: () => import('./followers/prefetch').then((m) => m.default),
    promoters: () => import('./promoters/prefetch').then((m) => m.default),
  },
});
