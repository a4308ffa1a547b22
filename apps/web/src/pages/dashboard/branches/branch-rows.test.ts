import { describe, expect, it } from 'vitest';
import type { BranchFigureRow } from '@bo/contract';
import { branchList, shownRows, topBySales } from './branch-rows';

const row = (gscode: string, company: string, sales: string, more: Partial<BranchFigureRow> = {}): BranchFigureRow => ({
  gscode,
  company,
  state: 'live',
  endtime: '',
  sales,
  orders: 1,
  paidOrders: 1,
  newClients: 0,
  visitors: 10,
  conversion: '10.00',
  avgOrder: sales,
  salesChange: null,
  ...more,
});

const ROWS = [
  row('001', '上海分公司', '900.50', { orders: 3, salesChange: '12.00' }),
  row('002', '杭州分公司', '1000.00', { orders: 2, state: 'ending', salesChange: '-5.50' }),
  row('003', 'Beijing', '9.90', { orders: 5, state: 'expired' }),
];
const view = (filters: Record<string, string> = {}, sort?: string, order?: 'asc' | 'desc') => ({
  page: 1,
  pageSize: 2,
  filters,
  sort,
  order,
});

describe('the branches table in the browser (issue 41)', () => {
  it('sorts money and percent strings as numbers, a missing change last either way', () => {
    expect(shownRows(ROWS, view({}, 'sales', 'asc')).map((r) => r.gscode)).toEqual(['003', '001', '002']);
    expect(shownRows(ROWS, view({}, 'sales', 'desc')).map((r) => r.gscode)).toEqual(['002', '001', '003']);
    expect(shownRows(ROWS, view({}, 'salesChange', 'asc')).map((r) => r.gscode)).toEqual(['002', '001', '003']);
    expect(shownRows(ROWS, view({}, 'salesChange', 'desc')).map((r) => r.gscode)).toEqual(['001', '002', '003']);
    expect(shownRows(ROWS, view()).map((r) => r.gscode)).toEqual(['001', '002', '003']);
  });

  it('filters by state and searches code or name, any case', () => {
    expect(shownRows(ROWS, view({ state: 'ending' })).map((r) => r.gscode)).toEqual(['002']);
    expect(shownRows(ROWS, view({ q: 'beij' })).map((r) => r.gscode)).toEqual(['003']);
    expect(shownRows(ROWS, view({ q: '00' })).map((r) => r.gscode)).toEqual(['001', '002', '003']);
    expect(shownRows(ROWS, view({ q: '杭州' })).map((r) => r.gscode)).toEqual(['002']);
  });

  it('pages the rows shown and sums every one of them, money in cents', () => {
    const list = branchList(ROWS, view({}, 'orders', 'desc'));
    expect(list.list.map((r) => r.gscode)).toEqual(['003', '001']);
    expect(list.total).toBe(3);
    expect(list.summary).toEqual({ sales: '1910.40', orders: 10, paidOrders: 3, newClients: 0, visitors: 30 });
  });

  it('charts the top branches by sales', () => {
    expect(topBySales(ROWS, 2).map((r) => r.gscode)).toEqual(['002', '001']);
  });
});
