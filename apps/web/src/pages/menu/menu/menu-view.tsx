import { Suspense, useState } from 'react';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { M, type MenuRow } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { useAllow } from '../../../components/allow';
import { usePageTitle } from '../../../components/use-page-title';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import type { CatalogueNode } from './catalogue-tree';
import { MENU_INDENT, menuColumns } from './menu-columns';
import type { MenuDialogState } from './menu-dialogs';
import { MenuDialogs } from './menu-parts';
import { MENU_ROUTE } from './menu-queries';
import { rowActions } from './menu-row-actions';
import { MenuToolbar } from './menu-toolbar';
import { useMenuCatalogue } from './use-menu-catalogue';
import '../../../components/tag.css';
import './menu.css';

/**
 * The menu catalogue as a tree table (antd's Table with tree rows: the catalogue is one small
 * tree, not a paged list, so the shared data table's paging, sorting and URL state do not fit).
 * Toolbar: search (titles, routes, marks, addresses; matching rows with their parents), expand
 * or collapse all, reload, and Add for those who may change the catalogue; each row's actions.
 */
export default function MenuView() {
  const { t, i18n } = useTranslation();
  const title = usePageTitle(MENU_ROUTE);
  const mobile = useIsMobile();
  const holdsEdit = useAllow(MENU_ROUTE, M.menuEdit);
  const catalogue = useMenuCatalogue();
  const { full, shown, all, q } = catalogue;
  const [dialog, setDialog] = useState<MenuDialogState | null>(null);
  const [opened, setOpened] = useState(false);
  const canEdit = full.data?.canEdit ?? false;
  const name = (r: MenuRow) => pickLang(i18n.language, r.menuname, r.menuename);

  const open = (d: MenuDialogState) => {
    setOpened(true);
    setDialog(d);
  };
  const actions = (row: MenuRow) => rowActions(row, { t, all, searching: Boolean(q), open, step: catalogue.step });
  const columns = menuColumns({ t, mobile, canEdit, name, actions });
  const width = columns.reduce((n, c) => n + Number(c.width ?? 0), 0);
  // One after the other: two calls to one address at once, the later cancels the earlier (spec §7).
  const retry = () => void full.refetch().then(() => shown.refetch());
  // The whole tree decides who may edit and each move's rules: without it the page says so too.
  const failed = [full, shown].some((q) => q.data === undefined && q.error && !isSessionEnded(q.error));

  return (
    <section className="menu-page" aria-label={title} data-testid="menu-page">
      <MenuToolbar
        title={title}
        catalogue={catalogue}
        canEdit={canEdit}
        onAdd={() => open({ kind: 'add', parent: null })}
      />
      {full.data && !canEdit && (
        <p className="menu-readonly bo-muted" data-testid="menu-readonly">
          {t(holdsEdit ? 'menus.menu.readOnly' : 'menus.menu.readOnlyNoMark')}
        </p>
      )}
      {failed ? (
        <div className="menu-failed" role="alert">
          <span>{t('menus.menu.loadFailed')}</span>
          <Button onClick={retry}>{t('common.retry')}</Button>
        </div>
      ) : (
        <Table<CatalogueNode>
          className="menu-table"
          dataSource={catalogue.nodes}
          columns={columns}
          rowKey="key"
          pagination={false}
          size="middle"
          tableLayout="fixed"
          scroll={{ x: width }}
          loading={shown.isFetching && !shown.data}
          expandable={{
            expandedRowKeys: catalogue.expanded,
            onExpandedRowsChange: catalogue.setExpanded,
            indentSize: MENU_INDENT,
          }}
          rowClassName={({ row }) => (row.status === 0 ? 'menu-row-disabled' : '')}
          locale={{ emptyText: q ? t('menus.menu.noMatch', { q }) : t('menus.menu.empty') }}
          aria-label={title}
          data-testid="menu-table"
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <MenuDialogs state={dialog} all={all} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </section>
  );
}
