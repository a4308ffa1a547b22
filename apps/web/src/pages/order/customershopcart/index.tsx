import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { M, type CartRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { ClientDialogPart, ClientProfile } from '../../dashboard/console/client-profile';
import { AbandonDaysSetting } from './abandon-days-setting';
import { CART_COLUMNS } from './columns';
import { cartQueries } from './cart-queries';
import { CART_RULES, CARTS_ROUTE, CARTS_TABLE } from './cart-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './carts.css';

const CartFilters = filterFormPart(() => import('./cart-filters'));
/** The client marks are buttons of the console's route (route catalogue). */
const CLIENT_ROUTE = '/dashboard/console';

/**
 * /order/customershopcart, the shop users' carts (issue 10 #4): the data table with its filters
 * and summary row; carts untouched for the branch's abandon days are tagged and marked, the
 * setting sits in the toolbar (cart:settings), the filtered carts export as a job (cart:export,
 * issue 40), and a client opens the console's client dialog.
 */
export default function OrderCustomershopcartPage() {
  const { t } = useTranslation();
  const canView = useAllow(CLIENT_ROUTE, M.clientView);
  const canEdit = useAllow(CLIENT_ROUTE, M.clientEdit);
  const [client, setClient] = useState<CartRow | null>(null);
  const columns = useColumns(CART_COLUMNS, { canView, show: setClient, profile: ClientDialogPart });
  // The answer carries the branch's abandon days besides the list.
  return (
    <ListPage
      testId="carts-page"
      route={CARTS_ROUTE}
      table={CARTS_TABLE}
      rules={CART_RULES}
      columns={columns}
      keyColumn="member"
      rowClassName={(r) => (r.abandoned ? 'cart-abandoned' : undefined)}
      query={cartQueries.list}
      filters={CartFilters}
      exportCall={{ mark: M.cartExport, kind: 'cartExport' }}
      empty={t('carts.empty')}
      toolbar={(_s, data) => <AbandonDaysSetting days={data?.abandonDays} />}
    >
      <ClientProfile client={client} canEdit={canEdit} onClose={() => setClient(null)} />
    </ListPage>
  );
}
