import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CLIENT_IMPORT_LIMITS, type ClientImportField, type ClientImportSheetInfo, type JobRow } from '@bo/contract';
import { downloadImportTemplate, readImportSheet } from '../../../api/excel-import';
import { cancelJob, startJob } from '../../../api/jobs';
import { isSessionEnded } from '../../../api/http';
import { failureText } from '../../../components/jobs/failure-text';
import { importOutcomeOf, isEnded, type ImportOutcome } from '../../../components/jobs/job-rules';
import { useJob } from '../../../components/jobs/use-job';

export const MB = 1024 * 1024;
export type WriteMode = 'valid' | 'all';
/** A check or an import under way: its job's state and rows done out of the total (null until counted). */
export type Running = { mode: 'check' | WriteMode; state: JobRow['state']; done: number; total: number | null };

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** What the page says of an import job that ended without an outcome. */
const endedText = (row: JobRow, t: TFunction) =>
  row.state === 'cancelled' ? t('excel.import.jobCancelled') : row.message || t('excel.import.jobFailed');

/**
 * The import's state and steps: the file read (the server keeps the sheet: its fileId), its column
 * mapping, then the check and the import, each a job on the server (issue 40) followed here by
 * its pushes. Leaving the page does not stop a job: it goes on, and is in the bell's Jobs tab.
 */
export function useClientImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<ClientImportSheetInfo | null>(null);
  const [mapping, setMapping] = useState<(ClientImportField | '')[]>([]);
  const [checked, setChecked] = useState<ImportOutcome | null>(null);
  const [result, setResult] = useState<ImportOutcome | null>(null);
  /** The mode asked for while its job starts and runs; null when none is under way. */
  const [runMode, setRunMode] = useState<Running['mode'] | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState('');
  const job = useJob(jobId).data;

  // The job ended: its outcome (a check's or an import's), or why it has none.
  useEffect(() => {
    if (!job || job.id !== jobId || !isEnded(job.state)) return;
    setJobId(null);
    setRunMode(null);
    if (job.state !== 'done') return setProblem(endedText(job, t));
    const outcome = importOutcomeOf(job);
    if (outcome.mode === 'check') setChecked(outcome);
    else setResult(outcome);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the job's row; t does not end a job
  }, [job, jobId]);

  const reset = () => {
    setFile(null);
    setInfo(null);
    setMapping([]);
    setChecked(null);
    setResult(null);
    setProblem('');
  };

  const choose = async (f: File | undefined) => {
    if (!f || runMode || reading) return;
    reset();
    if (!/\.xlsx$/i.test(f.name)) return setProblem(t('excel.import.notXlsx'));
    if (f.size > CLIENT_IMPORT_LIMITS.maxBytes)
      return setProblem(t('excel.import.tooBig', { mb: CLIENT_IMPORT_LIMITS.maxBytes / MB }));
    setReading(true);
    try {
      const read = await readImportSheet(f);
      setFile(f);
      setInfo(read);
      setMapping(read.header.map((_, i) => read.proposed[i] ?? ''));
    } catch (e) {
      setProblem(reason(e));
    } finally {
      setReading(false);
    }
  };

  const run = async (mode: Running['mode']) => {
    if (!info || runMode) return;
    setProblem('');
    setRunMode(mode);
    try {
      setJobId(await startJob('clientImport', { fileId: info.fileId, columns: mapping.join(','), mode }));
    } catch (e) {
      setRunMode(null);
      if (!isSessionEnded(e)) setProblem(failureText(e, t));
    }
  };

  const setField = (index: number, field: ClientImportField | '') => {
    setMapping((m) => m.map((f, i) => (i === index ? field : f)));
    setChecked(null);
  };
  /** Cancels the job under way: a queued one ends at once, a running one at its next batch (its end then shows). */
  const cancel = () => {
    if (jobId !== null) void cancelJob(jobId).catch(() => undefined);
  };

  const running: Running | null = runMode
    ? { mode: runMode, state: job?.state ?? 'queued', done: job?.done ?? 0, total: job?.total ?? null }
    : null;

  return {
    file,
    info,
    mapping,
    checked,
    result,
    running,
    reading,
    problem,
    setProblem,
    reset,
    choose,
    run,
    setField,
    cancel,
  };
}

/** The import template's download, its failure shown as the card's problem. */
export function useTemplateDownload(setProblem: (text: string) => void) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate();
    } catch (e) {
      setProblem(t('excel.import.downloadFailed', { reason: reason(e) }));
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

export type ClientImport = ReturnType<typeof useClientImport>;
