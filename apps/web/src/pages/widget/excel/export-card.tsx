import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { M } from '@bo/contract';
import { usePageTitle } from '../../../components/use-page-title';
import { useMenuStore } from '../../../stores/menu';
import { flattenMenu } from '../../../stores/menu-tree';

/** The lists that export themselves (their data table's Export button), each with the route and mark it needs. */
const LISTS = [
  { key: 'orders', route: '/order/customerorder', mark: 'order:export' },
  { key: 'payments', route: '/order/customerpaylist', mark: 'payment:export' },
  { key: 'clients', route: '/user/account', mark: M.clientExport },
  { key: 'oplog', route: '/system/log', mark: M.operationLogExport },
  { key: 'loginlog', route: '/user/loginlog', mark: M.loginLogExport },
] as const;

/**
 * Export: not a second exporter. Every list's export is its own table's (the same filters and
 * sort, streamed by the one export service); this card links to those the user may export.
 */
export function ExportCard() {
  const { t } = useTranslation();
  const menu = useMenuStore((s) => s.menuList);
  // useAllow's rule, for several routes at once.
  const items = flattenMenu(menu);
  const allowed = LISTS.filter((l) => items.some((m) => m.path === l.route && m.permission.includes(l.mark)));
  return (
    <Card title={<h2 className="bo-excel-card-title">{t('excel.export.title')}</h2>} data-testid="excel-export">
      <p>{t('excel.export.intro')}</p>
      {allowed.length ? (
        <ul className="bo-excel-links">
          {allowed.map((l) => (
            <li key={l.key}>
              <ListLink route={l.route} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-muted">{t('excel.export.none')}</p>
      )}
    </Card>
  );
}

function ListLink({ route }: { route: string }) {
  const title = usePageTitle(route);
  return (
    <Link to={route} data-testid={`excel-export-${route}`}>
      {title}
    </Link>
  );
}
