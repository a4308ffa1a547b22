import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../lib/feedback';
import { formatCount } from '../number-format';
import { ExportFailure, runExport, saveFile } from '../../api/read-export';

interface Props {
  /** The export call's path, e.g. /api/Order/Export. */
  path: string;
  /** The list's filters, sort and order (the whole filtered set is exported, not the page). */
  query: Record<string, string>;
  onClose: () => void;
}

type Phase = { kind: 'running'; done: number; total: number | null } | { kind: 'failed'; message: string };

/**
 * The export under way: rows written out of the filtered set's total, a Cancel that stops the
 * server too (the request is aborted), the server's message when it fails, and the file saved
 * under the server's name when it is complete.
 */
export default function ExportDialog({ path, query, onClose }: Props) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'running', done: 0, total: null });
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'running', done: 0, total: null });
    runExport(path, JSON.parse(queryKey) as Record<string, string>, {
      signal: abort.signal,
      onProgress: (p) => setPhase({ kind: 'running', done: p.done, total: p.total }),
    }).then(
      (file) => {
        saveFile(file.blob, file.fileName);
        showSuccess(t('export.done', { rows: formatCount(file.rows), fileName: file.fileName }));
        onClose();
      },
      (e: unknown) => {
        if (abort.signal.aborted) return;
        const f = e instanceof ExportFailure ? e : new ExportFailure('network');
        if (f.kind === 'cancelled') return onClose();
        setPhase({ kind: 'failed', message: f.kind === 'server' ? f.message : t(`export.${f.kind}`) });
      },
    );
    return () => abort.abort();
    // onClose and t are stable enough; a new attempt or another query restarts the export.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new attempt or another query restarts the export; onClose and t do not
  }, [path, queryKey, attempt]);

  const cancel = () => {
    controller.current?.abort();
    onClose();
  };

  const running = phase.kind === 'running';
  const percent =
    running && phase.total
      ? Math.min(100, Math.floor((phase.done / phase.total) * 100))
      : running && phase.total === 0
        ? 100
        : 0;
  return (
    <Modal
      open
      title={t('export.title')}
      onCancel={cancel}
      maskClosable={false}
      destroyOnHidden
      footer={
        running
          ? [
              <Button key="cancel" onClick={cancel} data-testid="export-cancel">
                {t('export.cancel')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose}>
                {t('export.close')}
              </Button>,
              <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)} data-testid="export-retry">
                {t('export.retry')}
              </Button>,
            ]
      }
      data-testid="export-dialog"
    >
      {running ? (
        <div className="export-progress" aria-live="polite">
          <Progress percent={percent} status="active" aria-label={t('export.title')} />
          <p>
            {phase.total === null
              ? t('export.preparing')
              : t('export.progress', { done: formatCount(phase.done), total: formatCount(phase.total) })}
          </p>
        </div>
      ) : (
        <Alert type="error" showIcon title={phase.message} data-testid="export-error" />
      )}
    </Modal>
  );
}
