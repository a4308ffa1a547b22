import { Suspense, useMemo, useRef, useState } from 'react';
import { Button, Popconfirm, Skeleton, Space, Tooltip } from 'antd';
import { CloudDownloadOutlined, CloudUploadOutlined, DatabaseOutlined } from '@ant-design/icons';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BACKUP_KINDS, BACKUP_SORTS, type BackupRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import { csvRule, listQueryOf, type ListRules, type ListState } from '../../../components/data-table/list-state';
import type { DataColumn, ListData } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatBytes, formatCount } from '../../../components/number-format';
import { showError, showSuccess } from '../../../lib/feedback';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { downloadBackup, listBackups, removeBackup, uploadBackup } from './backups-api';
import type { BackupRun } from './backups-run-dialog';
import { DATABASE_ROUTE } from './database-rules';
import './backups-tab.css';
import { branchTime } from '../../../components/branch-time';

const BackupRunDialog = lazyPart(() => import('./backups-run-dialog'));
const BackupRestoreDialog = lazyPart(() => import('./backups-restore-dialog'));
const BackupScheduleCard = lazyPart(() => import('./backups-schedule'));

const RULES: ListRules = { sorts: BACKUP_SORTS, filters: { kind: csvRule(BACKUP_KINDS) } };
type Sums = { sizeBytes: number };

/**
 * The database's backups (issue 15 #3): the daily schedule, then the backups of this server
 * process (newest first) with download, restore (typed confirmation) and delete; "Back up now"
 * and "Upload a backup" above the list. Buttons by mark: database:backup, database:restore.
 */
export default function BackupsTab() {
  return usePageStrings('backups') ? <BackupsView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function BackupsView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canBackup = useAllow(DATABASE_ROUTE, 'database:backup');
  const canRestore = useAllow(DATABASE_ROUTE, 'database:restore');
  const [run, setRun] = useState<BackupRun | null>(null);
  const [confirming, setConfirming] = useState<BackupRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [dir, setDir] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['database', user.gscode, 'backups'] });

  const query = useMemo(
    () => (s: ListState) =>
      queryOptions({
        queryKey: ['database', user.gscode, 'backups', s] as const,
        queryFn: async (): Promise<ListData<BackupRow, Sums>> => {
          const { dir: where, ...page } = await listBackups(listQueryOf(s));
          setDir(where);
          return page;
        },
        placeholderData: keepPreviousData,
      }),
    [user.gscode],
  );

  const columns = useMemo<DataColumn<BackupRow, Sums>[]>(() => {
    const act = async (r: BackupRow, what: 'download' | 'delete') => {
      setBusy(`${what}:${r.name}`);
      try {
        if (what === 'download') await downloadBackup(r.name);
        else {
          await removeBackup(r.name);
          showSuccess(t('backups.deleted'));
          refresh();
        }
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
      }
    };
    const cols: DataColumn<BackupRow, Sums>[] = [
      {
        key: 'name',
        title: t('backups.col.name'),
        width: 320,
        sort: 'name',
        render: (r) => <EllipsisText text={r.name} code />,
        summary: () => t('backups.total'),
      },
      { key: 'kind', title: t('backups.col.kind'), width: 90, render: (r) => t(`backups.kind.${r.kind}`) },
      {
        key: 'createdAt',
        title: t('backups.col.createdAt'),
        width: 160,
        sort: 'createdAt',
        render: (r) => <span className="bo-code">{branchTime(r.createdAt, 'YYYY-MM-DD HH:mm:ss')}</span>,
      },
      {
        key: 'createdBy',
        title: t('backups.col.createdBy'),
        width: 120,
        render: (r) => <EllipsisText text={r.createdBy} />,
      },
      {
        key: 'size',
        title: t('backups.col.size'),
        width: 100,
        align: 'right',
        sort: 'sizeBytes',
        render: (r) => formatBytes(r.sizeBytes),
        summary: (s) => formatBytes(s.sizeBytes),
      },
      {
        key: 'tables',
        title: t('backups.col.tables'),
        width: 80,
        align: 'right',
        render: (r) => formatCount(r.tables),
      },
      { key: 'rows', title: t('backups.col.rows'), width: 110, align: 'right', render: (r) => formatCount(r.rows) },
      {
        key: 'postgres',
        title: t('backups.col.postgres'),
        width: 140,
        render: (r) => <EllipsisText text={r.postgres} />,
      },
      {
        key: 'schema',
        title: t('backups.col.schema'),
        width: 110,
        render: (r) =>
          r.sameSchema ? (
            t('backups.sameSchema')
          ) : (
            <Tooltip title={t('backups.otherSchemaHint')}>
              <span className="bo-danger">{t('backups.otherSchema')}</span>
            </Tooltip>
          ),
      },
    ];
    if (canBackup || canRestore) {
      cols.push({
        key: 'actions',
        title: t('backups.col.actions'),
        width: 220,
        fixedRight: true,
        render: (r) => (
          <Space size={4} wrap>
            {canBackup && (
              <Button
                size="small"
                loading={busy === `download:${r.name}`}
                onClick={() => void act(r, 'download')}
                data-testid="backup-download"
              >
                {t('backups.download')}
              </Button>
            )}
            {canRestore && (
              <Button
                size="small"
                danger
                disabled={!r.sameSchema}
                onClick={() => setConfirming(r)}
                data-testid="backup-restore"
              >
                {t('backups.restore')}
              </Button>
            )}
            {canBackup && (
              <Popconfirm
                title={t('backups.deleteTitle')}
                description={t('backups.deleteHint', { name: r.name })}
                okText={t('backups.delete')}
                cancelText={t('backups.keep')}
                okButtonProps={{ danger: true }}
                onConfirm={() => act(r, 'delete')}
              >
                <Button
                  size="small"
                  danger
                  type="text"
                  loading={busy === `delete:${r.name}`}
                  data-testid="backup-delete"
                >
                  {t('backups.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
      });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the row actions it calls only set state; the columns change with the words and rights
  }, [t, canBackup, canRestore, busy]);

  const upload = async (file: File) => {
    setUploading(0);
    try {
      const made = await uploadBackup(file, (share) => setUploading(Math.round(share * 100)));
      showSuccess(t('backups.uploaded', { name: made.name }));
      refresh();
    } catch (e) {
      showError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const extra = (
    <Space size={8} wrap>
      {canBackup && (
        <Button
          type="primary"
          icon={<DatabaseOutlined />}
          onClick={() => setRun({ kind: 'backup' })}
          data-testid="backup-now"
        >
          {t('backups.backUp')}
        </Button>
      )}
      {canRestore && (
        <>
          <Button
            icon={<CloudUploadOutlined />}
            loading={uploading !== null}
            onClick={() => fileInput.current?.click()}
            data-testid="backup-upload"
          >
            {uploading !== null ? t('backups.uploading', { percent: uploading }) : t('backups.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".gz,application/gzip"
            hidden
            aria-label={t('backups.upload')}
            data-testid="backup-upload-input"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void upload(f);
            }}
          />
        </>
      )}
    </Space>
  );

  return (
    <div className="db-backups" data-testid="backups-tab">
      <p className="db-backup-text bo-muted">
        <CloudDownloadOutlined aria-hidden /> {t('backups.help', { dir: dir || 'DATA_DIR/backups' })}
      </p>
      <Suspense fallback={null}>
        <BackupScheduleCard canEdit={canBackup} />
      </Suspense>
      <DataTable<BackupRow, Sums>
        route={DATABASE_ROUTE}
        tab="backups"
        tableId="db-backups"
        title={t('backups.title')}
        rules={RULES}
        columns={columns}
        keyColumn="name"
        rowKey={(r) => r.name}
        query={query}
        extra={extra}
        emptyText={t('backups.empty')}
      />
      <Suspense fallback={null}>
        {confirming && (
          <BackupRestoreDialog
            row={confirming}
            onCancel={() => setConfirming(null)}
            onConfirm={(typed) => {
              setRun({ kind: 'restore', name: confirming.name, confirm: typed });
              setConfirming(null);
            }}
          />
        )}
        {run && (
          <BackupRunDialog
            run={run}
            onClose={() => {
              setRun(null);
              refresh();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
