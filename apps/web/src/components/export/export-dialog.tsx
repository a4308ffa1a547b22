import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JobKind, JobRow } from '@bo/contract';
import { showInfo, showSuccess } from '../../lib/feedback';
import { formatCount } from '../number-format';
import { saveFile } from '../../api/read-export';
import { cancelJob, downloadJobFile, startJob } from '../../api/jobs';
import { isSessionEnded } from '../../api/http';
import { jobPercent } from '../jobs/job-rules';
import { useJob } from '../jobs/use-job';
import { failureText } from '../jobs/failure-text';

interface Props {
  /** The export's job kind (JOB_KINDS in the contract), e.g. orderExport. */
  kind: JobKind;
  /** The list's filters, sort and order (the whole filtered set is exported, not the page). */
  query: Record<string, string>;
  onClose: () => void;
}

/**
 * The export as a job (issue 40): the dialog starts it on the server and shows its rows done out
 * of the filtered total as the job's pushes arrive. "Run in background" closes the dialog and
 * leaves the job running (it is in the bell's Jobs tab, with its file once done); Cancel stops it;
 * once it is done while the dialog is open, the file is saved under the server's name. A failed
 * job shows the server's message and Retry, which starts a new job with the same params.
 */
export default function ExportDialog({ kind, query, onClose }: Props) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [saveError, setSaveError] = useState('');
  const savedFor = useRef<number | null>(null);
  const { jobId, startError, cancelWanted } = useStartedJob(kind, query, attempt, onClose);

  const job = useJob(jobId).data;

  const save = async (row: JobRow) => {
    setSaveError('');
    try {
      const file = await downloadJobFile(row, 'result');
      saveFile(file.blob, file.fileName);
      showSuccess(t('export.done', { rows: formatCount(row.rows ?? row.done), fileName: file.fileName }));
      onClose();
    } catch (e) {
      if (isSessionEnded(e)) return onClose();
      setSaveError(failureText(e, t));
    }
  };

  useEffect(() => {
    if (!job || job.state !== 'done' || savedFor.current === job.id) return;
    savedFor.current = job.id;
    void save(job);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved once per finished job; save reads the latest row it is given
  }, [job]);

  const state = startError ? 'failed' : (job?.state ?? 'queued');
  const underWay = state === 'queued' || state === 'running';

  const background = () => {
    onClose();
    showInfo(t('export.background'));
  };
  const cancel = () => {
    cancelWanted.current = true;
    if (jobId !== null) void cancelJob(jobId).catch(() => undefined);
    onClose();
  };
  const retry = () => {
    cancelWanted.current = false;
    savedFor.current = null;
    setAttempt((n) => n + 1);
  };

  const failure =
    startError ||
    (state === 'failed' ? job?.message || t('export.failed') : state === 'cancelled' ? t('export.cancelled') : '');

  return (
    <Modal
      open
      title={t('export.title')}
      onCancel={underWay ? background : onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={footerOf({
        t,
        underWay,
        done: state === 'done',
        onCancel: cancel,
        onBackground: background,
        onClose,
        onSave: saveError && job ? () => void save(job) : null,
        onRetry: retry,
      })}
      data-testid="export-dialog"
    >
      {failure || saveError ? (
        <Alert type="error" showIcon title={failure || saveError} data-testid="export-error" />
      ) : (
        <ExportProgress job={job} state={state} />
      )}
    </Modal>
  );
}

/** The dialog's buttons: Cancel and Run in background while the job is under way; Close, and Download again or Retry, once it is over. */
/**
 * The job of each attempt, started once (StrictMode runs effects twice in development: one job,
 * not two). `cancelWanted`: a cancel asked before the server answered cancels the job it made.
 */
function useStartedJob(kind: JobKind, query: Record<string, string>, attempt: number, onClose: () => void) {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number | null>(null);
  const [startError, setStartError] = useState('');
  const startedFor = useRef(-1);
  const cancelWanted = useRef(false);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    if (startedFor.current === attempt) return;
    startedFor.current = attempt;
    setJobId(null);
    setStartError('');
    startJob(kind, JSON.parse(queryKey) as Record<string, string>).then(
      (id) => {
        if (cancelWanted.current) void cancelJob(id).catch(() => undefined);
        else setJobId(id);
      },
      (e: unknown) => {
        if (isSessionEnded(e)) return onClose();
        setStartError(failureText(e, t));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new attempt starts a job; kind and query are the dialog's for its life, onClose and t do not restart it
  }, [attempt]);
  return { jobId, startError, cancelWanted };
}

function footerOf(p: {
  t: TFunction;
  underWay: boolean;
  done: boolean;
  onCancel: () => void;
  onBackground: () => void;
  onClose: () => void;
  /** The file could not be fetched: fetch it again. */
  onSave: (() => void) | null;
  onRetry: () => void;
}) {
  const { t } = p;
  if (p.underWay)
    return [
      <Button key="cancel" onClick={p.onCancel} data-testid="export-cancel">
        {t('export.cancel')}
      </Button>,
      <Button key="background" type="primary" onClick={p.onBackground} data-testid="export-background">
        {t('export.runInBackground')}
      </Button>,
    ];
  const close = (
    <Button key="close" onClick={p.onClose}>
      {t('export.close')}
    </Button>
  );
  if (p.done)
    return p.onSave
      ? [
          close,
          <Button key="save" type="primary" onClick={p.onSave} data-testid="export-save">
            {t('export.download')}
          </Button>,
        ]
      : [close];
  return [
    close,
    <Button key="retry" type="primary" onClick={p.onRetry} data-testid="export-retry">
      {t('export.retry')}
    </Button>,
  ];
}

/** The job's rows done out of the filtered total, or what it waits for. */
function ExportProgress({ job, state }: { job: JobRow | undefined; state: JobRow['state'] }) {
  const { t } = useTranslation();
  return (
    <div className="export-progress" aria-live="polite" data-testid="export-progress" data-state={state}>
      <Progress
        percent={job ? jobPercent(job) : 0}
        status={state === 'done' ? 'success' : 'active'}
        aria-label={t('export.title')}
      />
      <p>
        {state === 'done'
          ? t('export.saving')
          : !job || job.total === null
            ? t(state === 'running' ? 'export.preparing' : 'export.queued')
            : t('export.progress', { done: formatCount(job.done), total: formatCount(job.total) })}
      </p>
    </div>
  );
}
