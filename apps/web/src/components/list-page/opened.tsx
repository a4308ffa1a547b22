import { Suspense, type ReactNode } from 'react';

/**
 * A lazily loaded dialog or drawer, drawn while `value` is set (the open dialog, the row shown):
 * `children` gets the value. Nothing shows while its code loads (what opened it is still there).
 */
export function Opened<T>({ value, children }: { value: T | null | undefined | false; children: (v: T) => ReactNode }) {
  return value ? <Suspense fallback={null}>{children(value)}</Suspense> : null;
}
