import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ColumnContext } from './columns';
import { figureColumn, nameIn, namesColumn, switchColumn } from './standard-columns';

type Row = { id: number; name: string; nameEn: string; status: number; qty: number };
const row: Row = { id: 7, name: '标准', nameEn: 'Standard', status: 1, qty: 1200 };
const names = (r: Row) => [r.name, r.nameEn] as const;
const base = (lang: string): ColumnContext => ({ t: ((k: string) => k) as ColumnContext['t'], lang, mobile: false });

describe('the standard columns', () => {
  it('name a row in the reader language first, the other under it', () => {
    const column = namesColumn<Row, object>('x.name', 200, names, 'row-name');
    const { getByTestId, container } = render(<>{column.render(row, base('en'))}</>);
    expect(getByTestId('row-name').textContent).toBe('Standard');
    expect(container.textContent).toBe('Standard标准');
    expect(nameIn(names, row, 'cn')).toBe('标准');
  });

  it('show a figure as code under its test id only when given one', () => {
    const plain = figureColumn<Row>('qty', 'x.qty', 90, (r) => String(r.qty));
    const coded = figureColumn<Row>('qty', 'x.qty', 90, (r) => String(r.qty), { testId: 'row-qty' });
    expect(plain.render(row, base('cn'))).toBe('1200');
    const { getByTestId } = render(<>{coded.render(row, base('cn'))}</>);
    expect(getByTestId('row-qty').className).toBe('bo-code');
    expect(coded.align).toBe('right');
  });

  it('show the state as a tag to a user who may not flip it', () => {
    const column = switchColumn<Row, { canEdit: boolean; toggle: () => void; toggling: () => boolean }>({
      key: 'status',
      title: 'x.status',
      on: (r) => r.status === 1,
      word: (r) => `x.status.${r.status}`,
      label: () => 'flip',
      testId: 'row-status',
    });
    const c = { ...base('cn'), canEdit: false, toggle: () => undefined, toggling: () => false };
    const { container, queryByTestId } = render(<>{column.render(row, c)}</>);
    expect(container.textContent).toBe('x.status.1');
    expect(queryByTestId('row-status')).toBeNull();
  });
});
