import { useState } from 'react';
import { Button, DatePicker, Drawer, Empty, Form, Modal, Popconfirm, Radio, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { M, type ArticlePublishOp, type ArticleRevisionRow, type ArticleRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { messageOf } from '../../../components/refusal';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { EllipsisText } from '../../../components/ellipsis-text';
import { ItemList } from '../../../components/item-list';
import { showSuccess } from '../../../lib/feedback';
import LoadError from '../../../components/load-error';
import { RichHtml } from '../../../components/rich-text/rich-html';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { articleRevision, publishArticle, removeArticle, restoreArticle } from './article-api';
import { categoryName, invalidateNews, NEWS_ROUTE, newsQueries, type NewsDialogKind } from './article-rules';
import { branchTime, branchToday, branchWallClock, instantOfWallClock } from '../../../components/branch-time';

const when = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/** Publishing, deleting and the revisions of one item, loaded together when one is first opened. */
export default function ArticleDialogs({
  kind,
  row,
  onClose,
}: {
  kind: NewsDialogKind;
  row: ArticleRow;
  onClose: () => void;
}) {
  if (kind === 'publish') return <PublishDialog row={row} onClose={onClose} />;
  if (kind === 'remove') return <RemoveDialog row={row} onClose={onClose} />;
  return <RevisionsDrawer row={row} onClose={onClose} />;
}

/** Now, at a later time, or back to a draft (the last only for an item that is not a draft). */
function PublishDialog({ row, onClose }: { row: ArticleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [op, setOp] = useState<ArticlePublishOp>(
    row.state === 'draft' ? 'publish' : row.state === 'scheduled' ? 'schedule' : 'unpublish',
  );
  const [at, setAt] = useState<Dayjs | null>(
    row.state === 'scheduled' && row.publishAt ? branchWallClock(row.publishAt) : null,
  );
  const [atProblem, setAtProblem] = useState('');
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateNews(client, user) });

  const submit = () => {
    if (op === 'schedule') {
      if (!at) return setAtProblem(t('news.publish.atRequired'));
      if (!at.isAfter(branchWallClock())) return setAtProblem(t('news.publish.atFuture'));
    }
    void run(async () => {
      const r = await publishArticle(row.id, row.version, op, op === 'schedule' ? instantOfWallClock(at!) : undefined);
      void invalidateNews(client, user);
      showSuccess(
        op === 'schedule'
          ? t('news.done.scheduled', { name: r.title, at: when(r.publishAt!) })
          : t(op === 'publish' ? 'news.done.published' : 'news.done.unpublished', { name: r.title }),
      );
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('news.publish.title')}
      okText={t(`news.publish.ok.${op}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: op === 'unpublish', 'data-testid': 'news-publish-ok' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="news-publish-dialog"
    >
      <RefusalAlert text={refusal} testId="news-dialog-error" />
      <p className="news-dialog-name">
        <EllipsisText text={row.title} data-user-content="" />
      </p>
      <PublishOps
        op={op}
        canUnpublish={row.state !== 'draft'}
        onOp={(next) => {
          setOp(next);
          setAtProblem('');
        }}
      />
      {op === 'schedule' && (
        <Form layout="vertical" className="news-publish-at">
          <Form.Item
            label={t('news.publish.at')}
            validateStatus={atProblem ? 'error' : undefined}
            help={atProblem || undefined}
            required
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={at}
              onChange={(v) => {
                setAt(v);
                setAtProblem('');
              }}
              disabledDate={(d) => d.isBefore(branchToday(), 'day')}
              style={{ width: '100%' }}
              data-testid="news-publish-at"
            />
          </Form.Item>
        </Form>
      )}
      <p className="bo-muted">{t(`news.publish.note.${op}`)}</p>
    </Modal>
  );
}

function PublishOps({
  op,
  canUnpublish,
  onOp,
}: {
  op: ArticlePublishOp;
  canUnpublish: boolean;
  onOp: (op: ArticlePublishOp) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={op} onChange={(e) => onOp(e.target.value as ArticlePublishOp)} className="news-publish-ops">
      <Radio value="publish" data-testid="news-op-publish">
        {t('news.publish.now')}
      </Radio>
      <Radio value="schedule" data-testid="news-op-schedule">
        {t('news.publish.schedule')}
      </Radio>
      {canUnpublish && (
        <Radio value="unpublish" data-testid="news-op-unpublish">
          {t('news.publish.unpublish')}
        </Radio>
      )}
    </Radio.Group>
  );
}

function RemoveDialog({ row, onClose }: { row: ArticleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateNews(client, user) });
  const submit = () =>
    void run(async () => {
      await removeArticle(row.id, row.version);
      void invalidateNews(client, user);
      showSuccess(t('news.done.removed', { name: row.title }));
      onClose();
    });
  return (
    <Modal
      open
      title={t('news.remove.title')}
      okText={t('news.action.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: true, 'data-testid': 'news-remove-ok' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="news-remove-dialog"
    >
      <RefusalAlert text={refusal} testId="news-dialog-error" />
      <p className="news-dialog-name">
        <EllipsisText text={row.title} data-user-content="" />
      </p>
      <p>{t(row.state === 'draft' ? 'news.remove.body' : 'news.remove.bodyLive')}</p>
    </Modal>
  );
}

/** Every saved version, newest first; one is previewed; "Restore" saves it as the newest version (the state stays). */
function RevisionsDrawer({ row, onClose }: { row: ArticleRow; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const revisions = useQuery(newsQueries.revisions(user, row.id));
  const [picked, setPicked] = useState<number | null>(null);
  const list = revisions.data?.list ?? [];
  const shown = picked ?? list[0]?.id ?? null;

  return (
    <Drawer
      open
      title={t('news.revisions.title')}
      onClose={onClose}
      size={mobile ? 'default' : 'large'}
      width={mobile ? '100%' : 720}
      destroyOnHidden
      data-testid="news-revisions"
    >
      <p className="news-dialog-name">
        <EllipsisText text={row.title} data-user-content="" />
      </p>
      {revisions.error ? (
        <LoadError
          message={messageOf(revisions.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void revisions.refetch()}
        />
      ) : !revisions.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.length === 0 ? (
        <Empty description={t('news.revisions.none')} />
      ) : (
        <>
          <ItemList<ArticleRevisionRow>
            className="news-revision-list"
            items={list}
            rowKey={(r) => r.id}
            render={(r) => (
              <li className={r.id === shown ? 'news-revision-picked' : undefined} data-testid="news-revision">
                <button
                  type="button"
                  className="news-revision-pick"
                  aria-pressed={r.id === shown}
                  onClick={() => setPicked(r.id)}
                >
                  <span className="bo-code">v{r.version}</span>
                  <EllipsisText text={r.title} data-user-content="" />
                  <span className="bo-muted bo-code news-revision-who">{`${r.savedBy} · ${when(r.savedAt)}`}</span>
                </button>
              </li>
            )}
          />
          {revisions.data.total > list.length && (
            <p className="bo-muted">{t('news.revisions.more', { shown: list.length, total: revisions.data.total })}</p>
          )}
          {shown !== null && (
            <RevisionPreview row={row} revisionId={shown} latest={list[0]?.id === shown} onRestored={onClose} />
          )}
        </>
      )}
    </Drawer>
  );
}

function RevisionPreview({
  row,
  revisionId,
  latest,
  onRestored,
}: {
  row: ArticleRow;
  revisionId: number;
  latest: boolean;
  onRestored: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const canEdit = useAllow(NEWS_ROUTE, M.articleEdit);
  const rev = useQuery({
    queryKey: ['news', user.gscode, 'revision', row.id, revisionId],
    queryFn: () => articleRevision(row.id, revisionId),
  });
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateNews(client, user) });
  const restore = () =>
    void run(async () => {
      const r = await restoreArticle(row.id, row.version, revisionId);
      void invalidateNews(client, user);
      showSuccess(t('news.done.restored', { name: r.title, version: rev.data?.version ?? '' }));
      onRestored();
    });

  if (rev.error)
    return (
      <LoadError message={messageOf(rev.error)} retryLabel={t('common.retry')} onRetry={() => void rev.refetch()} />
    );
  if (!rev.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const r = rev.data;
  return (
    <section
      className="news-revision-preview"
      aria-label={t('news.revisions.preview', { version: r.version })}
      data-testid="news-revision-preview"
    >
      <RefusalAlert text={refusal} testId="news-dialog-error" />
      <div className="news-revision-head">
        <strong>{t('news.revisions.preview', { version: r.version })}</strong>
        {canEdit && !latest && (
          <Popconfirm
            title={t('news.revisions.restoreConfirm', { version: r.version })}
            okText={t('news.revisions.restore')}
            cancelText={t('common.cancel')}
            onConfirm={restore}
            okButtonProps={{ 'data-testid': 'news-restore-ok' }}
          >
            <Button size="small" loading={busy} data-testid="news-restore">
              {t('news.revisions.restore')}
            </Button>
          </Popconfirm>
        )}
        {latest && <span className="bo-muted">{t('news.revisions.current')}</span>}
      </div>
      <h3 className="news-preview-title" data-user-content="">
        {r.title}
      </h3>
      <p className="bo-muted">{categoryName(r.category, i18n.language)}</p>
      {r.summary && (
        <p className="news-preview-summary" data-user-content="">
          {r.summary}
        </p>
      )}
      {r.cover && <img className="news-preview-cover" src={r.cover} alt={t('news.editor.cover')} />}
      <RichHtml html={r.body} data-testid="news-revision-body" />
    </section>
  );
}
