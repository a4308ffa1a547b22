import { Descriptions, Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { OperationLogRow } from '@bo/contract';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { ActionTitle } from './action-title';
import { changeLines } from './change-rows';
import { OutcomeTag } from './outcome-tag';
import './oplog.css';
import { branchTime } from '../../../components/branch-time';

/**
 * One operation in full: who, when, what, the outcome, and its change side by side (field,
 * before, after), changed lines highlighted. Values are rendered as text by React, never as HTML.
 */
export default function ChangeDrawer({ row, onClose }: { row: OperationLogRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const yesNo = (b: boolean) => (b ? t('dashboard.client.yes') : t('dashboard.client.no'));
  const lines = changeLines(row.diff, yesNo);
  // A field's name in words where the console has one (the client form's labels, the log's own), else as logged.
  const fieldName = (f: string) => {
    const key = [`logs.field.${f}`, `dashboard.client.fields.${f}`].find((k) => i18n.exists(k));
    return key ? t(key) : f;
  };
  const dash = <span className="bo-muted">—</span>;

  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 720}
      title={t('logs.detail.title')}
      data-testid="oplog-drawer"
      destroyOnHidden
    >
      <Descriptions column={1} size="small" bordered className="lc-facts">
        <Descriptions.Item label={t('logs.col.time')}>{branchTime(row.at, 'YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
        <Descriptions.Item label={t('logs.col.who')}>
          <span data-user-content="">{row.userName || '—'}</span> <span className="bo-muted">({row.gscode})</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('logs.col.action')}>
          <ActionTitle row={row} />
        </Descriptions.Item>
        <Descriptions.Item label={t('logs.col.target')}>
          {row.targetId ? (
            <span className="bo-code lc-wrap" data-user-content="">
              {row.targetId}
            </span>
          ) : (
            dash
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('logs.col.outcome')}>
          <OutcomeTag outcome={row.outcome} />
        </Descriptions.Item>
        <Descriptions.Item label={t('logs.col.ip')}>{row.ip || dash}</Descriptions.Item>
        <Descriptions.Item label={t('logs.col.userAgent')}>
          <span className="lc-wrap" data-user-content="">
            {row.userAgent || '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('logs.col.duration')}>{t('logs.ms', { n: row.durationMs })}</Descriptions.Item>
      </Descriptions>
      <h3 className="lc-heading">{t('logs.detail.change')}</h3>
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logs.detail.noChange')} />
      ) : (
        <table className="lc-table" data-testid="oplog-change">
          <thead>
            <tr>
              <th scope="col">{t('logs.detail.field')}</th>
              <th scope="col">{t('logs.detail.before')}</th>
              <th scope="col">{t('logs.detail.after')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.field} className={l.changed ? 'lc-changed' : undefined} data-field={l.field}>
                {/* A cell, not a row header: a long field name may wrap. A screen reader hears "changed" with it. */}
                <td
                  className="lc-field"
                  aria-label={l.changed ? `${fieldName(l.field)}${t('logs.detail.changed')}` : undefined}
                >
                  {fieldName(l.field)}
                </td>
                <ValueCell side="before" value={l.before} empty={dash} />
                <ValueCell side="after" value={l.after} empty={dash} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Drawer>
  );
}

/** One side of a changed field: its value as the user wrote it, or a dash for none. */
function ValueCell({ side, value, empty }: { side: 'before' | 'after'; value: string; empty: ReactNode }) {
  return (
    <td data-side={side}>
      {value === '' ? (
        empty
      ) : (
        <span className="lc-value" data-user-content="">
          {value}
        </span>
      )}
    </td>
  );
}
