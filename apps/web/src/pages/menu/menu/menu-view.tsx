import { Suspense, useMemo, useState, type Key } from 'react';
import { Button, Dropdown, Input, Table, Tooltip, type MenuProps, type TableColumnsType } from 'antd';
import {
  DownOutlined,
  EllipsisOutlined,
  NodeCollapseOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, MENU_SEARCH_MAX, type MenuRow } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { moveMenu } from '../../../api/menus';
import { useAllow } from '../../../components/allow';
import { EllipsisText } from '../../../components/ellipsis-text';
import { MenuIcon } from '../../../components/menu-icon';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { stepMove, subtreeOf, toNodes, typesUnder, type CatalogueNode } from './catalogue-tree';
import type { MenuDialogState } from './menu-dialogs';
import { afterChange, catalogueQuery, MENU_ROUTE } from './menu-queries';
import '../../../components/tag.css';
import './menu.css';

/** The tree's indent per level, px. */
const INDENT = 16;

/** The dialogs (antd Modal and Form, the icon selector): loaded when one is first opened, or on a hint. */
const MenuDialogs = lazyPart(() => import('./menu-dialogs'));

/**
 * The menu catalogue as a tree table (antd's Table with tree rows: the catalogue is one small
 * tree, not a paged list, so the shared data table's paging, sorting and URL state do not fit).
 * Toolbar: search (titles, routes, marks, addresses; matching rows with their parents), expand
 * or collapse all, reload, and Add for those who may change the catalogue; each row's actions.
 */
export default function MenuView() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(MENU_ROUTE);
  const mobile = useIsMobile();
  const holdsEdit = useAllow(MENU_ROUTE, M.menuEdit);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [dialog, setDialog] = useState<MenuDialogState | null>(null);
  const [opened, setOpened] = useState(false);

  const full = useQuery(catalogueQuery(user, ''));
  const shown = useQuery({ ...catalogueQuery(user, q), placeholderData: keepPreviousData });
  const all = useMemo(() => full.data?.list ?? [], [full.data]);
  const list = useMemo(() => shown.data?.list ?? [], [shown.data]);
  const nodes = useMemo(() => toNodes(list), [list]);
  const canEdit = full.data?.canEdit ?? false;
  const name = (r: MenuRow) => pickLang(i18n.language, r.menuname, r.menuename);

  const open = (d: MenuDialogState) => {
    setOpened(true);
    setDialog(d);
  };
  const search = (value: string) => {
    const words = value.trim();
    setQ(words);
    // A search shows every row it found, with its parents open.
    if (words)
      void client.fetchQuery(catalogueQuery(user, words)).then(
        (d) => setExpanded(d.list.map((r) => r.id)),
        () => undefined,
      );
  };
  const step = async (row: MenuRow, by: -1 | 1) => {
    const to = stepMove(all, row, by);
    if (!to) return;
    await moveMenu({ id: row.id, stamp: row.stamp, ...to }).catch(() => undefined);
    await afterChange(client);
  };

  const actions = (row: MenuRow): MenuProps['items'] => {
    const canAddBelow = typesUnder(all, row).length > 0;
    const childless = !all.some((r) => r.parentId === row.id);
    return [
      { key: 'edit', label: t('menus.menu.edit'), onClick: () => open({ kind: 'edit', row }) },
      ...(canAddBelow
        ? [{ key: 'add', label: t('menus.menu.addChild'), onClick: () => open({ kind: 'add', parent: row }) }]
        : []),
      {
        key: 'up',
        label: t('menus.menu.moveUp'),
        disabled: Boolean(q) || !stepMove(all, row, -1),
        onClick: () => void step(row, -1),
      },
      {
        key: 'down',
        label: t('menus.menu.moveDown'),
        disabled: Boolean(q) || !stepMove(all, row, 1),
        onClick: () => void step(row, 1),
      },
      { key: 'move', label: t('menus.menu.moveTo'), onClick: () => open({ kind: 'move', row }) },
      { type: 'divider' },
      row.status === 1
        ? {
            key: 'disable',
            label: t('menus.menu.disable'),
            onClick: () => open({ kind: 'disable', row, count: subtreeOf(all, row).length }),
          }
        : {
            key: 'enable',
            label: t('menus.menu.enable'),
            onClick: () => open({ kind: 'enable', row, count: subtreeOf(all, row).length }),
          },
      ...(!row.builtin && childless
        ? [{ key: 'delete', danger: true, label: t('menus.menu.delete'), onClick: () => open({ kind: 'delete', row }) }]
        : []),
    ];
  };

  const columns: TableColumnsType<CatalogueNode> = [
    {
      key: 'title',
      title: t('menus.menu.col.title'),
      width: mobile ? 220 : 300,
      render: (_, { row }) => (
        // The cell also holds the tree's indent and expand button: the title takes what is left of it.
        <span
          className={`menu-title${row.match ? '' : ' menu-title-context'}`}
          style={{ maxWidth: `calc(100% - ${(row.level - 1) * INDENT + 26}px)` }}
        >
          {row.icon ? <MenuIcon name={row.icon} className="menu-title-icon" /> : null}
          <EllipsisText text={name(row)} data-user-content="" data-testid="menu-row-title" />
        </span>
      ),
    },
    {
      key: 'type',
      title: t('menus.menu.col.type'),
      width: 80,
      render: (_, { row }) => t(`menus.menu.type.${row.menutype}`),
    },
    {
      key: 'route',
      title: t('menus.menu.col.route'),
      width: 190,
      render: (_, { row }) =>
        row.url ? (
          <EllipsisText text={row.url} code tooltip={row.link ? `${row.url} → ${row.link}` : undefined} />
        ) : null,
    },
    {
      key: 'mark',
      title: t('menus.menu.col.mark'),
      width: 170,
      render: (_, { row }) => (row.permission ? <EllipsisText text={row.permission} code /> : null),
    },
    { key: 'sort', title: t('menus.menu.col.sort'), width: 70, align: 'right', render: (_, { row }) => row.sort },
    {
      key: 'status',
      title: t('menus.menu.col.status'),
      width: 230,
      render: (_, { row }) => (
        <span className="menu-tags" data-testid="menu-row-tags">
          <span className={`ot ot-${row.status === 1 ? 'green' : 'grey'}`}>{t(`menus.menu.status.${row.status}`)}</span>
          {row.hidden && <span className="ot ot-gold">{t('menus.menu.tag.hidden')}</span>}
          {row.link && (
            <span className={`ot ot-${row.embed ? 'cyan' : 'blue'}`}>
              {t(row.embed ? 'menus.menu.tag.embed' : 'menus.menu.tag.link')}
            </span>
          )}
          {row.builtin && <span className="ot ot-purple">{t('menus.menu.tag.builtin')}</span>}
        </span>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: mobile ? <EllipsisOutlined aria-label={t('menus.menu.actions')} /> : t('menus.menu.actions'),
            width: mobile ? 56 : 110,
            // Always in reach: the other columns scroll under it on a narrow screen.
            fixed: 'right' as const,
            render: (_: unknown, { row }: CatalogueNode) => (
              <Dropdown menu={{ items: actions(row) }} trigger={['click']}>
                <Button
                  size="small"
                  icon={mobile ? <EllipsisOutlined /> : undefined}
                  aria-label={t('menus.menu.actionsOf', { name: name(row) })}
                  onPointerEnter={MenuDialogs.preload}
                  onFocus={MenuDialogs.preload}
                  data-testid="menu-row-actions"
                >
                  {mobile ? null : (
                    <>
                      {t('menus.menu.actions')} <DownOutlined />
                    </>
                  )}
                </Button>
              </Dropdown>
            ),
          },
        ]
      : []),
  ];
  const width = columns.reduce((n, c) => n + Number(c.width ?? 0), 0);
  const failed = shown.data === undefined && shown.error && !isSessionEnded(shown.error);

  return (
    <section className="menu-page" aria-label={title} data-testid="menu-page">
      <div className="menu-toolbar">
        <h2 className="menu-title-h">{title}</h2>
        <Input.Search
          className="menu-search"
          allowClear
          maxLength={MENU_SEARCH_MAX}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (!e.target.value) setQ('');
          }}
          onSearch={search}
          placeholder={t('menus.searchPlaceholder')}
          aria-label={t('menus.menu.search')}
          enterButton={t('menus.menu.searchButton')}
          data-testid="menu-search"
        />
        <div className="menu-actions">
          <Tooltip title={t('menus.menu.expandAll')}>
            <Button
              icon={<NodeExpandOutlined />}
              aria-label={t('menus.menu.expandAll')}
              onClick={() => setExpanded(list.filter((r) => list.some((c) => c.parentId === r.id)).map((r) => r.id))}
            />
          </Tooltip>
          <Tooltip title={t('menus.menu.collapseAll')}>
            <Button
              icon={<NodeCollapseOutlined />}
              aria-label={t('menus.menu.collapseAll')}
              onClick={() => setExpanded([])}
            />
          </Tooltip>
          <Tooltip title={t('menus.menu.refresh')}>
            <Button
              icon={<ReloadOutlined spin={shown.isFetching} />}
              aria-label={t('menus.menu.refresh')}
              onClick={() => void afterChange(client)}
            />
          </Tooltip>
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open({ kind: 'add', parent: null })}
              onPointerEnter={MenuDialogs.preload}
              data-testid="menu-add"
            >
              {t('menus.menu.add')}
            </Button>
          )}
        </div>
      </div>
      {full.data && !canEdit && (
        <p className="menu-readonly bo-muted" data-testid="menu-readonly">
          {t(holdsEdit ? 'menus.menu.readOnly' : 'menus.menu.readOnlyNoMark')}
        </p>
      )}
      {failed ? (
        <div className="menu-failed" role="alert">
          <span>{t('menus.menu.loadFailed')}</span>
          <Button onClick={() => void shown.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <Table<CatalogueNode>
          className="menu-table"
          dataSource={nodes}
          columns={columns}
          rowKey="key"
          pagination={false}
          size="middle"
          tableLayout="fixed"
          scroll={{ x: width }}
          loading={shown.isFetching && !shown.data}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded, indentSize: INDENT }}
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
