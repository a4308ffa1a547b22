import { useEffect, useMemo, useRef, useState } from 'react';
import { useFileDrop } from '../../../components/upload/use-file-drop';
import { FileInput } from '../../../components/upload/file-input';
import { Alert, Button, Card, Progress, Radio, Select, Steps, Table } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CLIENT_IMPORT_FIELDS,
  CLIENT_IMPORT_LIMITS,
  columnLetter,
  type ClientImportField,
  type ClientImportResult,
  type ClientImportSheetInfo,
} from '@bo/contract';
import { downloadImportTemplate, readImportSheet, runClientImport } from '../../../api/excel-import';
import { ExportFailure } from '../../../api/read-export';
import { formatCount } from '../../../components/number-format';
import { ScrollRegion } from '../../../components/scroll-region';
import { pickLang } from '../../../locales/pick-lang';
import { ErrorsTable } from './errors-table';

const MB = 1024 * 1024;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type WriteMode = 'valid' | 'all';
type Running = { mode: 'check' | WriteMode; done: number; total: number };

/**
 * The import, step by step: template → file → columns → check → import. The browser keeps the
 * file and sends it again for the check and the import (the server keeps nothing of it); the
 * import's answer streams progress, and Cancel closes it, which leaves nothing written.
 */
export default function ImportCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [file, setFile] = useState<File | null>(null);
  const [info, setInfo] = useState<ClientImportSheetInfo | null>(null);
  const [mapping, setMapping] = useState<(ClientImportField | '')[]>([]);
  const [checked, setChecked] = useState<ClientImportResult | null>(null);
  const [result, setResult] = useState<ClientImportResult | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState('');
  const [mode, setMode] = useState<WriteMode>('valid');
  const [downloading, setDownloading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving the page cancels a run under way (the server then writes nothing).
  useEffect(() => () => abort.current?.abort(), []);

  const label = (key: string) => {
    const f = CLIENT_IMPORT_FIELDS.find((x) => x.key === key);
    return f ? pickLang(lang, f.cn, f.en) : key;
  };
  const required = useMemo(() => new Set<string>(info?.required ?? []), [info]);
  const missing = info ? info.required.filter((f) => !mapping.includes(f)) : [];
  const maxMb = CLIENT_IMPORT_LIMITS.maxBytes / MB;

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
    if (f.size > CLIENT_IMPORT_LIMITS.maxBytes) return setProblem(t('excel.import.tooBig', { mb: maxMb }));
    setReading(true);
    try {
      const read = await readImportSheet(f);
      setFile(f);
      setInfo(read);
      setMapping(read.header.map((_, i) => read.proposed[i] ?? ''));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setReading(false);
    }
  };
  const { dragging, dropProps } = useFileDrop((f) => void choose(f), Boolean(running) || reading);

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
      if (e instanceof ExportFailure) setProblem(e.kind === 'server' ? e.message : t(`excel.import.${e.kind}`));
      else setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      abort.current = null;
      setRunning(null);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate();
    } catch (e) {
      setProblem(t('excel.import.downloadFailed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setDownloading(false);
    }
  };

  const setField = (index: number, field: ClientImportField | '') => {
    setMapping((m) => m.map((f, i) => (i === index ? field : f)));
    setChecked(null);
  };

  const step = result ? 4 : running && running.mode !== 'check' ? 4 : checked ? 3 : info ? 2 : 1;
  const percent = running && running.total ? Math.floor((running.done / running.total) * 100) : 0;
  const fieldOptions = (index: number) => [
    { value: '', label: t('excel.import.ignore') },
    ...CLIENT_IMPORT_FIELDS.map((f) => ({
      value: f.key,
      label: `${pickLang(lang, f.cn, f.en)}${required.has(f.key) ? ` (${t('excel.import.required')})` : ''}`,
      disabled: mapping.some((m, i) => i !== index && m === f.key),
    })),
  ];

  return (
    <Card title={<h2 className="bo-excel-card-title">{t('excel.import.title')}</h2>} data-testid="excel-import">
      <p className="bo-muted">{t('excel.import.intro')}</p>
      <Steps
        className="bo-excel-steps"
        size="small"
        current={step}
        responsive
        items={(['template', 'file', 'mapping', 'check', 'import'] as const).map((s) => ({
          title: t(`excel.import.steps.${s}`),
        }))}
      />

      {!info && (
        <div className="bo-excel-section">
          <div className="bo-excel-row">
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void download()}
              loading={downloading}
              data-testid="excel-template"
            >
              {t('excel.import.download')}
            </Button>
            <span className="bo-muted">{t('excel.import.template')}</span>
          </div>
          <div
            className={`bo-excel-drop${dragging ? ' bo-excel-drop-active' : ''}`}
            data-testid="excel-drop"
            {...dropProps}
          >
            <span>{t('excel.import.drop')}</span>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={reading}
              onClick={() => input.current?.click()}
              data-testid="excel-choose"
            >
              {t('excel.import.choose')}
            </Button>
            <span className="bo-muted">
              {reading
                ? t('excel.import.reading')
                : t('excel.import.fileHint', { mb: maxMb, rows: formatCount(CLIENT_IMPORT_LIMITS.maxRows) })}
            </span>
            <FileInput ref={input} accept={XLSX_ACCEPT} data-testid="excel-input" onFile={(f) => void choose(f)} />
          </div>
        </div>
      )}

      {info && file && !result && (
        <div className="bo-excel-section">
          <div className="bo-excel-row">
            <span data-testid="excel-file">
              <b data-user-content>{`${file.name} · ${info.sheetName}`}</b>{' '}
              {t('excel.import.fileRead', { rows: formatCount(info.rows), headerRow: info.headerRow })}
            </span>
            <Button size="small" onClick={reset} disabled={!!running} data-testid="excel-other">
              {t('excel.import.other')}
            </Button>
          </div>
          <p>{t('excel.import.mappingIntro')}</p>
          <ScrollRegion label={t('excel.import.steps.mapping')} minWidth={560}>
            <Table
              size="small"
              rowKey="index"
              pagination={false}
              data-testid="excel-mapping"
              dataSource={info.header.map((h, index) => ({
                index,
                header: h,
                sample: info.preview[0]?.cells[index] ?? '',
              }))}
              columns={[
                {
                  title: t('excel.import.colColumn'),
                  dataIndex: 'index',
                  width: 60,
                  render: (i: number) => columnLetter(i),
                },
                {
                  title: t('excel.import.colHeader'),
                  dataIndex: 'header',
                  render: (h: string) => <span data-user-content>{h}</span>,
                },
                {
                  title: t('excel.import.colSample'),
                  dataIndex: 'sample',
                  render: (s: string) => <span data-user-content>{s}</span>,
                },
                {
                  title: t('excel.import.colField'),
                  dataIndex: 'index',
                  key: 'field',
                  width: 240,
                  render: (i: number) => (
                    <Select
                      className="bo-excel-select"
                      value={mapping[i] ?? ''}
                      options={fieldOptions(i)}
                      showSearch={{ optionFilterProp: 'label' }}
                      disabled={!!running}
                      aria-label={`${t('excel.import.colField')} ${columnLetter(i)}`}
                      data-testid={`excel-map-${columnLetter(i)}`}
                      onChange={(v) => setField(i, v)}
                    />
                  ),
                },
              ]}
            />
          </ScrollRegion>
          {missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid="excel-missing"
              title={t('excel.import.missing', { fields: missing.map(label).join(lang === 'en' ? ', ' : '、') })}
            />
          )}
          {info.rows === 0 && <Alert type="warning" showIcon title={t('excel.import.noRows')} />}
          {!checked && !running && (
            <div>
              <Button
                type="primary"
                onClick={() => void run('check')}
                disabled={missing.length > 0 || info.rows === 0}
                data-testid="excel-check"
              >
                {t('excel.import.check')}
              </Button>
            </div>
          )}
          {checked && !running && (
            <>
              <Alert
                type={checked.badRows ? 'warning' : 'success'}
                showIcon
                data-testid="excel-checked"
                title={
                  checked.badRows
                    ? t('excel.import.checked', {
                        valid: formatCount(checked.valid),
                        rows: formatCount(checked.rows),
                        bad: formatCount(checked.badRows),
                      })
                    : t('excel.import.allValid', { rows: formatCount(checked.rows) })
                }
              />
              <ErrorsTable result={checked} label={label} />
              <div className="bo-excel-row">
                <span id="excel-mode-label">{t('excel.import.mode')}</span>
                <Radio.Group
                  aria-labelledby="excel-mode-label"
                  value={mode}
                  onChange={(e) => setMode(e.target.value as WriteMode)}
                  data-testid="excel-mode"
                  options={[
                    { value: 'valid', label: t('excel.import.modeValid') },
                    { value: 'all', label: t('excel.import.modeAll') },
                  ]}
                />
              </div>
              <div>
                <Button
                  type="primary"
                  onClick={() => void run(mode)}
                  disabled={checked.valid === 0}
                  data-testid="excel-start"
                >
                  {t('excel.import.start')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}

      {running && (
        <div className="bo-excel-section" data-testid="excel-running">
          <Progress
            percent={percent}
            status="active"
            aria-label={t(running.mode === 'check' ? 'excel.import.check' : 'excel.import.start')}
          />
          <div className="bo-excel-row">
            <span className="bo-muted">
              {running.mode === 'check'
                ? t('excel.import.checking', { done: formatCount(running.done), total: formatCount(running.total) })
                : t('excel.import.importing', { done: formatCount(running.done), total: formatCount(running.total) })}
            </span>
            <Button onClick={() => abort.current?.abort()} data-testid="excel-cancel">
              {t('excel.import.cancel')}
            </Button>
          </div>
        </div>
      )}

      {result && (
        <div className="bo-excel-section" data-testid="excel-result">
          <Alert
            type={result.written ? 'success' : 'warning'}
            showIcon
            title={
              result.written
                ? t('excel.import.written', { written: formatCount(result.written) })
                : result.mode === 'all' && result.badRows
                  ? t('excel.import.writtenNone')
                  : t('excel.import.writtenZero')
            }
          />
          <ErrorsTable result={result} label={label} />
          <div className="bo-excel-row">
            <Link
              to={
                result.firstGuestcode
                  ? `/user/account?tab=clients&q=${encodeURIComponent(result.firstGuestcode)}`
                  : '/user/account?tab=clients'
              }
              data-testid="excel-to-list"
            >
              {t('excel.import.toList')}
            </Link>
            <Button onClick={reset} data-testid="excel-again">
              {t('excel.import.again')}
            </Button>
          </div>
        </div>
      )}

      {problem && (
        <div className="bo-excel-problem" role="alert" data-testid="excel-problem">
          {problem}
        </div>
      )}
    </Card>
  );
}
