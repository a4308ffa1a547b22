import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationRow } from '@bo/contract';
import { DataTable, type ListQueryOptions } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { RoleNames } from '../../../components/role-names';
import { opQueries } from './op-queries';
import { OP_ROUTE, OP_RULES, OP_TABLE } from './op-rules';
import '../../order/order-tags.css';

const OperationFilters = lazyPart(() => import('./op-filters'));

/**
 * /menu/operation, the operation catalogue: every button of every page (a permission mark a
 * role may hold inside the page), its titles and page, and the roles of this branch holding it.
 */
export default function MenuOperationPage() {
  return usePageStrings('menus') ? <OperationView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function OperationView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(OP_ROUTE);

  const columns = useMemo<DataColumn<OperationRow>[]>(
    () => [
      {
        key: 'mark',
        title: t('menus.op.col.mark'),
        width: 170,
        sort: 'mark',
        render: (r) => <EllipsisText text={r.mark} code data-testid="op-mark" />,
      },
      {
        key: 'title',
        title: t('menus.op.col.title'),
        width: 200,
        render: (r) => <EllipsisText text={pickLang(i18n.language, r.menuname, r.menuename)} data-user-content="" />,
      },
      {
        key: 'page',
        title: t('menus.op.col.page'),
        width: 200,
        sort: 'page',
        render: (r) => (
          <EllipsisText
            text={pickLang(i18n.language, r.pageName, r.pageNameEn)}
            tooltip={r.pageRoute}
            data-user-content=""
          />
        ),
      },
      {
        key: 'status',
        title: t('menus.op.col.status'),
        width: 90,
        render: (r) => (
          <span className={`ot ot-${r.status === 1 ? 'green' : 'grey'}`}>
            {t(r.status === 1 ? 'menus.op.enabled' : 'menus.op.disabled')}
          </span>
        ),
      },
      {
        key: 'roles',
        title: t('menus.op.col.roles'),
        width: 260,
        render: (r) => <RoleNames roles={r.roles} none={t('menus.op.noRole')} />,
      },
    ],
    [t, i18n.language],
  );
  // The answer also carries the filters' options (pages, roles), which the table does not read.
  const query = useMemo(
    () => (s: ListState) => opQueries.list(user, s) as unknown as ListQueryOptions<OperationRow, Record<string, never>>,
    [user],
  );

  return (
    <div data-testid="menu-operation-page">
      <DataTable<OperationRow, Record<string, never>>
        route={OP_ROUTE}
        tableId={OP_TABLE}
        title={title}
        rules={OP_RULES}
        columns={columns}
        keyColumn="mark"
        rowKey={(r) => r.id}
        query={query}
        filterForm={OperationFilters}
        emptyText={t('menus.op.empty')}
      />
    </div>
  );
}
