import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProviders } from './antd-providers';

/**
 * A button's loading spinner must leave with the loading state. antd's default spinner leaves
 * by a width animation that ends on transitionend; when the answer comes within a frame or two
 * (a quick refusal, a busy machine) no transition runs, the event never comes, and the hidden
 * spinner (role img, "loading") stays in the button for good: its name reads "loading Record
 * payment" to a screen reader and to a test looking for the button by name (issue 10 #9, the
 * two-worker e2e flake). The console's providers give buttons a spinner without that animation.
 */

function Save({ loading }: { loading: boolean }) {
  return (
    <Button type="primary" loading={loading}>
      登记收款
    </Button>
  );
}

describe('a button after a quick save', () => {
  it('has its own name again once loading ends: the spinner does not linger', async () => {
    const { rerender } = render(
      <AntdProviders>
        <Save loading={false} />
      </AntdProviders>,
    );
    await act(async () =>
      rerender(
        <AntdProviders>
          <Save loading />
        </AntdProviders>,
      ),
    );
    expect(screen.getByRole('button').getAttribute('class')).toContain('ant-btn-loading');
    expect(screen.getByRole('img', { name: 'loading' })).toBeTruthy();
    await act(async () =>
      rerender(
        <AntdProviders>
          <Save loading={false} />
        </AntdProviders>,
      ),
    );
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
    expect(screen.getByRole('button', { name: '登记收款' })).toBeTruthy();
  });

  it("(antd's own default, for contrast) keeps the hidden spinner while no transition ends", async () => {
    const { rerender } = render(
      <ConfigProvider>
        <Save loading={false} />
      </ConfigProvider>,
    );
    await act(async () =>
      rerender(
        <ConfigProvider>
          <Save loading />
        </ConfigProvider>,
      ),
    );
    await act(async () =>
      rerender(
        <ConfigProvider>
          <Save loading={false} />
        </ConfigProvider>,
      ),
    );
    expect(screen.queryByRole('button', { name: '登记收款' })).toBeNull();
  });
});
