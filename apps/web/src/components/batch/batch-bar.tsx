import { Suspense, useState } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { CloseOutlined, DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JobKind } from '@bo/contract';
import { lazyPart } from '../../lib/lazy-part';
import { formatCount } from '../number-format';
import type { BatchAction, BatchConfig } from './batch-types';
import './batch.css';

/** The confirmation and the result (antd Modal, Input) load when a batch action is first chosen. */
const BatchDialog = lazyPart(() => import('./batch-dialog'));
const ExportDialog = lazyPart(() => import('../export/export-dialog'));

interface Props<R> {
  config: BatchConfig<R>;
  /** The rows of the page shown that are picked, and all rows of the page. */
  picked: R[];
  page: R[];
  rowKey: (row: R) => string | number;
  onPick: (keys: (string | number)[]) => void;
  /** The list's export job kind (when the user may export) and its view's query, for "export the rows picked". */
  exportKind?: JobKind;
  exportQuery: Record<string, string>;
}

/**
 * The bar of a list with rows picked (issue 37 #2): how many, "select the whole page", the
 * actions on them (confirmed first, with a result per row), an export of just these rows, and
 * clearing the choice. Shown only while something is picked.
 */
export function BatchBar<R>({ config, picked, page, rowKey, onPick, exportKind, exportQuery }: Props<R>) {
  const { t } = useTranslation();
  const [action, setAction] = useState<BatchAction<R> | null>(null);
  const [exporting, setExporting] = useState(false);
  if (picked.length === 0) return null;
  const ids = picked.map(rowKey).join(',');
  return (
    <Space wrap size={8} className="bo-batch-bar" data-testid="batch-bar" role="group" aria-label={t('batch.bar')}>
      <span className="bo-batch-count" data-testid="batch-count">
        {t('batch.picked', { count: picked.length, n: formatCount(picked.length) })}
      </span>
      {picked.length < page.length && (
        <Button size="small" type="link" onClick={() => onPick(page.map(rowKey))} data-testid="batch-pick-page">
          {t('batch.pickPage', { n: formatCount(page.length) })}
        </Button>
      )}
      {config.actions.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: config.actions.map((a) => ({ key: a.key, label: a.label })),
            onClick: ({ key }) => setAction(config.actions.find((a) => a.key === key) ?? null),
          }}
        >
          <Button
            size="small"
            onPointerEnter={BatchDialog.preload}
            onFocus={BatchDialog.preload}
            data-testid="batch-actions"
          >
            {t('batch.actions')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {exportKind && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => setExporting(true)}
          onPointerEnter={ExportDialog.preload}
          data-testid="batch-export"
        >
          {t('batch.export')}
        </Button>
      )}
      <Button size="small" type="text" icon={<CloseOutlined />} onClick={() => onPick([])} data-testid="batch-clear">
        {t('batch.clear')}
      </Button>
      {action && (
        <Suspense fallback={null}>
          <BatchDialog
            action={action}
            rows={picked.map((r) => ({ key: rowKey(r), name: config.name(r) }))}
            run={(reason) => action.run(picked, reason)}
            onClose={(ran) => {
              setAction(null);
              if (ran) {
                onPick([]);
                config.onDone();
              }
            }}
          />
        </Suspense>
      )}
      {exporting && exportKind && (
        <Suspense fallback={null}>
          <ExportDialog kind={exportKind} query={{ ...exportQuery, ids }} onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </Space>
  );
}
