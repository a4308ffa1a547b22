import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiRow } from '@bo/contract';
import { DataTable, type ListQueryOptions } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { apiQueries } from './api-queries';
import { API_ROUTE, API_RULES, API_TABLE } from './api-rules';
import { RoleNames } from '../../../components/role-names';
import '../../order/order-tags.css';

const ApiFilters = lazyPart(() => import('./api-filters'));

const METHOD_COLOUR: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/**
 * /menu/api, the API catalogue: every call of the contract the server answers, with what it
 * needs (a permission mark, a session, nothing) and the roles of this branch that may make it.
 */
export default function MenuApiPage() {
  return usePageStrings('menus') ? <ApiView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function ApiView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(API_ROUTE);

  const columns = useMemo<DataColumn<ApiRow>[]>(
    () => [
      {
        key: 'path',
        title: t('menus.api.col.path'),
        width: 300,
        sort: 'path',
        render: (r) => <EllipsisText text={r.path} code data-testid="api-path" />,
      },
      {
        key: 'method',
        title: t('menus.api.col.method'),
        width: 90,
        sort: 'method',
        render: (r) => <span className={`ot ot-${METHOD_COLOUR[r.method] ?? 'grey'}`}>{r.method}</span>,
      },
      {
        key: 'group',
        title: t('menus.api.col.group'),
        width: 110,
        sort: 'group',
        render: (r) => <EllipsisText text={r.group} code />,
      },
      {
        key: 'access',
        title: t('menus.api.col.access'),
        width: 220,
        sort: 'mark',
        render: (r) =>
          r.mark ? (
            <EllipsisText
              text={r.markTitle ? `${r.mark} · ${pickLang(i18n.language, r.markTitle.cn, r.markTitle.en)}` : r.mark}
              data-testid="api-mark"
            />
          ) : (
            <span className="bo-muted">{t(`menus.api.access.${r.access}`)}</span>
          ),
      },
      {
        key: 'roles',
        title: t('menus.api.col.roles'),
        width: 220,
        render: (r) =>
          r.access === 'public' ? (
            <span className="bo-muted">{t('menus.api.everyone')}</span>
          ) : (
            <RoleNames roles={r.roles} none={t('menus.api.noRole')} />
          ),
      },
      {
        key: 'summary',
        title: t('menus.api.col.summary'),
        width: 320,
        render: (r) => (
          <EllipsisText
            text={r.title ? `${pickLang(i18n.language, r.title.cn, r.title.en)} · ${r.summary}` : r.summary}
          />
        ),
      },
    ],
    [t, i18n.language],
  );
  // The answer also carries the filters' options (groups, marks), which the table does not read.
  const query = useMemo(
    () => (s: ListState) => apiQueries.list(user, s) as unknown as ListQueryOptions<ApiRow, Record<string, never>>,
    [user],
  );

  return (
    <div data-testid="menu-api-page">
      <DataTable<ApiRow, Record<string, never>>
        route={API_ROUTE}
        tableId={API_TABLE}
        title={title}
        rules={API_RULES}
        columns={columns}
        keyColumn="path"
        rowKey={(r) => `${r.method} ${r.path}`}
        query={query}
        filterForm={ApiFilters}
        emptyText={t('menus.api.empty')}
      />
    </div>
  );
}
