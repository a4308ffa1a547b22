import { Popconfirm } from 'antd';
import { RowAction, type RowActionProps } from './row-actions';

export interface ConfirmWords {
  title: string;
  description?: string;
  okText: string;
  cancelText: string;
  /** The confirm button's test id. */
  okTestId?: string;
}

/**
 * A row action asked again in a popover before it runs (antd Popconfirm, in a part of its own:
 * loaded after the list's first paint, see row-confirm.tsx). The button stays busy while the
 * returned promise runs.
 */
export default function ConfirmPart({
  confirm,
  onConfirm,
  ...button
}: Omit<RowActionProps, 'onClick'> & { confirm: ConfirmWords; onConfirm: () => unknown }) {
  return (
    <Popconfirm
      title={confirm.title}
      description={confirm.description}
      okText={confirm.okText}
      cancelText={confirm.cancelText}
      okButtonProps={{ danger: true, ...(confirm.okTestId ? { 'data-testid': confirm.okTestId } : {}) }}
      onConfirm={onConfirm}
    >
      <RowAction {...button} />
    </Popconfirm>
  );
}
