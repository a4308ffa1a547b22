import { Suspense, useMemo, useState } from 'react';
import { Button, Card, Input, Skeleton, Tree } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_LIMITS, type DepartmentRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { listDepartments } from '../../../api/site';
import { DEPARTMENT_ROUTE, departmentQuery } from './department-queries';
import { allIds, buildTree, filterTree, type TreeNode } from './department-tree';
import type { DepartmentDialogKind } from './department-dialog';
import { DepartmentNode } from './department-node';
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
        <DepartmentsBody
          query={query}
          tree={tree}
          q={q}
          expanded={expanded}
          setCollapsed={setCollapsed}
          renderNode={(n) => <DepartmentNode node={n} canEdit={canEdit} onOpen={open} hint={hint} />}
        />
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

type DataNode = { key: number; node: TreeNode<DepartmentRow>; children: unknown[] };
const toData = (list: TreeNode<DepartmentRow>[]): DataNode[] =>
  // No title: antd would copy it into a title attribute; titleRender draws the node.
  list.map((n) => ({ key: n.row.id, node: n, children: toData(n.children) }));

/** The tree once loaded; until then a skeleton, the load's failure with a retry, or why it is empty. */
function DepartmentsBody({
  query,
  tree,
  q,
  expanded,
  setCollapsed,
  renderNode,
}: {
  query: UseQueryResult<Awaited<ReturnType<typeof listDepartments>>>;
  tree: TreeNode<DepartmentRow>[];
  q: string;
  expanded: number[];
  setCollapsed: React.Dispatch<React.SetStateAction<Set<number>>>;
  renderNode: (n: TreeNode<DepartmentRow>) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const searching = q.trim() !== '';
  return query.isError ? (
    <Suspense fallback={null}>
      <LoadError message={query.error.message} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
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
      titleRender={(d) => renderNode((d as unknown as { node: TreeNode<DepartmentRow> }).node)}
      data-testid="dept-tree"
    />
  );
}
