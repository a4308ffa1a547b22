import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '@bo/contract';
import { cancelQuery } from '../../../api/safeguard';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { useSubmit } from '../../../components/submit/use-submit';
import { useUserStore } from '../../../stores/user';
import { databaseQueries } from './database-queries';
import { DATABASE_ROUTE, QUERIES_RULES } from './database-rules';
import { QUERIES_COLUMNS } from './queries-columns';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const QueriesFilters = filterFormPart(() => import('./queries-filters'));
const pidOf = (r: ActivityRow) => r.pid;

/** The statements running now, longest first, read again every 5 s; cancel one (database:cancel). */
export default function QueriesTab() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canCancel = useAllow(DATABASE_ROUTE, 'database:cancel');
  const submit = useSubmit({ show: 'message' });
  const cancel = (r: ActivityRow) =>
    submit.run(async () => {
      const { cancelled } = await cancelQuery(r.pid);
      showSuccess(t(cancelled ? 'safeguard.queries.cancelled' : 'safeguard.queries.nothingToCancel', { pid: r.pid }));
      void client.invalidateQueries({ queryKey: ['database', user.gscode] });
    }, r.pid);
  const columns = useColumns(QUERIES_COLUMNS, { canCancel, cancel, cancelling: submit.busyWith });
  return (
    <ListPage
      route={DATABASE_ROUTE}
      tab="queries"
      table="db-queries"
      title={t('safeguard.db.tab.queries')}
      rules={QUERIES_RULES}
      columns={columns}
      keyColumn="pid"
      rowKey={pidOf}
      query={databaseQueries.queries}
      filters={QueriesFilters}
      empty={t('safeguard.queries.empty')}
    />
  );
}
