import { useEffect, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import {
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
  PrinterOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { getOrder } from '../../api/orders';
import { ApiError, isSessionEnded } from '../../api/http';
import { FullPageSpin } from '../../components/full-page-spin';
import { PlainResult } from '../../components/plain-result';
import { usePageStrings } from '../../components/use-page-strings';
import { useLockStore } from '../../stores/lock';
import { useUserStore } from '../../stores/user';
import { printTitle } from './print-figures';
import { printKindOf, printOrderId, type PrintKind } from './print-paths';
import { PrintSheet } from './print-sheet';
import './print.css';

/** The order list, where a print view that cannot close its tab goes instead. */
const ORDERS_ROUTE = '/order/customerorder';
/** HTTP statuses of the refusals the page explains itself. */
const NOT_FOUND = 404;
const LOCKED = 423;

/**
 * /print/order/:id?kind=order|delivery (docs/decisions/0143-print-an-order.md): the order or its
 * delivery note as a sheet of paper, read through the same call as the order drawer (so the
 * server's marks and the branch's scope apply), with Print and Close above it, which the printed
 * page leaves out. Drawn inside the signed-in unit's providers (app/print-route.tsx).
 */
export default function OrderPrint() {
  const ready = usePageStrings('print');
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const kind = printKindOf(params.get('kind'));
  const id = printOrderId(idParam);
  return (
    <div className="bo-print" data-testid="print-page">
      {ready ? <PrintView id={id} kind={kind} /> : <FullPageSpin />}
    </div>
  );
}

function PrintView({ id, kind }: { id: number | null; kind: PrintKind }) {
  const { t } = useTranslation();
  const gscode = useUserStore((s) => s.info?.gscode ?? '');
  const company = useUserStore((s) => s.info?.company ?? '');
  const detail = useQuery({
    // The branch in the key, as every order query of the console (pages/order/order-queries.ts).
    queryKey: ['orders', gscode, 'print', id],
    // Quiet: a refusal is this page's to show (not found, locked), not a message in a corner.
    queryFn: () => getOrder(id!, { quiet: true }),
    enabled: id !== null,
  });
  const locked = useLockStore((s) => s.locked);
  const order = detail.data;
  const kindWord = t(`print.${kind}`);
  useEffect(() => {
    document.title = order ? printTitle(kindWord, order.orderno, company) : kindWord;
  }, [order, kindWord, company]);

  // Locked (in this tab or another): no order on screen, as every tab of the console shows the
  // lock screen; the query waits meanwhile (layout/query-client.ts) and the sheet comes back once
  // unlocked, asked again if the lock had refused it.
  const error = detail.error;
  const refusedLocked = error instanceof ApiError && error.status === LOCKED;
  const { refetch } = detail;
  useEffect(() => {
    if (!locked && refusedLocked) void refetch();
  }, [locked, refusedLocked, refetch]);
  if (locked || refusedLocked) {
    return <Problem status="info" title={kindWord} body={t('print.locked')} />;
  }
  if (order) {
    return (
      <>
        <Toolbar />
        <main>
          <PrintSheet order={order} kind={kind} />
        </main>
      </>
    );
  }
  if (id === null || (error instanceof ApiError && error.status === NOT_FOUND)) {
    return <Problem status="warning" title={t('print.notFoundTitle')} body={t('print.notFoundBody')} />;
  }
  // An ended session: the client has warned and is on its way to the sign-in page.
  if (!error || isSessionEnded(error)) return <FullPageSpin />;
  return (
    <Problem
      status="error"
      title={t('print.failedTitle')}
      body={error.message}
      extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
    />
  );
}

/** Print and Close, above the sheet on screen, never on paper. */
function Toolbar() {
  const { t } = useTranslation();
  const close = () => {
    window.close();
    // A tab the user opened by hand (a typed or pasted address) may not be closed by the page: back to the orders.
    if (!window.closed) window.location.assign(ORDERS_ROUTE);
  };
  return (
    <div className="bo-print-toolbar" role="toolbar" aria-label={t('print.toolbar')} data-testid="print-toolbar">
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="print-print">
        {t('print.print')}
      </Button>
      <Button icon={<CloseOutlined />} onClick={close} data-testid="print-close">
        {t('print.close')}
      </Button>
      <span className="bo-print-tip">{t('print.printTip')}</span>
    </div>
  );
}

/** The icon of each kind of problem, as antd's Result draws it. */
const PROBLEM_ICONS = {
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

/** antd's Result look from the console's plain one: antd's Result would bring its 403/404/500 pictures along. */
function Problem({
  status,
  title,
  body,
  extra,
}: {
  status: 'info' | 'warning' | 'error';
  title: string;
  body: string;
  extra?: ReactNode;
}) {
  return (
    <main className="bo-print-problem" data-testid={status === 'warning' ? 'print-not-found' : 'print-problem'}>
      <PlainResult
        status={status}
        icon={PROBLEM_ICONS[status]}
        title={<h1 className="bo-print-problem-title">{title}</h1>}
        subTitle={body}
        extra={extra}
      />
    </main>
  );
}
