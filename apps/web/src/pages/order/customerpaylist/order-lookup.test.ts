import { describe, expect, it } from 'vitest';
import type { OrderRow } from '@bo/contract';
import { payableOrder } from './order-lookup';

const row = (orderno: string, over: Partial<OrderRow> = {}): OrderRow => ({
  id: 1,
  orderno,
  created_at: '2026-11-01T00:00:00.000Z',
  guestcode: '001K00001',
  guestname: 'A',
  items: 'Cards',
  qty: 100,
  amount: '100.00',
  paid: '40.00',
  pay_state: 'partial',
  status: 1,
  salesperson_id: null,
  salesperson: '',
  channel: 'pc',
  version: 3,
  ...over,
});

describe('payableOrder', () => {
  it('takes the order whose number is exactly the typed one, not one it is a prefix of', () => {
    const rows = [row('001-20261101-100', { id: 7 }), row('001-20261101-1', { id: 8 })];
    expect(payableOrder(rows, ' 001-20261101-1 ')).toEqual({ order: rows[1] });
    expect(payableOrder(rows, '001-20261101-10')).toEqual({ problem: 'notFound' });
    expect(payableOrder([], '001')).toEqual({ problem: 'notFound' });
  });

  it('refuses a cancelled order and one paid in full, by exact cents', () => {
    expect(payableOrder([row('A', { status: 9 })], 'A')).toEqual({ problem: 'cancelled' });
    expect(payableOrder([row('A', { paid: '100.00' })], 'A')).toEqual({ problem: 'paidInFull' });
    expect(payableOrder([row('A', { paid: '100.01' })], 'A')).toEqual({ problem: 'paidInFull' });
    expect(payableOrder([row('A', { paid: '99.99' })], 'A')).toHaveProperty('order');
  });
});
