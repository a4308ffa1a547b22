import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { MENU_WIDTH_PX } from '@bo/contract';

/** The menu as a drawer at 800 px or narrower (loaded when it is first opened). */
export default function MenuDrawer({
  open,
  onClose,
  background,
  children,
}: {
  open: boolean;
  onClose: () => void;
  background: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={MENU_WIDTH_PX}
      closable={false}
      styles={{ body: { padding: 0, background } }}
      data-testid="menu-drawer"
    >
      {children}
    </Drawer>
  );
}
