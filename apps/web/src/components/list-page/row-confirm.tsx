import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { whenIdle } from '../../lib/when-idle';
import type { ConfirmWords } from './confirm-part';
import { RowAction, type RowActionProps } from './row-actions';

/** antd's Popconfirm is not part of a list page's first load: asked for once the page is idle. */
const ConfirmPart = lazyPart(() => import('./confirm-part'));

/**
 * A row action that asks first ("Delete x?" with OK and Cancel beside the button), then runs
 * `onConfirm`. Until the popover's code is in, the same button shows disabled.
 */
export function RowConfirm(
  props: Omit<RowActionProps, 'onClick'> & { confirm: ConfirmWords; onConfirm: () => unknown },
) {
  useEffect(() => whenIdle(ConfirmPart.preload), []);
  const { confirm: _confirm, onConfirm: _onConfirm, ...button } = props;
  return (
    <Suspense fallback={<RowAction {...button} disabled />}>
      <ConfirmPart {...props} />
    </Suspense>
  );
}
