import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '../../../components/page-tabs';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { ACCOUNT_ROUTE, ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB, type AccountTab } from './account-tabs';

const PANES = {
  clients: lazyPart(() => import('./clients/clients-tab')),
  accounts: lazyPart(() => import('./shop-accounts/shop-accounts-tab')),
  followers: lazyPart(() => import('./followers/followers-tab')),
  promoters: lazyPart(() => import('./promoters/promoters-tab')),
} satisfies Record<AccountTab, unknown>;

/**
 * /user/account, the branch's customers (issue 12): clients, the shop accounts that order for
 * them, the WeChat followers, and the promoters, one tab each (components/page-tabs.tsx). Each
 * tab's list keeps its own filters in the address while it is the current tab. A tab's code
 * loads when it is first opened and stays mounted while the page does.
 */
export default function UserAccountPage() {
  return usePageStrings('accounts') ? <AccountView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function AccountView() {
  const { t } = useTranslation();
  return (
    <div data-testid="account-page">
      <PageTabs
        route={ACCOUNT_ROUTE}
        tabs={ACCOUNT_TABS}
        defaultTab={DEFAULT_ACCOUNT_TAB}
        label={(tab) => t(`accounts.tab.${tab}`)}
        pane={(tab) => {
          const Pane = PANES[tab];
          return <Pane />;
        }}
      />
    </div>
  );
}
