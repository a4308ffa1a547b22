import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { M, type PromoterRow } from '@bo/contract';
import { useAllow } from '../../../../components/allow';
import { useColumns } from '../../../../components/list-page/columns';
import { Opened } from '../../../../components/list-page/opened';
import { useRowDialog } from '../../../../components/list-page/use-row-dialog';
import { lazyPart } from '../../../../lib/lazy-part';
import { AccountList } from '../account-list';
import { ACCOUNT_ROUTE } from '../account-tabs';
import { PROMOTER_COLUMNS } from './columns';
import {
  PROMOTER_RULES,
  PROMOTERS_TAB,
  PROMOTERS_TABLE,
  promoterQueries,
  type PromoterDialogKind,
} from './promoter-rules';
import { filterFormPart } from '../../../../components/data-table/filter-form-part';

const PromoterFilters = filterFormPart(() => import('./promoter-filters'));
/** The dialogs (antd Modal, Form, the account picker) load when one is first opened or an action hovered. */
const PromoterDialogs = lazyPart(() => import('./promoter-dialogs'));
/** One promoter's referrals and their orders (antd Drawer) load when first opened. */
const PromoterDrawer = lazyPart(() => import('./promoter-drawer'));

/**
 * The promoters tab of /user/account (issue 12 #5): shop accounts that bring clients, with their
 * referrals, their orders since the referral, the amount and the commission (gettgzxUser, figures
 * and the summary row from the server); a promoter's drawer (gettgzxdetail); make an account a
 * promoter, enable, disable and change the rate (optgzxUser), only with the `promoter:edit` mark.
 */
export default function PromotersTab() {
  const { t } = useTranslation();
  const canEdit = useAllow(ACCOUNT_ROUTE, M.promoterEdit);
  const dialog = useRowDialog<PromoterDialogKind, PromoterRow | null>();
  const [shown, setShown] = useState<PromoterRow | null>(null);
  const columns = useColumns(PROMOTER_COLUMNS, {
    canEdit,
    show: setShown,
    open: dialog.open,
    drawer: PromoterDrawer,
    dialogs: PromoterDialogs,
  });

  return (
    <AccountList
      testId="promoters-tab"
      tab={PROMOTERS_TAB}
      table={PROMOTERS_TABLE}
      rules={PROMOTER_RULES}
      columns={columns}
      keyColumn="account"
      query={promoterQueries.list}
      filters={PromoterFilters}
      empty={t('accounts.promoters.empty')}
      add={
        canEdit && {
          label: t('accounts.promoters.add'),
          opens: PromoterDialogs,
          onClick: () => dialog.open('add', null),
          testId: 'promoter-add',
        }
      }
    >
      <Opened value={dialog.current}>
        {(d) => <PromoterDialogs key={dialog.key} dialog={d} onClose={dialog.close} />}
      </Opened>
      <Opened value={shown}>
        {(row) => (
          <PromoterDrawer initial={row} onClose={() => setShown(null)} onAction={canEdit ? dialog.open : undefined} />
        )}
      </Opened>
    </AccountList>
  );
}
