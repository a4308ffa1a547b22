import { Suspense, useMemo, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { M, type CreditRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { formatMoney } from '../../../components/number-format';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../layout/lazy-part';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { CreditUse } from './credit-use';
import { CREDIT_ROUTE, CREDIT_RULES, CREDIT_TABLE, creditQueries, type CreditDialogKind } from './credit-rules';
import '../../../components/tag.css';
import './credit.css';
import { branchTime } from '../../../components/branch-time';

const CreditFilters = lazyPart(() => import('./credit-filters'));
/** The dialogs (antd Modal, Form, the client picker) load when one is first opened or an action hovered. */
const CreditDialogs = lazyPart(() => import('./credit-dialogs'));

export type OpenCreditDialog = { kind: CreditDialogKind; row: CreditRow | null };
type Summary = { pending: number };

const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');
const STATE_TAG = ['ot-gold', 'ot-green', 'ot-red'] as const;

/**
 * /user/CheckCredit, the credit review (issue 12 #4): the branch's credit applications on the
 * data table (UManage CheckCreditList) with each client's credit used and limit now; approve or
 * reject a pending one with a comment (fun_AuditPass, mark `credit:audit`) and apply for a
 * client (ApplyCredit, mark `credit:apply`). The server applies the terms and says why it refuses.
 */
export default function UserCheckcreditPage() {
  return usePageStrings('credit') ? <CreditView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function CreditView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(CREDIT_ROUTE);
  const mobile = useIsMobile();
  const canAudit = useAllow(CREDIT_ROUTE, M.creditAudit);
  const canApply = useAllow(CREDIT_ROUTE, M.creditApply);
  const [dialog, setDialog] = useState<OpenCreditDialog | null>(null);
  const open = (kind: CreditDialogKind, row: CreditRow | null) => setDialog({ kind, row });

  const columns = useMemo<DataColumn<CreditRow, Summary>[]>(() => {
    const hint = { onPointerEnter: CreditDialogs.preload, onFocus: CreditDialogs.preload };
    const none = <span className="bo-muted">—</span>;
    return [
      {
        key: 'client',
        title: t('credit.col.client'),
        width: 190,
        sort: 'client',
        render: (r) => (
          <EllipsisText
            text={`${r.client.guestname} · ${r.client.guestcode}`}
            data-user-content=""
            data-testid="credit-client"
          />
        ),
      },
      {
        key: 'state',
        title: t('credit.col.state'),
        width: 90,
        sort: 'state',
        render: (r) => (
          <span className={`ot ${STATE_TAG[r.state] ?? 'ot-grey'}`} data-state={r.state} data-testid="credit-state">
            {t(`credit.state.${r.state}`)}
          </span>
        ),
      },
      {
        key: 'isyuejie',
        title: t('credit.col.isyuejie'),
        width: 90,
        render: (r) => t(`credit.yesNo.${r.isyuejie === 1 ? 1 : 0}`),
      },
      {
        key: 'maxprice',
        title: t('credit.col.maxprice'),
        width: 120,
        align: 'right',
        sort: 'maxprice',
        render: (r) => (
          <span className="bo-code" data-testid="credit-maxprice">
            {formatMoney(r.maxprice)}
          </span>
        ),
      },
      { key: 'maxdays', title: t('credit.col.maxdays'), width: 80, align: 'right', render: (r) => r.maxdays },
      {
        key: 'tmp',
        title: t('credit.col.tmp'),
        width: 150,
        sort: 'tmpprice',
        render: (r) =>
          Number(r.tmpprice) > 0 ? (
            <span className="bo-code">{t('credit.tmpFor', { amount: formatMoney(r.tmpprice), days: r.tmpdays })}</span>
          ) : (
            none
          ),
      },
      { key: 'use', title: t('credit.col.use'), width: 190, render: (r) => <CreditUse row={r} /> },
      {
        key: 'reason',
        title: t('credit.col.reason'),
        width: 180,
        render: (r) => (r.reason ? <EllipsisText text={r.reason} data-user-content="" /> : none),
      },
      {
        key: 'applied',
        title: t('credit.col.applied'),
        width: 170,
        sort: 'applied',
        render: (r) => <span className="bo-code">{[r.appliedBy, when(r.appliedAt)].filter(Boolean).join(' · ')}</span>,
      },
      {
        key: 'audited',
        title: t('credit.col.audited'),
        width: 170,
        sort: 'audited',
        render: (r) =>
          r.auditedAt ? (
            <span className="bo-code">{[r.auditedBy, when(r.auditedAt)].filter(Boolean).join(' · ')}</span>
          ) : (
            none
          ),
      },
      {
        key: 'comment',
        title: t('credit.col.comment'),
        width: 160,
        render: (r) =>
          r.auditComment ? (
            <EllipsisText text={r.auditComment} data-user-content="" data-testid="credit-comment" />
          ) : (
            none
          ),
      },
      ...(canAudit
        ? [
            {
              key: 'actions',
              title: t('credit.col.actions'),
              width: mobile ? 120 : 150,
              fixedRight: true,
              render: (r: CreditRow) =>
                r.state === 0 ? (
                  <span className="cc-actions" data-testid="credit-actions">
                    <Button
                      size="small"
                      type="link"
                      onClick={() => open('approve', r)}
                      {...hint}
                      aria-label={t('credit.action.approveOf', { name: r.client.guestcode })}
                      data-testid="credit-approve"
                    >
                      {t('credit.action.approve')}
                    </Button>
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => open('reject', r)}
                      {...hint}
                      aria-label={t('credit.action.rejectOf', { name: r.client.guestcode })}
                      data-testid="credit-reject"
                    >
                      {t('credit.action.reject')}
                    </Button>
                  </span>
                ) : (
                  none
                ),
            } satisfies DataColumn<CreditRow, Summary>,
          ]
        : []),
    ];
  }, [t, canAudit, mobile]);
  const query = useMemo(() => (s: ListState) => creditQueries.list(user, s), [user]);

  return (
    <div className="cc-page" data-testid="credit-page">
      <DataTable<CreditRow, Summary>
        route={CREDIT_ROUTE}
        tableId={CREDIT_TABLE}
        title={title}
        rules={CREDIT_RULES}
        columns={columns}
        keyColumn="client"
        rowKey={(r) => r.id}
        query={query}
        filterForm={CreditFilters}
        emptyText={t('credit.empty')}
        extra={(_s, data) => (
          <>
            {data && data.summary.pending > 0 && (
              <span className="ot ot-gold cc-pending" data-testid="credit-pending">
                {t('credit.pending', { count: data.summary.pending })}
              </span>
            )}
            {canApply && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => open('apply', null)}
                onPointerEnter={CreditDialogs.preload}
                onFocus={CreditDialogs.preload}
                aria-label={mobile ? t('credit.apply') : undefined}
                data-testid="credit-apply"
              >
                {mobile ? null : t('credit.apply')}
              </Button>
            )}
          </>
        )}
      />
      {dialog && (
        <Suspense fallback={null}>
          <CreditDialogs
            key={`${dialog.kind}:${dialog.row?.id ?? ''}`}
            dialog={dialog}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
