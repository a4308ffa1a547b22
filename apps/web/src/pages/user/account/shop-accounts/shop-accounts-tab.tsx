import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type ShopAccountRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { useColumns } from '../../../../components/list-page/columns';
import { Opened } from '../../../../components/list-page/opened';
import { useRowDialog } from '../../../../components/list-page/use-row-dialog';
import { statusActions } from '../../../../components/batch/status-actions';
import { lazyPart } from '../../../../lib/lazy-part';
import { useUserStore } from '../../../../stores/user';
import { AccountList } from '../account-list';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { SHOP_ACCOUNT_COLUMNS } from './columns';
import { batchSetShopAccountStatus } from './shop-account-api';
import {
  SHOP_ACCOUNT_RULES,
  SHOP_ACCOUNTS_TAB,
  SHOP_ACCOUNTS_TABLE,
  invalidateShopAccounts,
  shopAccountQueries,
  type ShopAccountDialogKind,
} from './shop-account-rules';
import { filterFormPart } from '../../../../components/data-table/filter-form-part';

const ShopAccountFilters = filterFormPart(() => import('./shop-account-filters'));
/** The dialogs (antd Modal, Form, the client picker) load when one is first opened or an action hovered. */
const ShopAccountDialogs = lazyPart(() => import('./shop-account-dialogs'));

/**
 * The shop accounts tab of /user/account (issue 12 #2): the branch's registered shop users on
 * the data table (UManage Users), with Register, bind to a client or unbind, and enable or
 * disable, each only with the `account:edit` mark. Changes carry the version the user saw.
 */
export default function ShopAccountsTab() {
  const { t } = useTranslation();
  const canEdit = useAllow(ACCOUNT_ROUTE, M.accountEdit);
  const qc = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const dialog = useRowDialog<ShopAccountDialogKind, ShopAccountRow | null>();
  const columns = useColumns(SHOP_ACCOUNT_COLUMNS, { canEdit, open: dialog.open, dialogs: ShopAccountDialogs });

  return (
    <AccountList
      testId="shop-accounts-tab"
      tab={SHOP_ACCOUNTS_TAB}
      table={SHOP_ACCOUNTS_TABLE}
      rules={SHOP_ACCOUNT_RULES}
      columns={columns}
      keyColumn="account"
      query={shopAccountQueries.list}
      filters={ShopAccountFilters}
      empty={t('accounts.shop.empty')}
      batch={{
        label: (r) => t('batch.rowLabel', { name: r.userName }),
        name: (r) => r.userName,
        actions: canEdit
          ? statusActions(
              { enable: t('accounts.shop.action.enable'), disable: t('accounts.shop.action.disable') },
              batchSetShopAccountStatus,
            )
          : [],
        onDone: () => void invalidateShopAccounts(qc, user),
      }}
      add={
        canEdit && {
          label: t('accounts.shop.register'),
          opens: ShopAccountDialogs,
          onClick: () => dialog.open('register', null),
          testId: 'shop-account-register',
        }
      }
    >
      <Opened value={dialog.current}>
        {(d) => <ShopAccountDialogs key={dialog.key} dialog={d} onClose={dialog.close} />}
      </Opened>
    </AccountList>
  );
}
