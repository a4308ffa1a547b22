import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { withStrings } from '../../test-fixtures';
import TableBody, { type TableBodyProps } from './table-body';
import type { DataColumn } from './types';

interface Row {
  no: string;
  amount: number;
}
interface Sums {
  amount: number;
}

withStrings({ en });

const ROWS: Row[] = Array.from({ length: 5 }, (_, i) => ({ no: `001-${i}`, amount: i * 10 }));

function props(selection: boolean): TableBodyProps<Row, Sums> {
  const columns: DataColumn<Row, Sums>[] = [
    { key: 'no', title: 'Order no.', width: 180, render: (r) => r.no },
    { key: 'client', title: 'Client', width: 240, render: () => 'Zhang' },
    { key: 'amount', title: 'Amount', width: 120, align: 'right', render: (r) => r.amount, summary: (s) => s.amount },
    { key: 'actions', title: 'Actions', width: 120, fixedRight: true, render: () => 'Edit' },
  ];
  return {
    columns,
    keyColumn: 'no',
    rowKey: (r) => r.no,
    selection: selection
      ? { keys: [], onChange: () => undefined, label: (r) => `Select ${r.no}`, title: 'Select' }
      : undefined,
    data: { list: ROWS, total: ROWS.length, summary: { amount: 100 } },
    loading: false,
    state: { page: 1, pageSize: 10, filters: {} },
    onState: () => undefined,
    density: 'middle',
    onResize: () => undefined,
    empty: { text: 'No data' },
    mobile: false,
    label: 'Orders',
  };
}

describe('the data table grid', () => {
  it('measures no column in the browser: every width is known, so nothing is laid out and drawn again in the first draw', () => {
    const { container } = render(<TableBody {...props(true)} />);
    // rc-table's measuring row: with it, each cell's width is read in a layout effect, forcing a
    // layout, and the table is drawn again at once with the widths (decision 0165).
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(Array.from(container.querySelectorAll('col')).map((c) => (c as HTMLElement).style.width)).toEqual([
      '44px',
      '180px',
      '240px',
      '120px',
      '120px',
    ]);
  });

  it('keeps the key column and the checkboxes at the start, the actions at the end, in the header, the rows and the sums', () => {
    const { container } = render(<TableBody {...props(true)} />);
    const header = Array.from(container.querySelectorAll('thead th'));
    const start = (cell: Element) => cell.classList.contains('ant-table-cell-fix-start');
    const end = (cell: Element) => cell.classList.contains('ant-table-cell-fix-end');
    expect(header.map((th) => th.textContent)).toEqual(['Select', 'Order no.', 'Client', 'Amount', 'Actions']);
    expect(header.map(end)).toEqual([false, false, false, false, true]);
    expect(start(header[1])).toBe(true);
    const firstRow = Array.from(container.querySelectorAll('tbody tr.ant-table-row')[0].children);
    expect(firstRow.map(start)).toEqual([true, true, false, false, false]);
    expect(end(firstRow[4])).toBe(true);
    // Each sum under its column: an empty cell stands under the checkboxes.
    const sums = Array.from(container.querySelectorAll('[data-testid="summary-row"] > td'));
    expect(sums).toHaveLength(header.length);
    expect(sums.findIndex((td) => td.querySelector('[data-testid="sum-amount"]'))).toBe(3);
    expect(sums[1].textContent).toBe('Total');
    expect(sums.slice(0, 2).map(start)).toEqual([true, true]);
  });

  it('without checkboxes, the sums start in the first column', () => {
    const { container } = render(<TableBody {...props(false)} />);
    const sums = Array.from(container.querySelectorAll('[data-testid="summary-row"] > td'));
    expect(sums).toHaveLength(4);
    expect(sums.findIndex((td) => td.querySelector('[data-testid="sum-amount"]'))).toBe(2);
  });
});
