import { useEffect, useState } from 'react';
import type { IconComponent } from './icon-words';

type IconSet = Record<string, IconComponent>;

let loaded: IconSet | undefined;
let loading: Promise<IconSet> | undefined;

/**
 * Loads every icon once (all-icons.ts, ~170 KB gzip), never as part of a route's first load. A
 * failure is not remembered, so a later call tries again.
 */
export function loadIconSet(): Promise<IconSet> {
  loading ??= import('./all-icons').then(
    (m) => (loaded = m.ICONS),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/**
 * The whole icon set once it is in (undefined meanwhile); `wanted` false loads nothing. A set
 * that cannot load (a redeploy) goes to the page's chunk-error recovery.
 */
export function useIconSet(wanted = true): IconSet | undefined {
  const [set, setSet] = useState<IconSet | undefined>(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  if (failure) throw failure.error;
  useEffect(() => {
    if (set || !wanted) return;
    let live = true;
    loadIconSet().then(
      (s) => live && setSet(s),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [set, wanted]);
  return set;
}
