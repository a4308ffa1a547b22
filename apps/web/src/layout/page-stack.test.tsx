import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorkTabsStore } from '../stores/worktabs';
import { PageSourceContext, type PageSource } from './page-source';
import { PageStack } from './page-stack';

const ORDERS = '/order/customerorder';

describe('the page stack', () => {
  it('does not draw the open page again when the frame around it is redrawn', () => {
    let drawn = 0;
    const CountedPage = () => {
      drawn += 1;
      return <p>orders</p>;
    };
    const pages: PageSource = { hasPage: () => true, pageFor: () => CountedPage };
    // The frame around the stack, redrawn by what it shows itself (the menu, the bell's count, the settings).
    const frame = () => (
      <PageSourceContext value={pages}>
        <PageStack current={ORDERS} />
      </PageSourceContext>
    );
    const { rerender } = render(frame());
    expect(screen.getByText('orders')).toBeDefined();
    expect(drawn).toBe(1);

    rerender(frame());
    // A tab opened or closed redraws the stack itself, not the pages in it.
    act(() => useWorkTabsStore.getState().open({ name: 'orders', path: ORDERS, title: '订单', title_en: 'Orders' }));
    expect(drawn).toBe(1);
  });
});
