import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tabOf, withTab } from '../../../components/data-table/use-list-url-state';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../layout/lazy-part';
import { ACCOUNT_ROUTE, ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB, type AccountTab } from './account-tabs';

const ClientsTab = lazyPart(() => import('./clients/clients-tab'));
const ShopAccountsTab = lazyPart(() => import('./shop-accounts/shop-accounts-tab'));
const FollowersTab = lazyPart(() => import('./followers/followers-tab'));
const PromotersTab = lazyPart(() => import('./promoters/promoters-tab'));

const PANES: Record<AccountTab, ReactNode> = {
  clients: <ClientsTab />,
  accounts: <ShopAccountsTab />,
  followers: <FollowersTab />,
  promoters: <PromotersTab />,
};

/**
 * /user/account, the branch's customers (issue 12): clients, the shop accounts that order for
 * them, the WeChat followers, and the promoters, one tab each. The tab is the address's `tab`
 * word, so a copied link opens the same tab and view; each tab's list keeps its own filters in
 * the address while it is the current tab (components/data-table `tab`). A tab's code loads
 * when it is first opened and stays mounted while the page does.
 */
export default function UserAccountPage() {
  return usePageStrings('accounts') ? <AccountView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function AccountView() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = location.pathname === ACCOUNT_ROUTE;
  const asked = tabOf(location.search);
  const valid = (ACCOUNT_TABS as readonly string[]).includes(asked);
  // While the page is hidden behind another work tab, keep showing the tab it had.
  const shown = useRef<AccountTab>(DEFAULT_ACCOUNT_TAB);
  if (current && valid) shown.current = asked as AccountTab;

  useEffect(() => {
    // The bare route or an unknown tab: the tab last shown (the default at first), written into the address.
    if (current && !valid) void navigate({ pathname: ACCOUNT_ROUTE, search: withTab('', shown.current) }, { replace: true });
  }, [current, valid, navigate]);

  return (
    <div data-testid="account-page">
      <Tabs
        activeKey={shown.current}
        onChange={(key) => void navigate({ pathname: ACCOUNT_ROUTE, search: withTab('', key) })}
        items={ACCOUNT_TABS.map((key) => ({
          key,
          label: t(`accounts.tab.${key}`),
          children: <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{PANES[key]}</Suspense>,
        }))}
      />
    </div>
  );
}
