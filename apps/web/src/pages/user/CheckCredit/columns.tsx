import type { CreditRow } from '@bo/contract';
import { Muted, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { figureColumn } from '../../../components/list-page/standard-columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { branchTime } from '../../../components/branch-time';
import { formatMoney } from '../../../components/number-format';
import { Tag, type TagColour } from '../../../components/tag';
import { CreditUse } from './credit-use';
import type { CreditDialogKind } from './credit-rules';

/** What the applications' rows may do: approve or reject a pending one (credit:audit). */
export interface CreditContext {
  canAudit: boolean;
  open: (kind: CreditDialogKind, row: CreditRow) => void;
  dialogs: Opens;
}

export type CreditSums = { pending: number };

const STATE_TAG: TagColour[] = ['gold', 'green', 'red'];
const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');
/** Who and when, on one line: "zhang · 2026-01-02 10:00". */
const byAt = (by: string | null, at: string | null) => (
  <span className="bo-code">{[by, when(at)].filter(Boolean).join(' · ')}</span>
);

/** The credit applications' columns. */
export const CREDIT_COLUMNS: ColumnSpec<CreditRow, CreditContext, CreditSums>[] = [
  {
    key: 'client',
    title: 'credit.col.client',
    width: 190,
    sort: 'client',
    render: (r) => <TextCell text={`${r.client.guestname} · ${r.client.guestcode}`} testId="credit-client" />,
  },
  {
    key: 'state',
    title: 'credit.col.state',
    width: 90,
    sort: 'state',
    render: (r, { t }) => (
      <Tag colour={STATE_TAG[r.state] ?? 'grey'} data-state={r.state} data-testid="credit-state">
        {t(`credit.state.${r.state}`)}
      </Tag>
    ),
  },
  {
    key: 'isyuejie',
    title: 'credit.col.isyuejie',
    width: 90,
    render: (r, { t }) => t(`credit.yesNo.${r.isyuejie === 1 ? 1 : 0}`),
  },
  figureColumn('maxprice', 'credit.col.maxprice', 120, (r) => formatMoney(r.maxprice), {
    sort: 'maxprice',
    testId: 'credit-maxprice',
  }),
  { key: 'maxdays', title: 'credit.col.maxdays', width: 80, align: 'right', render: (r) => r.maxdays },
  {
    key: 'tmp',
    title: 'credit.col.tmp',
    width: 150,
    sort: 'tmpprice',
    render: (r, { t }) =>
      Number(r.tmpprice) > 0 ? (
        <span className="bo-code">{t('credit.tmpFor', { amount: formatMoney(r.tmpprice), days: r.tmpdays })}</span>
      ) : (
        <Muted />
      ),
  },
  { key: 'use', title: 'credit.col.use', width: 190, render: (r) => <CreditUse row={r} /> },
  { key: 'reason', title: 'credit.col.reason', width: 180, render: (r) => <TextCell text={r.reason} /> },
  {
    key: 'applied',
    title: 'credit.col.applied',
    width: 170,
    sort: 'applied',
    render: (r) => byAt(r.appliedBy, r.appliedAt),
  },
  {
    key: 'audited',
    title: 'credit.col.audited',
    width: 170,
    sort: 'audited',
    render: (r) => (r.auditedAt ? byAt(r.auditedBy, r.auditedAt) : <Muted />),
  },
  {
    key: 'comment',
    title: 'credit.col.comment',
    width: 160,
    render: (r) => <TextCell text={r.auditComment} testId="credit-comment" />,
  },
  {
    key: 'actions',
    title: 'credit.col.actions',
    width: 150,
    mobileWidth: 120,
    fixedRight: true,
    when: (c) => c.canAudit,
    render: (r, { t, open, dialogs }) =>
      r.state === 0 ? (
        <RowActions testId="credit-actions">
          <RowAction
            onClick={() => open('approve', r)}
            opens={dialogs}
            label={t('credit.action.approveOf', { name: r.client.guestcode })}
            testId="credit-approve"
          >
            {t('credit.action.approve')}
          </RowAction>
          <RowAction
            danger
            onClick={() => open('reject', r)}
            opens={dialogs}
            label={t('credit.action.rejectOf', { name: r.client.guestcode })}
            testId="credit-reject"
          >
            {t('credit.action.reject')}
          </RowAction>
        </RowActions>
      ) : (
        <Muted />
      ),
  },
];
