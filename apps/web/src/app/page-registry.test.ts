import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '@bo/contract';
import { hasPage, pageFor, REGISTERED_PATHS } from './page-registry';
import { routeTitle } from '../components/route-title';

describe('page registry (spec §2 routes)', () => {
  it('has a lazily loaded page folder for every route of the catalogue and the exception pages', () => {
    const missing = REGISTERED_PATHS.filter((p) => !hasPage(p));
    expect(missing).toEqual([]);
    expect(REGISTERED_PATHS).toHaveLength(ALL_ROUTES.length + 3);
  });
  it('gives every registered route a title in both languages', () => {
    for (const path of REGISTERED_PATHS) {
      const t = routeTitle(path, []);
      expect(t?.title, path).toBeTruthy();
      expect(t?.title_en, path).toBeTruthy();
    }
  });
  it('returns the same lazy component each time, and none for unknown paths', () => {
    expect(pageFor('/order/customerorder')).toBe(pageFor('/order/customerorder'));
    expect(pageFor('/custom/added-by-server')).toBeUndefined();
  });
});
