import { useRef, useState } from 'react';
import { Button, Form, Input, Modal, Select, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_CATEGORY_CODES,
  ARTICLE_LIMITS,
  M,
  type ArticleItem,
  type ArticleRow,
  type ArticleSaved,
} from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess, showWarning } from '../../../lib/feedback';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { ImageUpload } from '../../../components/upload/image-upload';
import LoadError from '../../../components/load-error';
import { messageOf } from '../../../components/refusal';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { addArticle, changeArticle, publishArticle } from './article-api';
import { categoryName, invalidateNews, NEWS_ROUTE, newsQueries } from './article-rules';

interface Values {
  title: string;
  category: string;
  summary?: string;
  cover?: string;
  body?: string;
}

/**
 * The news editor (loaded when first opened; tiptap comes with it): title, category, summary,
 * cover and the body in the rich-text editor. "Save" keeps the item's state (a new item is a
 * draft); "Save and publish" (with article:publish) saves, then publishes now. An existing item is
 * read afresh, and saved against the version read (409 when someone saved meanwhile).
 */
export default function ArticleEditor({ row, onClose }: { row: ArticleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const item = useQuery({ ...newsQueries.item(user, row?.id ?? 0), enabled: row !== null });
  if (row && !item.data) {
    return (
      <Modal open title={row.title} footer={null} onCancel={onClose} data-testid="news-editor">
        {item.error ? (
          <LoadError
            message={messageOf(item.error)}
            retryLabel={t('common.retry')}
            onRetry={() => void item.refetch()}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Modal>
    );
  }
  return <EditorForm item={item.data ?? null} onClose={onClose} />;
}

function EditorForm({ item, onClose }: { item: ArticleItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const canPublish = useAllow(NEWS_ROUTE, M.articlePublish);
  const [form] = Form.useForm<Values>();
  const saving = useArticleSave(item, onClose);
  const offerPublish = canPublish && (!item || item.state === 'draft');
  const save = (publish: boolean) => {
    saving.choose(publish);
    form.submit();
  };

  return (
    <Modal
      open
      title={item ? t('news.editor.editTitle') : t('news.editor.addTitle')}
      width={mobile ? '100%' : 900}
      style={mobile ? { top: 0, maxWidth: '100vw', padding: 0 } : { top: 32 }}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="news-editor"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="save"
          type={offerPublish ? 'default' : 'primary'}
          loading={saving.busy && !saving.andPublish}
          disabled={saving.busy}
          onClick={() => save(false)}
          data-testid="news-save"
        >
          {item && item.state !== 'draft' ? t('common.save') : t('news.editor.saveDraft')}
        </Button>,
        ...(offerPublish
          ? [
              <Button
                key="publish"
                type="primary"
                loading={saving.busy && saving.andPublish}
                disabled={saving.busy}
                onClick={() => save(true)}
                data-testid="news-save-publish"
              >
                {t('news.editor.saveAndPublish')}
              </Button>,
            ]
          : []),
      ]}
    >
      <RefusalAlert text={saving.refusal} testId="news-dialog-error" />
      {item && item.state !== 'draft' && (
        <p className="bo-muted news-live-note">
          {t(item.state === 'published' ? 'news.editor.liveNote' : 'news.editor.scheduledNote')}
        </p>
      )}
      <Form<Values>
        form={form}
        name="news-editor"
        layout="vertical"
        initialValues={
          item
            ? { title: item.title, category: item.category, summary: item.summary, cover: item.cover, body: item.body }
            : { category: ARTICLE_CATEGORY_CODES[0], summary: '', cover: '', body: '' }
        }
        onFinish={(v) => void saving.submit(v)}
      >
        <EditorFields mobile={mobile} />
      </Form>
    </Modal>
  );
}

/**
 * The editor's save: "Save" keeps the item's state, "Save and publish" (`choose(true)` before the
 * form submits) saves, then publishes. A save that went through before publishing was refused is
 * remembered, so the next try saves that item again, never a second one.
 */
function useArticleSave(item: ArticleItem | null, onClose: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  // Which button submitted: read by submit after the form's (asynchronous) validation.
  const publishAfter = useRef(false);
  const savedHere = useRef<ArticleSaved | null>(null);
  const [andPublish, setAndPublish] = useState(false);
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateNews(client, user) });

  const submit = (v: Values) =>
    run(async () => {
      const content = {
        title: v.title.trim(),
        category: v.category as never,
        summary: v.summary?.trim() ?? '',
        cover: v.cover ?? '',
        body: v.body ?? '',
      };
      const base = savedHere.current ?? item;
      const saved: ArticleSaved = base
        ? await changeArticle({ id: base.id, version: base.version, ...content })
        : await addArticle(content);
      savedHere.current = saved;
      let published = false;
      if (publishAfter.current) {
        await publishArticle(saved.id, saved.version, 'publish');
        published = true;
      }
      void invalidateNews(client, user);
      if (saved.imagesRemoved > 0) void showWarning(t('news.editor.imagesRemoved', { count: saved.imagesRemoved }));
      showSuccess(t(published ? 'news.done.published' : 'news.done.saved', { name: saved.title }));
      onClose();
    });
  const choose = (publish: boolean) => {
    publishAfter.current = publish;
    setAndPublish(publish);
  };
  return { busy, refusal, andPublish, submit, choose };
}

/** Title, category, summary, cover and the body in the rich-text editor. */
function EditorFields({ mobile }: { mobile: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="news-editor-row">
        <Form.Item
          name="title"
          label={t('news.col.title')}
          className="news-editor-title"
          rules={[{ required: true, whitespace: true, message: t('news.editor.titleRequired') }]}
        >
          <Input maxLength={ARTICLE_LIMITS.title} showCount autoFocus data-testid="news-form-title" />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('news.col.category')}
          className="news-editor-category"
          rules={[{ required: true }]}
        >
          <Select
            options={ARTICLE_CATEGORY_CODES.map((c) => ({ value: c, label: categoryName(c, i18n.language) }))}
            data-testid="news-form-category"
          />
        </Form.Item>
      </div>
      <Form.Item name="summary" label={t('news.editor.summary')}>
        <Input.TextArea rows={2} maxLength={ARTICLE_LIMITS.summary} showCount data-testid="news-form-summary" />
      </Form.Item>
      <Form.Item name="cover" label={t('news.editor.cover')} extra={t('news.editor.coverHint')}>
        <ImageUpload shape="square" size={mobile ? 72 : 96} data-testid="news-form-cover" />
      </Form.Item>
      <Form.Item name="body" label={t('news.editor.body')}>
        <RichTextEditor label={t('news.editor.body')} data-testid="news-form-body" />
      </Form.Item>
    </>
  );
}
