import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplicaState } from '@bo/contract';
import cn from '../../../locales/pages/safeguard.cn.json';
import en from '../../../locales/pages/safeguard.en.json';
import { withStrings } from '../../../test-fixtures';
import { DatabaseReplicaCard } from './replica-card';

withStrings({ en, cn });
afterEach(() => i18next.changeLanguage('en'));

const IN_USE: ReplicaState = {
  reachable: true,
  inUse: true,
  lagBytes: 1536,
  lagSeconds: 0.35,
  maxLagSeconds: 10,
  checkedAt: '2026-11-02T03:04:05.250Z',
};
const UNREACHABLE: ReplicaState = {
  reachable: false,
  inUse: false,
  lagBytes: null,
  lagSeconds: null,
  maxLagSeconds: 10,
  checkedAt: null,
};

const figure = (key: string) => screen.getByTestId(`db-replica-${key}`).textContent;

describe("the database page's read replica", () => {
  it('shows one in use: its status, how far behind in bytes and time, the most it may lag, when reached', () => {
    render(<DatabaseReplicaCard replica={IN_USE} />);
    expect(screen.getByRole('heading', { name: 'Read replica' })).toBeDefined();
    const status = screen.getByTestId('db-replica-status');
    expect(status.textContent).toBe('In use');
    expect(status.className).toContain('ot-green');
    expect(figure('lag-seconds')).toBe('Behind by350 ms');
    expect(figure('lag-bytes')).toBe('WAL not yet replayed1.5 KiB');
    expect(figure('max-lag')).toBe('Most it may lag10.0 sfurther behind, reads go to the primary');
    // The branch's zone (Asia/Shanghai when the user info names none), to the second.
    expect(figure('checked')).toBe('Last reached2026-11-02 11:04:05');
  });

  it('says when one is behind that reads go to the primary', () => {
    render(<DatabaseReplicaCard replica={{ ...IN_USE, inUse: false, lagBytes: 52428800, lagSeconds: 42 }} />);
    const status = screen.getByTestId('db-replica-status');
    expect(status.getAttribute('data-status')).toBe('behind');
    expect(status.textContent).toBe('Behind: reads on the primary');
    expect(figure('lag-seconds')).toBe('Behind by42.0 s');
    expect(figure('lag-bytes')).toBe('WAL not yet replayed50 MiB');
  });

  it('shows one never reached as unreachable, with dashes for what it cannot know', () => {
    render(<DatabaseReplicaCard replica={UNREACHABLE} />);
    const status = screen.getByTestId('db-replica-status');
    expect(status.getAttribute('data-status')).toBe('unreachable');
    expect(status.textContent).toBe('Unreachable: reads on the primary');
    expect(status.className).toContain('ot-red');
    expect(figure('lag-seconds')).toBe('Behind by—');
    expect(figure('lag-bytes')).toBe('WAL not yet replayed—');
    expect(figure('checked')).toBe('Last reachedNot yet');
  });

  it('shows nothing when the server has no replica', () => {
    const { container } = render(<DatabaseReplicaCard replica={null} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByTestId('db-replica')).toBeNull();
  });

  it('shows no raw key in either language', async () => {
    for (const lang of ['en', 'cn']) {
      await i18next.changeLanguage(lang);
      for (const replica of [IN_USE, { ...IN_USE, inUse: false }, UNREACHABLE]) {
        const { unmount } = render(<DatabaseReplicaCard replica={replica} />);
        expect(screen.getByTestId('db-replica').textContent, lang).not.toMatch(/safeguard\./);
        unmount();
      }
    }
  });
});
