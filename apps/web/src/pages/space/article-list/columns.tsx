import type { MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import type { ArticleRow } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { RowMenu } from '../../../components/list-page/row-menu';
import { Tag, type TagColour } from '../../../components/tag';
import { categoryName, type NewsDialogKind } from './article-rules';

/** What the news items' rows may do: edit (article:edit), publish (article:publish), revisions, remove. */
export interface NewsContext {
  canEdit: boolean;
  canPublish: boolean;
  open: (kind: NewsDialogKind, row: ArticleRow) => void;
  editor: Opens;
  dialogs: Opens;
}

export type NewsSums = { drafts: number; published: number; scheduled: number };

const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');
const STATE_TAG: Record<string, TagColour> = { draft: 'grey', published: 'green', scheduled: 'blue' };

/** The news items' columns. */
export const NEWS_COLUMNS: ColumnSpec<ArticleRow, NewsContext, NewsSums>[] = [
  {
    key: 'title',
    title: 'news.col.title',
    width: 280,
    sort: 'title',
    render: (r) => <TextCell text={r.title} testId="news-title" />,
  },
  {
    key: 'category',
    title: 'news.col.category',
    width: 110,
    render: (r, { lang }) => <TextCell text={categoryName(r.category, lang)} userContent={false} />,
  },
  {
    key: 'state',
    title: 'news.col.state',
    width: 190,
    sort: 'publishAt',
    render: (r, { t }) => (
      <span className="news-state">
        <Tag colour={STATE_TAG[r.state] ?? 'grey'} data-state={r.state} data-testid="news-state">
          {t(`news.state.${r.state}`)}
        </Tag>
        {r.publishAt && r.state !== 'draft' && <span className="bo-code bo-muted">{when(r.publishAt)}</span>}
      </span>
    ),
  },
  { key: 'author', title: 'news.col.author', width: 110, render: (r) => <TextCell text={r.author} /> },
  {
    key: 'updated',
    title: 'news.col.updated',
    width: 190,
    sort: 'updated',
    render: (r) => <TextCell text={[when(r.updatedAt), r.updatedBy].filter(Boolean).join(' · ')} userContent={false} />,
  },
  {
    key: 'actions',
    title: 'news.col.actions',
    width: 150,
    mobileWidth: 110,
    fixedRight: true,
    render: (r, c) => <NewsActions row={r} c={c} />,
  },
];

function NewsActions({ row: r, c }: { row: ArticleRow; c: ColumnsOf<NewsContext> }) {
  const { t } = c;
  const items: MenuProps['items'] = [
    ...(c.canPublish
      ? [{ key: 'publish', label: t('news.action.publishing'), 'data-testid': 'news-menu-publish' }]
      : []),
    { key: 'revisions', label: t('news.action.revisions'), 'data-testid': 'news-menu-revisions' },
    ...(c.canEdit
      ? [
          { type: 'divider' as const },
          { key: 'remove', label: t('news.action.remove'), danger: true, 'data-testid': 'news-menu-remove' },
        ]
      : []),
  ];
  return (
    <RowActions testId="news-actions">
      {c.canEdit && (
        <RowAction
          onClick={() => c.open('edit', r)}
          opens={c.editor}
          label={t('news.action.editOf', { name: r.title })}
          userContent
          testId="news-edit"
        >
          {t('news.action.edit')}
        </RowAction>
      )}
      <RowMenu
        items={items}
        onPick={(key) => c.open(key as NewsDialogKind, r)}
        look="text"
        icon={<EllipsisOutlined />}
        opens={c.dialogs}
        label={t('news.action.moreOf', { name: r.title })}
        userContent
        testId="news-more"
      />
    </RowActions>
  );
}
