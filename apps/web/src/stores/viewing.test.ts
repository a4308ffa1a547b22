import { describe, expect, it } from 'vitest';
import { TEST_USER } from '../test-fixtures';
import { useMenuStore } from './menu';
import { useUserStore } from './user';
import { isViewing, keptOwner, restoreOwner, startView, VIEW_OWNER_KEY } from './viewing';

const OWNER = { ...TEST_USER, gscode: '000', userName: 'owner', token: 'owner-token' };
const VIEW = {
  ...TEST_USER,
  token: 'view-token',
  viewing: { until: '2026-12-04T22:00:00.000Z', reason: 'checking', viewer: '000/owner' },
};

describe('the owner kept aside during a read-only view (issue 41)', () => {
  it('keeps the owner under one key, signs the view in, and puts the owner back once', () => {
    useUserStore.setState({ info: OWNER, isLogin: true });
    useMenuStore.setState({ loaded: true });
    expect(isViewing()).toBe(false);
    startView(VIEW);
    expect(isViewing()).toBe(true);
    expect(useUserStore.getState().info?.token).toBe('view-token');
    expect(useMenuStore.getState().loaded).toBe(false);
    expect(keptOwner()?.token).toBe('owner-token');

    expect(restoreOwner()).toBe(true);
    expect(useUserStore.getState().info).toEqual(OWNER);
    expect(isViewing()).toBe(false);
    expect(localStorage.getItem(VIEW_OWNER_KEY)).toBeNull();
    expect(restoreOwner()).toBe(false);
  });

  it('never keeps a view as the owner (a view opened from a view)', () => {
    useUserStore.setState({ info: OWNER, isLogin: true });
    startView(VIEW);
    startView({ ...VIEW, token: 'second-view' });
    expect(keptOwner()?.token).toBe('owner-token');
  });

  it('reads a damaged or empty entry as nothing kept', () => {
    localStorage.setItem(VIEW_OWNER_KEY, '{not json');
    expect(keptOwner()).toBeNull();
    localStorage.setItem(VIEW_OWNER_KEY, JSON.stringify({ ...OWNER, token: '' }));
    expect(keptOwner()).toBeNull();
  });
});
