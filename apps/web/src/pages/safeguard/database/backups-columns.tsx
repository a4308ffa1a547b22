import { Tooltip } from 'antd';
import type { BackupRow } from '@bo/contract';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec, ColumnsOf } from '../../../components/list-page/columns';
import { figureColumn, timeColumn } from '../../../components/list-page/standard-columns';
import { RowAction, RowActions } from '../../../components/list-page/row-actions';
import { RowConfirm } from '../../../components/list-page/row-confirm';
import { formatBytes, formatCount } from '../../../components/number-format';

/** What a backup's row may do: download and delete (database:backup), restore (database:restore). */
export interface BackupContext {
  canBackup: boolean;
  canRestore: boolean;
  download: (row: BackupRow) => void;
  remove: (row: BackupRow) => Promise<unknown>;
  restore: (row: BackupRow) => void;
  busy: (key: string) => boolean;
}

export type BackupSums = { sizeBytes: number };
type Spec = ColumnSpec<BackupRow, BackupContext, BackupSums>;

const count = (key: 'tables' | 'rows', width: number): Spec =>
  figureColumn(key, `backups.col.${key}`, width, (r) => formatCount(r[key]));

/** The backups' columns. */
export const BACKUP_COLUMNS: Spec[] = [
  {
    key: 'name',
    title: 'backups.col.name',
    width: 320,
    sort: 'name',
    render: (r) => <TextCell text={r.name} code userContent={false} />,
    summary: (_s, { t }) => t('backups.total'),
  },
  { key: 'kind', title: 'backups.col.kind', width: 90, render: (r, { t }) => t(`backups.kind.${r.kind}`) },
  timeColumn('createdAt', 'backups.col.createdAt', 160, (r) => r.createdAt, {
    sort: 'createdAt',
    format: 'YYYY-MM-DD HH:mm:ss',
  }),
  {
    key: 'createdBy',
    title: 'backups.col.createdBy',
    width: 120,
    render: (r) => <TextCell text={r.createdBy} userContent={false} />,
  },
  figureColumn('size', 'backups.col.size', 100, (r) => formatBytes(r.sizeBytes), {
    sort: 'sizeBytes',
    sum: (s) => formatBytes(s.sizeBytes),
  }),
  count('tables', 80),
  count('rows', 110),
  {
    key: 'postgres',
    title: 'backups.col.postgres',
    width: 140,
    render: (r) => <TextCell text={r.postgres} userContent={false} />,
  },
  {
    key: 'schema',
    title: 'backups.col.schema',
    width: 110,
    render: (r, { t }) =>
      r.sameSchema ? (
        t('backups.sameSchema')
      ) : (
        <Tooltip title={t('backups.otherSchemaHint')}>
          <span className="bo-danger">{t('backups.otherSchema')}</span>
        </Tooltip>
      ),
  },
  {
    key: 'actions',
    title: 'backups.col.actions',
    width: 220,
    fixedRight: true,
    when: (c) => c.canBackup || c.canRestore,
    render: (r, c) => <BackupActions row={r} c={c} />,
  },
];

function BackupActions({ row: r, c }: { row: BackupRow; c: ColumnsOf<BackupContext> }) {
  const { t } = c;
  return (
    <RowActions>
      {c.canBackup && (
        <RowAction
          look="button"
          loading={c.busy(`download:${r.name}`)}
          onClick={() => c.download(r)}
          testId="backup-download"
        >
          {t('backups.download')}
        </RowAction>
      )}
      {c.canRestore && (
        <RowAction look="button" danger disabled={!r.sameSchema} onClick={() => c.restore(r)} testId="backup-restore">
          {t('backups.restore')}
        </RowAction>
      )}
      {c.canBackup && (
        <RowConfirm
          confirm={{
            title: t('backups.deleteTitle'),
            description: t('backups.deleteHint', { name: r.name }),
            okText: t('backups.delete'),
            cancelText: t('backups.keep'),
          }}
          onConfirm={() => c.remove(r)}
          look="text"
          danger
          loading={c.busy(`delete:${r.name}`)}
          testId="backup-delete"
        >
          {t('backups.delete')}
        </RowConfirm>
      )}
    </RowActions>
  );
}
