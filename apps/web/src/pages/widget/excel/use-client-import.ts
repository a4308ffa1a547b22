import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_IMPORT_LIMITS,
  type ClientImportField,
  type ClientImportResult,
  type ClientImportSheetInfo,
} from '@bo/contract';
import { downloadImportTemplate, readImportSheet, runClientImport } from '../../../api/excel-import';
import { ExportFailure } from '../../../api/read-export';

export const MB = 1024 * 1024;
export type WriteMode = 'valid' | 'all';
export type Running = { mode: 'check' | WriteMode; done: number; total: number };

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The import's state and steps: the file read, its column mapping, the check, the run with its
 * progress. The browser keeps the file and sends it again for the check and the import.
 */
export function useClientImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<ClientImportSheetInfo | null>(null);
  const [mapping, setMapping] = useState<(ClientImportField | '')[]>([]);
  const [checked, setChecked] = useState<ClientImportResult | null>(null);
  const [result, setResult] = useState<ClientImportResult | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState('');
  const abort = useRef<AbortController | null>(null);
  // Leaving the page cancels a run under way (the server then writes nothing).
  useEffect(() => () => abort.current?.abort(), []);

  const reset = () => {
    setFile(null);
    setInfo(null);
    setMapping([]);
    setChecked(null);
    setResult(null);
    setProblem('');
  };

  const choose = async (f: File | undefined) => {
    if (!f || running || reading) return;
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

  const run = async (runMode: Running['mode']) => {
    if (!file) return;
    const ctl = new AbortController();
    abort.current = ctl;
    setProblem('');
    setRunning({ mode: runMode, done: 0, total: 0 });
    try {
      const r = await runClientImport(file, mapping, runMode, {
        signal: ctl.signal,
        onProgress: (p) => setRunning({ mode: runMode, done: p.done, total: p.total }),
      });
      if (runMode === 'check') setChecked(r);
      else setResult(r);
    } catch (e) {
      setProblem(e instanceof ExportFailure && e.kind !== 'server' ? t(`excel.import.${e.kind}`) : reason(e));
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };

  const setField = (index: number, field: ClientImportField | '') => {
    setMapping((m) => m.map((f, i) => (i === index ? field : f)));
    setChecked(null);
  };
  const cancel = () => abort.current?.abort();

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
