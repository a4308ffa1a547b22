import { useState } from 'react';
import { Alert, Button, Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLIENT_IMPORT_FIELDS } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import { ImportCheck } from './import-check';
import { ImportMapping } from './import-mapping';
import { ImportProgress, ImportResult } from './import-outcome';
import { ImportPickFile } from './import-pick-file';
import { useClientImport, type WriteMode } from './use-client-import';

/**
 * The import, step by step: template → file → columns → check → import. The server keeps the
 * sheet when it is read (its fileId); the check and the import are jobs on it (issue 40), whose
 * progress the page follows; Cancel cancels the job, and leaving the page leaves it running.
 */
export default function ImportCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const im = useClientImport();
  const { file, info, mapping, checked, result, running, problem } = im;
  const [mode, setMode] = useState<WriteMode>('valid');

  const label = (key: string) => {
    const f = CLIENT_IMPORT_FIELDS.find((x) => x.key === key);
    return f ? pickLang(lang, f.cn, f.en) : key;
  };
  const missing = info ? info.required.filter((f) => !mapping.includes(f)) : [];
  const step = result ? 4 : running && running.mode !== 'check' ? 4 : checked ? 3 : info ? 2 : 1;

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
      {!info && <ImportPickFile im={im} />}
      {info && file && !result && (
        <div className="bo-excel-section">
          <ImportMapping im={im} file={file} info={info} />
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
                onClick={() => void im.run('check')}
                disabled={missing.length > 0 || info.rows === 0}
                data-testid="excel-check"
              >
                {t('excel.import.check')}
              </Button>
            </div>
          )}
          {checked && !running && (
            <ImportCheck
              checked={checked}
              label={label}
              mode={mode}
              onMode={setMode}
              onStart={() => void im.run(mode)}
              onProblem={im.setProblem}
            />
          )}
        </div>
      )}
      {running && <ImportProgress running={running} onCancel={im.cancel} />}
      {result && <ImportResult result={result} label={label} onAgain={im.reset} onProblem={im.setProblem} />}
      {problem && (
        <div className="bo-excel-problem" role="alert" data-testid="excel-problem">
          {problem}
        </div>
      )}
    </Card>
  );
}
