import { Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type ArticleRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { usePageStrings } from '../../../components/use-page-strings';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { lazyPart } from '../../../lib/lazy-part';
import { NEWS_ROUTE, NEWS_RULES, NEWS_TABLE, newsQueries, type NewsDialogKind } from './article-rules';
import { NEWS_COLUMNS } from './columns';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './news.css';

const ArticleFilters = filterFormPart(() => import('./article-filters'));
/** The editor (tiptap) loads when it is first opened or its button hovered, never with the list. */
const ArticleEditor = lazyPart(() => import('./article-editor'));
/** Publishing, deleting and the revisions: loaded together when one is first opened. */
const ArticleDialogs = lazyPart(() => import('./article-dialogs'));

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
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const canEdit = useAllow(NEWS_ROUTE, M.articleEdit);
  const canPublish = useAllow(NEWS_ROUTE, M.articlePublish);
  const dialog = useRowDialog<NewsDialogKind, ArticleRow | null>();
  const columns = useColumns(NEWS_COLUMNS, {
    canEdit,
    canPublish,
    open: dialog.open,
    editor: ArticleEditor,
    dialogs: ArticleDialogs,
  });

  return (
    <ListPage
      testId="news-page"
      className="news-page"
      route={NEWS_ROUTE}
      table={NEWS_TABLE}
      rules={NEWS_RULES}
      columns={columns}
      keyColumn="title"
      query={newsQueries.list}
      filters={ArticleFilters}
      empty={t('news.empty')}
      toolbar={(_s, data) => (
        <>
          {data && !mobile && (
            <span className="bo-muted news-counts" data-testid="news-counts">
              {t('news.counts', data.summary)}
            </span>
          )}
          {canEdit && (
            <ToolbarButton
              primary
              icon={<PlusOutlined />}
              label={t('news.add')}
              onClick={() => dialog.open('add', null)}
              opens={ArticleEditor}
              testId="news-add"
            />
          )}
        </>
      )}
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'add' || kind === 'edit' ? (
            <ArticleEditor key={dialog.key} row={row} onClose={dialog.close} />
          ) : (
            row && <ArticleDialogs key={dialog.key} kind={kind} row={row} onClose={dialog.close} />
          )
        }
      </Opened>
    </ListPage>
  );
}
