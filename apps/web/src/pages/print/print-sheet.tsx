import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATE_KEYS, type OrderDetail, type OrderState } from '@bo/contract';
import { branchTime } from '../../components/branch-time';
import { formatCount, formatMoney } from '../../components/number-format';
import { ScrollRegion } from '../../components/scroll-region';
import logoUrl from '../../components/logo.svg';
import { useUserStore } from '../../stores/user';
import { printTotals, printsPrices } from './print-figures';
import type { PrintKind } from './print-paths';

type Line = OrderDetail['lines'][number];

/** A day of the branch (the order's, the printing's). */
const day = (at: string | number) => branchTime(at, 'YYYY-MM-DD');

/**
 * One order on paper (docs/decisions/0143-print-an-order.md): the branch's logo and name, what the
 * sheet is, the order's facts and where it goes, its lines; on the order the prices, totals and
 * payments, on the delivery note the signatures instead.
 */
export function PrintSheet({ order, kind }: { order: OrderDetail; kind: PrintKind }) {
  const { t } = useTranslation();
  return (
    <article className="bo-print-sheet" data-testid="print-sheet" data-kind={kind}>
      <SheetHead order={order} kind={kind} />
      <OrderFacts order={order} kind={kind} />
      {order.status === 9 && (
        <p className="bo-print-cancelled" data-testid="print-cancelled">
          {t('print.cancelled')}
        </p>
      )}
      <Lines order={order} kind={kind} />
      {kind === 'order' ? <Money order={order} /> : <Signatures />}
    </article>
  );
}

function SheetHead({ order, kind }: { order: OrderDetail; kind: PrintKind }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  return (
    <header className="bo-print-head">
      <div className="bo-print-brand">
        <img className="bo-print-logo" src={info?.logoimg || logoUrl} alt="" data-testid="print-logo" />
        <span className="bo-print-company" data-testid="print-company" data-user-content>
          {info?.company}
        </span>
      </div>
      <div className="bo-print-title">
        <h1>{t(`print.${kind}`)}</h1>
        <div className="bo-print-orderno" data-testid="print-orderno">
          {order.orderno}
        </div>
      </div>
    </header>
  );
}

/** A label and its value, in the sheet's two-column list of facts. */
function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'bo-print-fact bo-print-fact-wide' : 'bo-print-fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderFacts({ order, kind }: { order: OrderDetail; kind: PrintKind }) {
  const { t } = useTranslation();
  const state = ORDER_STATE_KEYS[order.status as OrderState];
  const { delivery } = order;
  return (
    <>
      <dl className="bo-print-facts">
        <Fact label={t('print.client')}>
          <span data-testid="print-client" data-user-content>
            {order.guestname}
          </span>{' '}
          <span className="bo-print-code">{order.guestcode}</span>
        </Fact>
        <Fact label={t('print.ordered')}>{day(order.created_at)}</Fact>
        {kind === 'order' && state && <Fact label={t('print.state')}>{t(`orders.state.${state}`)}</Fact>}
        {order.salesperson && (
          <Fact label={t('print.salesperson')}>
            <span data-user-content>{order.salesperson}</span>
          </Fact>
        )}
        <Fact label={t('print.printed')}>{branchTime(Date.now(), 'YYYY-MM-DD HH:mm')}</Fact>
      </dl>
      <h2 className="bo-print-section">{t('print.shipTo')}</h2>
      <dl className="bo-print-facts" data-testid="print-delivery">
        <Fact label={t('print.consignee')}>
          <span data-user-content>{delivery.consignee || '—'}</span>
        </Fact>
        <Fact label={t('print.phone')}>
          <span className="bo-print-code">{delivery.phone || '—'}</span>
        </Fact>
        <Fact label={t('print.address')} wide>
          <span data-user-content>{delivery.address || '—'}</span>
        </Fact>
        {delivery.tracking && (
          <Fact label={t('print.tracking')}>
            <span className="bo-print-code">{delivery.tracking}</span>
          </Fact>
        )}
      </dl>
    </>
  );
}

/** A line's size, paper and finish, as one specification. */
const specOf = (l: Line) => [l.size, l.paper, l.finish].filter(Boolean).join(' · ');

function Lines({ order, kind }: { order: OrderDetail; kind: PrintKind }) {
  const { t } = useTranslation();
  const prices = printsPrices(kind);
  const totals = printTotals(order);
  return (
    <>
      <h2 className="bo-print-section">{t('print.lines')}</h2>
      <ScrollRegion label={t('print.lines')} minWidth={prices ? 600 : 320}>
        <table className="bo-print-table" data-testid="print-lines">
          <thead>
            <tr>
              <th className="bo-print-no">{t('print.no')}</th>
              <th>{t('print.product')}</th>
              <th>{t('print.spec')}</th>
              <th className="bo-print-num">{t('print.qty')}</th>
              {prices && <th className="bo-print-num">{t('print.price')}</th>}
              {prices && <th className="bo-print-num">{t('print.amount')}</th>}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={i} data-testid="print-line">
                <td className="bo-print-no">{i + 1}</td>
                <td data-user-content>{l.product}</td>
                <td data-user-content>{specOf(l) || '—'}</td>
                <td className="bo-print-num">{formatCount(l.qty)}</td>
                {prices && <td className="bo-print-num">{formatMoney(l.price)}</td>}
                {prices && <td className="bo-print-num">{formatMoney(l.amount)}</td>}
              </tr>
            ))}
            {order.lines.length === 0 && (
              <tr>
                <td colSpan={prices ? 6 : 4}>{t('print.noLines')}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('print.total')}
              </th>
              <td className="bo-print-num" data-testid="print-total-qty">
                {totals.qty}
              </td>
              {prices && <td />}
              {prices && (
                <td className="bo-print-num" data-testid="print-total">
                  {totals.amount}
                </td>
              )}
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </>
  );
}

/** The order's money: total, paid, outstanding and payment state, then the payments that counted. */
function Money({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const totals = printTotals(order);
  // What the paid figure counts: successful payments and refunds; pending and failed ones are not on paper.
  const payments = order.payments.filter((p) => p.state === 'success');
  return (
    <>
      <dl className="bo-print-totals" data-testid="print-totals">
        <Fact label={t('print.total')}>{totals.amount}</Fact>
        <Fact label={t('print.paid')}>
          <span data-testid="print-paid">{totals.paid}</span>
        </Fact>
        <Fact label={t('print.outstanding')}>
          <span data-testid="print-outstanding">{totals.outstanding}</span>
        </Fact>
        <Fact label={t('print.payState')}>
          <span data-testid="print-pay-state">{t(`orders.pay.${order.pay_state}`)}</span>
        </Fact>
      </dl>
      <h2 className="bo-print-section">{t('print.payments')}</h2>
      {payments.length === 0 ? (
        <p className="bo-print-none">{t('print.noPayments')}</p>
      ) : (
        <ScrollRegion label={t('print.payments')} minWidth={440}>
          <table className="bo-print-table" data-testid="print-payments">
            <thead>
              <tr>
                <th>{t('print.payTime')}</th>
                <th>{t('print.payMethod')}</th>
                <th>{t('print.payReference')}</th>
                <th className="bo-print-num">{t('print.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td>{branchTime(p.paid_at, 'YYYY-MM-DD HH:mm')}</td>
                  <td>{t(`paymentForm.method.${p.method}`)}</td>
                  <td className="bo-print-code">{p.reference || '—'}</td>
                  <td className="bo-print-num">{formatMoney(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}

/** The delivery note's foot: the receipt sentence and a line each to sign and date, for who ships and who receives. */
function Signatures() {
  const { t } = useTranslation();
  return (
    <footer className="bo-print-signatures" data-testid="print-signatures">
      <p>{t('print.received')}</p>
      <div className="bo-print-sign-row">
        {(['shippedBy', 'receivedBy'] as const).map((who) => (
          <div className="bo-print-sign" key={who}>
            <span>{t(`print.${who}`)}</span>
            <span className="bo-print-sign-line" />
            <span>{t('print.signDate')}</span>
            <span className="bo-print-sign-line bo-print-sign-date" />
          </div>
        ))}
      </div>
    </footer>
  );
}
