import { useRef } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CLIENT_IMPORT_LIMITS } from '@bo/contract';
import { FileInput } from '../../../components/upload/file-input';
import { useFileDrop } from '../../../components/upload/use-file-drop';
import { formatCount } from '../../../components/number-format';
import { MB, useTemplateDownload, type ClientImport } from './use-client-import';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first steps: the template to fill in, then the file, chosen or dropped. */
export function ImportPickFile({ im }: { im: ClientImport }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { downloading, download } = useTemplateDownload(im.setProblem);
  const { dragging, dropProps } = useFileDrop((f) => void im.choose(f), Boolean(im.running) || im.reading);
  return (
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
          loading={im.reading}
          onClick={() => input.current?.click()}
          data-testid="excel-choose"
        >
          {t('excel.import.choose')}
        </Button>
        <span className="bo-muted">
          {im.reading
            ? t('excel.import.reading')
            : t('excel.import.fileHint', {
                mb: CLIENT_IMPORT_LIMITS.maxBytes / MB,
                rows: formatCount(CLIENT_IMPORT_LIMITS.maxRows),
              })}
        </span>
        <FileInput ref={input} accept={XLSX_ACCEPT} data-testid="excel-input" onFile={(f) => void im.choose(f)} />
      </div>
    </div>
  );
}
