import { Button, Select, Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CLIENT_IMPORT_FIELDS, columnLetter, type ClientImportField } from '@bo/contract';
import { formatCount } from '../../../components/number-format';
import { ScrollRegion } from '../../../components/scroll-region';
import { pickLang } from '../../../locales/pick-lang';
import type { ClientImport } from './use-client-import';

/** The file read: its name and rows, and a table matching each of its columns to a client field. */
export function ImportMapping({
  im,
  file,
  info,
}: {
  im: ClientImport;
  file: File;
  info: NonNullable<ClientImport['info']>;
}) {
  const { t, i18n } = useTranslation();
  const required = new Set<string>(info.required);
  /** Each client field once: a field taken by another column is disabled here. */
  const fieldOptions = (index: number) => [
    { value: '', label: t('excel.import.ignore') },
    ...CLIENT_IMPORT_FIELDS.map((f) => ({
      value: f.key,
      label: `${pickLang(i18n.language, f.cn, f.en)}${required.has(f.key) ? ` (${t('excel.import.required')})` : ''}`,
      disabled: im.mapping.some((m, i) => i !== index && m === f.key),
    })),
  ];
  const fieldSelect = (i: number) => (
    <Select
      className="bo-excel-select"
      value={im.mapping[i] ?? ''}
      options={fieldOptions(i)}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={!!im.running}
      aria-label={`${t('excel.import.colField')} ${columnLetter(i)}`}
      data-testid={`excel-map-${columnLetter(i)}`}
      onChange={(v: ClientImportField | '') => im.setField(i, v)}
    />
  );
  return (
    <>
      <div className="bo-excel-row">
        <span data-testid="excel-file">
          <b data-user-content>{`${file.name} · ${info.sheetName}`}</b>{' '}
          {t('excel.import.fileRead', { rows: formatCount(info.rows), headerRow: info.headerRow })}
        </span>
        <Button size="small" onClick={im.reset} disabled={!!im.running} data-testid="excel-other">
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
          columns={mappingColumns(t, fieldSelect)}
        />
      </ScrollRegion>
    </>
  );
}

/** Column letter, the sheet's header, a sample value, and the field chosen for it. */
function mappingColumns(t: TFunction, fieldSelect: (index: number) => React.ReactNode) {
  return [
    { title: t('excel.import.colColumn'), dataIndex: 'index', width: 60, render: (i: number) => columnLetter(i) },
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
    { title: t('excel.import.colField'), dataIndex: 'index', key: 'field', width: 240, render: fieldSelect },
  ];
}
