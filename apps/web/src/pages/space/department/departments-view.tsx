import { Suspense, useMemo, useState } from 'react';
import { Button, Card, Input, Skeleton, Tree } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_LIMITS, type DepartmentRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { EllipsisText } from '../../../components/ellipsis-text';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { DEPARTMENT_ROUTE, departmentQuery } from './department-queries';
import { allIds, buildTree, filterTree, type TreeNode } from './department-tree';
import type { DepartmentDialogKind } from './department-dialog';
import '../../../components/tag.css';
import './department.css';

/** The form and the confirmation (antd Form, Modal, TreeSelect) load when first opened or their button hovered. */
const DepartmentDialog = lazyPart(() => import('./department-dialog'));
const LoadError = lazyPart(() => import('../../../components/load-error'));

type Open = { kind: DepartmentDialogKind; row: DepartmentRow | null; parentId: number | null } | null;

/** The departments page's body (antd Tree, the toolbar), loaded with the page's strings. */
export default function DepartmentsView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(DEPARTMENT_ROUTE);
  const canEdit = useAllow(DEPARTMENT_ROUTE, 'department:edit');
  const query = useQuery(departmentQuery(user));
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<Open>(null);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const rows = useMemo(() => query.data?.list ?? [], [query.data]);
  const tree = useMemo(() => filterTree(buildTree(rows), q), [rows, q]);
  const searching = q.trim() !== '';
  const expanded = useMemo(
    () => allIds(tree).filter((id) => searching || !collapsed.has(id)),
    [tree, collapsed, searching],
  );
  const hint = { onPointerEnter: DepartmentDialog.preload, onFocus: DepartmentDialog.preload };
  const open = (
    kind: DepartmentDialogKind,
    row: DepartmentRow | null,
    parentId: number | null = row?.parentId ?? null,
  ) => setDialog({ kind, row, parentId });

  const toData = (
    list: TreeNode<DepartmentRow>[],
  ): { key: number; node: TreeNode<DepartmentRow>; children: unknown[] }[] =>
    // No title: antd would copy it into a title attribute; titleRender draws the node.
    list.map((n) => ({ key: n.row.id, node: n, children: toData(n.children) }));

  const nodeTitle = (n: TreeNode<DepartmentRow>) => {
    const r = n.row;
    return (
      <div className="dept-node" data-testid="dept-node" data-name={r.name}>
        <EllipsisText className="dept-name" text={r.name} data-user-content="" data-testid="dept-name" />
        <span className="dept-meta">
          {r.leader && <EllipsisText text={`${t('site.dept.leader')}: ${r.leader}`} data-user-content="" />}
          {r.phone && <EllipsisText text={r.phone} code data-user-content="" />}
          <span>
            {t('site.dept.sort')} {r.sort}
          </span>
          {r.contacts > 0 && <span>{t('site.dept.contacts', { count: r.contacts })}</span>}
        </span>
        <span className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`} data-status={r.status}>
          {t(`site.status.${r.status}`)}
        </span>
        {canEdit && (
          // Clicks on the buttons must not toggle the tree node.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: it keeps the buttons' clicks from the tree node
          <span className="dept-actions" onClick={(e) => e.stopPropagation()} data-user-content="">
            {n.level < DEPARTMENT_LIMITS.depth && (
              <Button
                size="small"
                type="link"
                onClick={() => open('add', null, r.id)}
                {...hint}
                aria-label={t('site.dept.addChildOf', { name: r.name })}
                data-testid="dept-add-child"
              >
                {t('site.dept.addChild')}
              </Button>
            )}
            <Button
              size="small"
              type="link"
              onClick={() => open('edit', r)}
              {...hint}
              aria-label={t('site.dept.editOf', { name: r.name })}
              data-testid="dept-edit"
            >
              {t('site.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              onClick={() => open('move', r)}
              {...hint}
              aria-label={t('site.dept.moveOf', { name: r.name })}
              data-testid="dept-move"
            >
              {t('site.dept.move')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => open('remove', r)}
              {...hint}
              aria-label={t('site.dept.deleteOf', { name: r.name })}
              data-testid="dept-delete"
            >
              {t('site.delete')}
            </Button>
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="dept-page" data-testid="departments-page">
      <Card size="small">
        <div className="dept-toolbar">
          <h2>{title}</h2>
          <Input.Search
            className="dept-search"
            allowClear
            maxLength={DEPARTMENT_LIMITS.name}
            placeholder={t('site.dept.search')}
            aria-label={t('site.dept.search')}
            onChange={(e) => setQ(e.target.value)}
            data-testid="dept-search"
          />
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open('add', null, null)}
              {...hint}
              data-testid="dept-add"
            >
              {t('site.dept.add')}
            </Button>
          )}
        </div>
        {query.isError ? (
          <Suspense fallback={null}>
            <LoadError
              message={query.error.message}
              retryLabel={t('common.retry')}
              onRetry={() => void query.refetch()}
            />
          </Suspense>
        ) : query.isPending ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : tree.length === 0 ? (
          <p className="bo-muted" data-testid="dept-empty">
            {searching ? t('site.dept.noMatch', { q: q.trim() }) : t('site.dept.empty')}
          </p>
        ) : (
          <Tree
            blockNode
            selectable={false}
            treeData={toData(tree) as never}
            expandedKeys={expanded}
            onExpand={(_keys, { node, expanded: isOpen }) => {
              const id = Number(node.key);
              setCollapsed((s) => {
                const next = new Set(s);
                if (isOpen) next.delete(id);
                else next.add(id);
                return next;
              });
            }}
            titleRender={(d) => nodeTitle((d as unknown as { node: TreeNode<DepartmentRow> }).node)}
            data-testid="dept-tree"
          />
        )}
      </Card>
      {dialog && (
        <Suspense fallback={null}>
          <DepartmentDialog
            key={`${dialog.kind}:${dialog.row?.id ?? ''}:${dialog.parentId ?? ''}`}
            {...dialog}
            rows={rows}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
