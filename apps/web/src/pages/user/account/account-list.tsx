import { useTranslation } from 'react-i18next';
import type { ListData } from '../../../components/data-table/types';
import { ListPage, type ListPageProps } from '../../../components/list-page/list-page';
import { ACCOUNT_ROUTE, type AccountTab } from './account-tabs';
import './account.css';

type AccountListProps<R, S, D extends ListData<R, S>> = Omit<ListPageProps<R, S, D>, 'route' | 'tab' | 'title'> & {
  tab: AccountTab;
};

/** The list of one tab of /user/account: the page's route, the tab's word in the address, the tab's name as its title. */
export function AccountList<R extends object, S = Record<string, never>, D extends ListData<R, S> = ListData<R, S>>({
  tab,
  ...list
}: AccountListProps<R, S, D>) {
  const { t } = useTranslation();
  return <ListPage<R, S, D> {...list} route={ACCOUNT_ROUTE} tab={tab} title={t(`accounts.tab.${tab}`)} />;
}
