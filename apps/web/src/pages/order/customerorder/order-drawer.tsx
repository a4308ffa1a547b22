import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Empty, Input, Skeleton, Table, Timeline } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORDER_STATE_KEYS, type OrderDetail, type OrderState } from '@bo/contract';
import { addOrderNote, changeOrderState } from '../../../api/orders';
import { useAllow } from '../../../components/allow';
import { EllipsisText } from '../../../components/ellipsis-text';
import { ScrollRegion } from '../../../components/scroll-region';
import { showError, showSuccess } from '../../../lib/feedback';
import { formatCount, formatMoney, fromCents, toCents } from '../../../components/number-format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { orderKeys, orderQueries, invalidateAfterOrderChange } from '../order-queries';
import { OrderStateTag, PayStateTag, PaymentStateTag } from '../order-tags';
import { PaymentForm, type PaymentKind } from '../payment-form';
import { OrderActions, type ActionInput } from './order-actions';
import { ORDERS_ROUTE } from './order-rules';
import './order-drawer.css';
import { branchTime } from '../../../components/branch-time';

const PAYMENTS_ROUTE = '/order/customerpaylist';
const time = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');

/**
 * One order (issue 10 #3): header, lines, payments, delivery, the history of its states and
 * its notes. Every change sends the version the user saw; a refusal (someone else changed the
 * order meanwhile, a move no longer legal) shows the server's message and reloads the order.
 */
export default function OrderDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const mobile = useIsMobile();
  const canEdit = useAllow(ORDERS_ROUTE, 'order:edit');
  const canPay = useAllow(PAYMENTS_ROUTE, 'payment:record');
  const detail = useQuery(orderQueries.detail(user, id));
  const order = detail.data;
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState<PaymentKind | null>(null);
  const [note, setNote] = useState('');

  const changed = (next: OrderDetail, message: string) => {
    client.setQueryData(orderKeys.detail(user, id), next);
    invalidateAfterOrderChange(client, user);
    showSuccess(message);
  };
  const refused = (e: unknown) => {
    showError(e instanceof Error ? e.message : String(e));
    void detail.refetch();
  };

  const act = async ({ action, reason, tracking }: ActionInput): Promise<boolean> => {
    if (!order) return false;
    setBusy(true);
    try {
      changed(
        await changeOrderState({ id, action, version: order.version, reason, tracking }),
        t('orders.action.done', { action: t(`orders.action.${action}`) }),
      );
      return true;
    } catch (e) {
      refused(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addNote = async () => {
    const text = note.trim();
    if (!text) return;
    setBusy(true);
    try {
      changed(await addOrderNote(id, text), t('orders.notes.added'));
      setNote('');
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const stateName = (s: number | null) =>
    s === null ? '' : t(`orders.state.${ORDER_STATE_KEYS[s as OrderState] ?? 'placed'}`);
  const outstanding = order ? toCents(order.amount) - toCents(order.paid) : 0n;

  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 760}
      title={order ? t('orders.detail.title', { orderno: order.orderno }) : t('orders.detail.loading')}
      data-testid="order-drawer"
      className="order-drawer"
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {detail.isError && !order && (
        <Alert
          type="error"
          showIcon
          title={t('orders.detail.failed', { msg: detail.error.message })}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {order && (
        <div className="order-detail" aria-busy={detail.isFetching || busy || undefined} data-version={order.version}>
          <div className="order-head">
            <OrderStateTag state={order.status} />
            <PayStateTag state={order.pay_state} />
          </div>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="order-section">
            <Descriptions.Item label={t('orders.col.client')}>
              <span data-user-content>{order.guestname}</span>&nbsp;
              <span className="bo-code bo-muted">{order.guestcode}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.col.time')}>{time(order.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.col.amount')}>
              <b data-testid="detail-amount">{formatMoney(order.amount)}</b>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.col.paid')}>
              <span data-testid="detail-paid">{formatMoney(order.paid)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.detail.outstanding')}>
              {formatMoney(fromCents(outstanding > 0n ? outstanding : 0n))}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.col.salesperson')}>
              {order.salesperson ? <span data-user-content>{order.salesperson}</span> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.col.channel')}>
              {t(`orders.channel.${order.channel}`)}
            </Descriptions.Item>
            {order.status === 9 && order.cancel_reason && (
              <Descriptions.Item label={t('orders.detail.cancelReason')}>
                <span data-user-content>{order.cancel_reason}</span>
              </Descriptions.Item>
            )}
          </Descriptions>

          {(canEdit || canPay) && (
            <div className="order-buttons">
              {canEdit && order.actions.length > 0 && <OrderActions order={order} busy={busy} onAct={act} />}
              {canPay && order.status !== 9 && outstanding > 0n && (
                <Button onClick={() => setPaying('payment')} data-testid="record-payment">
                  {t('paymentForm.record')}
                </Button>
              )}
              {canPay && toCents(order.paid) > 0n && (
                <Button danger onClick={() => setPaying('refund')} data-testid="record-refund">
                  {t('paymentForm.refund')}
                </Button>
              )}
            </div>
          )}

          <h3 className="order-section-title">{t('orders.detail.lines')}</h3>
          <ScrollRegion label={t('orders.detail.lines')} minWidth={640}>
            <Table
              size="small"
              rowKey={(_r, i) => String(i)}
              pagination={false}
              dataSource={order.lines}
              locale={{ emptyText: t('orders.detail.noLines') }}
              columns={[
                {
                  key: 'product',
                  title: t('orders.line.product'),
                  width: 150,
                  render: (_v, l) => <EllipsisText text={l.product} data-user-content="" />,
                },
                { key: 'size', title: t('orders.line.size'), width: 100, render: (_v, l) => l.size },
                {
                  key: 'paper',
                  title: t('orders.line.paper'),
                  width: 110,
                  render: (_v, l) => <EllipsisText text={l.paper} data-user-content="" />,
                },
                {
                  key: 'finish',
                  title: t('orders.line.finish'),
                  width: 110,
                  render: (_v, l) => (l.finish ? <EllipsisText text={l.finish} data-user-content="" /> : '—'),
                },
                {
                  key: 'qty',
                  title: t('orders.col.qty'),
                  width: 80,
                  align: 'right',
                  render: (_v, l) => formatCount(l.qty),
                },
                {
                  key: 'price',
                  title: t('orders.line.price'),
                  width: 90,
                  align: 'right',
                  render: (_v, l) => formatMoney(l.price),
                },
                {
                  key: 'amount',
                  title: t('orders.col.amount'),
                  width: 100,
                  align: 'right',
                  render: (_v, l) => formatMoney(l.amount),
                },
              ]}
            />
          </ScrollRegion>

          <h3 className="order-section-title">{t('orders.detail.payments')}</h3>
          <ScrollRegion label={t('orders.detail.payments')} minWidth={640}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={order.payments}
              locale={{ emptyText: t('orders.detail.noPayments') }}
              data-testid="detail-payments"
              columns={[
                { key: 'time', title: t('orders.payment.time'), width: 130, render: (_v, p) => time(p.paid_at) },
                {
                  key: 'amount',
                  title: t('orders.col.amount'),
                  width: 100,
                  align: 'right',
                  render: (_v, p) => (
                    <span className={toCents(p.amount) < 0n ? 'order-refund' : undefined}>{formatMoney(p.amount)}</span>
                  ),
                },
                {
                  key: 'method',
                  title: t('paymentForm.methodLabel'),
                  width: 100,
                  render: (_v, p) => t(`paymentForm.method.${p.method}`),
                },
                {
                  key: 'state',
                  title: t('orders.payment.state'),
                  width: 90,
                  render: (_v, p) => <PaymentStateTag state={p.state} />,
                },
                {
                  key: 'reference',
                  title: t('paymentForm.reference'),
                  width: 120,
                  render: (_v, p) => (p.reference ? <EllipsisText text={p.reference} code /> : '—'),
                },
                {
                  key: 'by',
                  title: t('orders.payment.by'),
                  width: 100,
                  render: (_v, p) => <RecordedBy name={p.recorded_by} />,
                },
                {
                  key: 'reason',
                  title: t('paymentForm.reason'),
                  width: 140,
                  render: (_v, p) => (p.reason ? <EllipsisText text={p.reason} data-user-content="" /> : ''),
                },
              ]}
            />
          </ScrollRegion>

          <h3 className="order-section-title">{t('orders.detail.delivery')}</h3>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="order-section">
            <Descriptions.Item label={t('orders.delivery.consignee')}>
              <span data-user-content>{order.delivery.consignee || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.delivery.phone')}>
              <span className="bo-code">{order.delivery.phone || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.delivery.address')} span={2}>
              <span className="bo-wrap-anywhere" data-user-content>
                {order.delivery.address || '—'}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.delivery.tracking')}>
              <span className="bo-code" data-testid="detail-tracking">
                {order.delivery.tracking || '—'}
              </span>
            </Descriptions.Item>
          </Descriptions>

          <h3 className="order-section-title">{t('orders.detail.history')}</h3>
          <Timeline
            className="order-history"
            data-testid="detail-history"
            items={[...order.events].reverse().map((e) => ({
              content: (
                <div>
                  <div>
                    <b>{t(`orders.event.${e.action}`)}</b>
                    {e.from !== null && (
                      <span className="bo-muted">
                        {' '}
                        · {stateName(e.from)} → {stateName(e.to)}
                      </span>
                    )}
                  </div>
                  <div className="bo-muted">
                    {time(e.at)} · {e.by ? <span data-user-content>{e.by}</span> : t('orders.detail.shop')}
                  </div>
                  {e.reason && (
                    <div className="bo-wrap-anywhere" data-user-content>
                      {t('orders.detail.reason', { reason: e.reason })}
                    </div>
                  )}
                </div>
              ),
            }))}
          />

          <h3 className="order-section-title">{t('orders.notes.title')}</h3>
          {order.notes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.notes.none')} />
          ) : (
            <ul className="order-notes" data-testid="detail-notes">
              {order.notes.map((n, i) => (
                <li key={i}>
                  <div className="bo-wrap-anywhere" data-user-content>
                    {n.text}
                  </div>
                  <div className="bo-muted">
                    {time(n.at)} · <span data-user-content>{n.by || t('orders.detail.shop')}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {canEdit && (
            <div className="order-note-box">
              <Input.TextArea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={500}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                aria-label={t('orders.notes.add')}
                placeholder={t('orders.notes.placeholder')}
              />
              <Button
                type="primary"
                disabled={!note.trim()}
                loading={busy}
                onClick={() => void addNote()}
                data-testid="add-note"
              >
                {t('orders.notes.add')}
              </Button>
            </div>
          )}
        </div>
      )}
      {paying && order && (
        <PaymentForm
          kind={paying}
          order={order}
          onClose={() => setPaying(null)}
          onDone={(next) => {
            setPaying(null);
            changed(next, t(paying === 'refund' ? 'paymentForm.refunded' : 'paymentForm.recorded'));
          }}
          onRefused={() => void detail.refetch()}
        />
      )}
    </Drawer>
  );
}

/** Who recorded a payment: a colleague's nickname, or the shop itself. */
function RecordedBy({ name }: { name: string }) {
  const { t } = useTranslation();
  return name ? <span data-user-content>{name}</span> : <>{t('orders.detail.shop')}</>;
}
