import { Suspense, useMemo, useState } from 'react';
import { Button, Dropdown, Skeleton, type MenuProps } from 'antd';
import { EllipsisOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type ArticleRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import {
  categoryName,
  NEWS_ROUTE,
  NEWS_RULES,
  NEWS_TABLE,
  newsQueries,
  type NewsDialogKind,
  type OpenNewsDialog,
} from './article-rules';
import '../../../components/tag.css';
import './news.css';
import { branchTime } from '../../../components/branch-time';

const ArticleFilters = lazyPart(() => import('./article-filters'));
/** The editor (tiptap) loads when it is first opened or its button hovered, never with the list. */
const ArticleEditor = lazyPart(() => import('./article-editor'));
/** Publishing, deleting and the revisions: loaded together when one is first opened. */
const ArticleDialogs = lazyPart(() => import('./article-dialogs'));

type Summary = { drafts: number; published: number; scheduled: number };

const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');
const STATE_TAG: Record<string, string> = { draft: 'ot-grey', published: 'ot-green', scheduled: 'ot-blue' };

/**
 * /space/article-list, News (issue 13 #3): the branch's news items on the data table (search over
 * title and summary, category, state; paged and sorted on the server); add and edit in the rich-
 * text editor (article:edit), publish now, schedule or take back (article:publish), the revisions
 * with a preview and restore, delete after a confirmation. The shop reads what is published
 * through the public reads News and NewsItem.
 */
export default function SpaceArticleListPage() {
  return usePageStrings('news') ? <NewsView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function NewsView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(NEWS_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(NEWS_ROUTE, M.articleEdit);
  const canPublish = useAllow(NEWS_ROUTE, M.articlePublish);
  const [dialog, setDialog] = useState<OpenNewsDialog | null>(null);
  const open = (kind: NewsDialogKind, row: ArticleRow | null) => setDialog({ kind, row });

  const columns = useMemo<DataColumn<ArticleRow, Summary>[]>(() => {
    const hint = { onPointerEnter: ArticleDialogs.preload, onFocus: ArticleDialogs.preload };
    const editHint = { onPointerEnter: ArticleEditor.preload, onFocus: ArticleEditor.preload };
    return [
      {
        key: 'title',
        title: t('news.col.title'),
        width: 280,
        sort: 'title',
        render: (r) => <EllipsisText text={r.title} data-user-content="" data-testid="news-title" />,
      },
      {
        key: 'category',
        title: t('news.col.category'),
        width: 110,
        render: (r) => <EllipsisText text={categoryName(r.category, i18n.language)} />,
      },
      {
        key: 'state',
        title: t('news.col.state'),
        width: 190,
        sort: 'publishAt',
        render: (r) => (
          <span className="news-state">
            <span className={`ot ${STATE_TAG[r.state] ?? 'ot-grey'}`} data-state={r.state} data-testid="news-state">
              {t(`news.state.${r.state}`)}
            </span>
            {r.publishAt && r.state !== 'draft' && <span className="bo-code bo-muted">{when(r.publishAt)}</span>}
          </span>
        ),
      },
      {
        key: 'author',
        title: t('news.col.author'),
        width: 110,
        render: (r) => <EllipsisText text={r.author} data-user-content="" />,
      },
      {
        key: 'updated',
        title: t('news.col.updated'),
        width: 190,
        sort: 'updated',
        render: (r) => <EllipsisText text={[when(r.updatedAt), r.updatedBy].filter(Boolean).join(' · ')} />,
      },
      {
        key: 'actions',
        title: t('news.col.actions'),
        width: mobile ? 110 : 150,
        fixedRight: true,
        render: (r) => {
          const items: MenuProps['items'] = [
            ...(canPublish
              ? [{ key: 'publish', label: t('news.action.publishing'), 'data-testid': 'news-menu-publish' }]
              : []),
            { key: 'revisions', label: t('news.action.revisions'), 'data-testid': 'news-menu-revisions' },
            ...(canEdit
              ? [
                  { type: 'divider' as const },
                  { key: 'remove', label: t('news.action.remove'), danger: true, 'data-testid': 'news-menu-remove' },
                ]
              : []),
          ];
          return (
            <span className="news-actions" data-testid="news-actions">
              {canEdit && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => open('edit', r)}
                  {...editHint}
                  aria-label={t('news.action.editOf', { name: r.title })}
                  data-user-content
                  data-testid="news-edit"
                >
                  {t('news.action.edit')}
                </Button>
              )}
              <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => open(key as NewsDialogKind, r) }}>
                <Button
                  size="small"
                  type="text"
                  icon={<EllipsisOutlined />}
                  {...hint}
                  aria-label={t('news.action.moreOf', { name: r.title })}
                  data-user-content
                  data-testid="news-more"
                />
              </Dropdown>
            </span>
          );
        },
      },
    ];
  }, [t, i18n.language, canEdit, canPublish, mobile]);
  const query = useMemo(() => (s: ListState) => newsQueries.list(user, s), [user]);

  return (
    <div className="news-page" data-testid="news-page">
      <DataTable<ArticleRow, Summary>
        route={NEWS_ROUTE}
        tableId={NEWS_TABLE}
        title={title}
        rules={NEWS_RULES}
        columns={columns}
        keyColumn="title"
        rowKey={(r) => r.id}
        query={query}
        filterForm={ArticleFilters}
        emptyText={t('news.empty')}
        extra={(_s, data) => (
          <>
            {data && !mobile && (
              <span className="bo-muted news-counts" data-testid="news-counts">
                {t('news.counts', {
                  drafts: data.summary.drafts,
                  published: data.summary.published,
                  scheduled: data.summary.scheduled,
                })}
              </span>
            )}
            {canEdit && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => open('add', null)}
                onPointerEnter={ArticleEditor.preload}
                onFocus={ArticleEditor.preload}
                aria-label={mobile ? t('news.add') : undefined}
                data-testid="news-add"
              >
                {mobile ? null : t('news.add')}
              </Button>
            )}
          </>
        )}
      />
      {dialog && (dialog.kind === 'add' || dialog.kind === 'edit') && (
        <Suspense fallback={null}>
          <ArticleEditor
            key={`${dialog.kind}:${dialog.row?.id ?? ''}`}
            row={dialog.row}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog && dialog.row && dialog.kind !== 'add' && dialog.kind !== 'edit' && (
        <Suspense fallback={null}>
          <ArticleDialogs
            key={`${dialog.kind}:${dialog.row.id}`}
            kind={dialog.kind}
            row={dialog.row}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
