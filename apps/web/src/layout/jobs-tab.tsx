import { useState } from 'react';
import { Button, Empty, Popconfirm, Progress, Spin, Typography } from 'antd';
import { ItemList } from '../components/item-list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JOB_KIND_TITLES, JOB_STATE_TITLES, type JobFile, type JobRow } from '@bo/contract';
import { cancelJob, downloadJobFile, jobKeys, listJobs, startJob } from '../api/jobs';
import { ApiError, isSessionEnded } from '../api/http';
import { saveFile } from '../api/read-export';
import { branchTime } from '../components/branch-time';
import { failureText } from '../components/jobs/failure-text';
import { isEnded, JOB_STATE_COLOURS, jobActions, jobPercent } from '../components/jobs/job-rules';
import { formatCount } from '../components/number-format';
import { Tag } from '../components/tag';
import { showError, showSuccess } from '../lib/feedback';
import { wordIn } from '../locales/words';
import { useUserStore } from '../stores/user';

/**
 * The bell's Jobs tab (issue 40): the user's own jobs in this branch, newest first, fetched when
 * the tab is first shown and refreshed by the 'job' pushes (push-host.ts). Each row: what it is,
 * when it started, its state, a bar while it waits or runs, what it did (rows; an import's added,
 * updated and refused), and its actions (job-rules.ts): Download, Error sheet, Cancel, Retry.
 */
export function JobsTab() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info)!;
  const jobs = useQuery({ queryKey: jobKeys.list(info.gscode, info.ID), queryFn: listJobs });
  if (!jobs.data) {
    return (
      <div className="bo-notice-loading" data-testid="jobs-loading">
        {jobs.error && !isSessionEnded(jobs.error) ? (
          <Button onClick={() => void jobs.refetch()}>{t('noticePanel.retry')}</Button>
        ) : (
          <Spin />
        )}
      </div>
    );
  }
  if (!jobs.data.length)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticePanel.jobs.empty')} data-testid="jobs-empty" />
    );
  return (
    <ItemList
      className="bo-notice-items"
      items={jobs.data}
      rowKey={(row) => row.id}
      data-testid="jobs-list"
      render={(row) => <JobItem row={row} />}
    />
  );
}

function JobItem({ row }: { row: JobRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const title = wordIn(JOB_KIND_TITLES[row.kind], lang);
  const { busy, download, cancel, retry } = useJobActions(row, title);

  const running = !isEnded(row.state);
  return (
    <li
      className="bo-notice-item bo-job"
      data-testid="job-item"
      data-job-id={row.id}
      data-state={row.state}
      data-kind={row.kind}
    >
      <div className="bo-job-head">
        <span className="bo-job-title">{title}</span>
        <Tag colour={JOB_STATE_COLOURS[row.state]} data-testid="job-state">
          {wordIn(JOB_STATE_TITLES[row.state], lang)}
        </Tag>
      </div>
      <Typography.Text type="secondary" className="bo-notice-item-meta">
        {branchTime(row.createdAt, 'YYYY-MM-DD HH:mm')}
        {summaryOf(row, t) && ` · ${summaryOf(row, t)}`}
      </Typography.Text>
      {running && (
        <Progress
          size="small"
          percent={jobPercent(row)}
          status="active"
          aria-label={title}
          format={() =>
            row.total === null
              ? ''
              : t('noticePanel.jobs.progress', { done: formatCount(row.done), total: formatCount(row.total) })
          }
          data-testid="job-progress"
        />
      )}
      {row.state === 'failed' && row.message && (
        <Typography.Text type="danger" className="bo-job-message" data-testid="job-message">
          {row.message}
        </Typography.Text>
      )}
      <div className="bo-job-actions">
        {jobActions(row).map((a) =>
          a === 'cancel' ? (
            <Popconfirm
              key={a}
              title={t('noticePanel.jobs.cancelConfirm', { title })}
              okText={t('noticePanel.jobs.cancelOk')}
              cancelText={t('noticePanel.jobs.keep')}
              onConfirm={() => cancel()}
            >
              <Button size="small" type="link" danger loading={busy === a} data-testid="job-cancel">
                {t('noticePanel.jobs.cancel')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={a}
              size="small"
              type="link"
              loading={busy === a || (a === 'download' && busy === 'result')}
              onClick={() => void (a === 'retry' ? retry() : download(a === 'download' ? 'result' : 'errors'))}
              data-testid={`job-${a}`}
            >
              {t(`noticePanel.jobs.${a}`)}
            </Button>
          ),
        )}
      </div>
    </li>
  );
}

/** What a job's buttons do: download a file, cancel, start again; `busy` names the one under way. */
function useJobActions(row: JobRow, title: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const info = useUserStore((s) => s.info)!;
  const [busy, setBusy] = useState<string>('');
  const refresh = () => client.invalidateQueries({ queryKey: jobKeys.all(info.gscode, info.ID) });

  const act = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (e) {
      // A call of the HTTP client has said why; a file's refusal is said here.
      if (!isSessionEnded(e) && !(e instanceof ApiError)) showError(failureText(e, t));
    } finally {
      setBusy('');
    }
  };
  const download = (file: JobFile) =>
    act(file, async () => {
      const f = await downloadJobFile(row, file);
      saveFile(f.blob, f.fileName);
    });
  const cancel = () =>
    act('cancel', async () => {
      await cancelJob(row.id);
      await refresh();
    });
  const retry = () =>
    act('retry', async () => {
      try {
        await startJob(row.kind, row.params);
      } catch (e) {
        // Started quietly (api/jobs.ts): its refusal is shown here.
        if (!isSessionEnded(e)) showError(failureText(e, t));
        return;
      }
      showSuccess(t('noticePanel.jobs.retried', { title }));
      await refresh();
    });
  return { busy, download, cancel, retry };
}

/** What a job did, in a few words: an export's rows; an import's added, updated and refused. */
export function summaryOf(row: JobRow, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (row.kind === 'clientImport') {
    if (row.added === null && row.refused === null) return '';
    if (row.mode === 'check')
      return t('noticePanel.jobs.checked', {
        valid: formatCount(Math.max(0, (row.rows ?? 0) - (row.refused ?? 0))),
        refused: formatCount(row.refused ?? 0),
      });
    return t('noticePanel.jobs.imported', {
      added: formatCount(row.added ?? 0),
      updated: formatCount(row.updated ?? 0),
      refused: formatCount(row.refused ?? 0),
    });
  }
  return row.state === 'done' && row.rows !== null ? t('noticePanel.jobs.rows', { rows: formatCount(row.rows) }) : '';
}
