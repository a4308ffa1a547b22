import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWorkTabsStore } from '../stores/worktabs';
import { PageSourceContext, type PageSource } from './page-source';
import { PageStack } from './page-stack';

const ORDERS = '/order/customerorder';
let drawn = 0;
function CountedPage() {
  drawn += 1;
  return <p>orders</p>;
}
const pages: PageSource = { hasPage: () => true, pageFor: () => CountedPage };

/** The frame around the stack: redrawn by what it shows itself (the menu, the bell's count, the settings). */
let redrawFrame: () => void = () => {};
function Frame() {
  const [, setRedraws] = useState(0);
  redrawFrame = () => setRedraws((n) => n + 1);
  return (
    <PageSourceContext value={pages}>
      <PageStack current={ORDERS} />
    </PageSourceContext>
  );
}

afterEach(() => {
  drawn = 0;
  useWorkTabsStore.setState(useWorkTabsStore.getInitialState());
});

describe('the page stack', () => {
  it('does not draw the open page again when the frame around it is redrawn', () => {
    render(<Frame />);
    expect(screen.getByText('orders')).toBeDefined();
    expect(drawn).toBe(1);

    act(() => redrawFrame());
    // A tab opened or closed redraws the stack itself, not the pages in it.
    act(() => useWorkTabsStore.getState().open({ name: 'orders', path: ORDERS, title: '订单', title_en: 'Orders' }));
    expect(drawn).toBe(1);
  });
});
