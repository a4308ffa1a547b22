import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { RowAction, type RowActionProps } from './row-actions';

/** A row's further actions in a menu (its button reads "More ▾", or is an icon), opening on a click. */
export function RowMenu({
  items,
  onPick,
  children,
  ...button
}: Omit<RowActionProps, 'onClick'> & {
  items: MenuProps['items'];
  /** Called with the picked item's key (when the items carry no onClick of their own). */
  onPick?: (key: string) => void;
}) {
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: onPick && (({ key }) => onPick(key)) }}>
      <RowAction {...button}>
        {children === undefined ? null : (
          <>
            {children} <DownOutlined />
          </>
        )}
      </RowAction>
    </Dropdown>
  );
}
