import { render } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { FilterFormShell } from './filter-form';

function OrderNumberFilter() {
  return (
    <FilterFormShell<Record<string, string>>
      filters={{}}
      onApply={() => undefined}
      mobile={false}
      toValues={(f) => f}
      fromValues={(v) => v}
    >
      <Form.Item name="orderno" label="Order number">
        <Input />
      </Form.Item>
    </FilterFormShell>
  );
}

describe('the filter form', () => {
  it('gives its fields ids no other filter form shares, so each label points at its own field', () => {
    // Two list pages open in work tabs: the hidden one stays mounted.
    render(
      <>
        <OrderNumberFilter />
        <OrderNumberFilter />
      </>,
    );
    const inputs = Array.from(document.querySelectorAll('input'));
    expect(inputs).toHaveLength(2);
    expect(new Set(inputs.map((i) => i.id)).size).toBe(2);
    for (const label of Array.from(document.querySelectorAll('label'))) {
      const field = document.getElementById(label.htmlFor);
      expect(label.closest('form')?.contains(field)).toBe(true);
    }
    expect(new Set(Array.from(document.querySelectorAll('form')).map((f) => f.id)).size).toBe(2);
  });
});
