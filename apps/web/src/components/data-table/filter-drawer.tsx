import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';

/** The filter form at 800 px and narrower, in a drawer (loaded when first opened). */
export default function FilterDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('table.filters')}
      placement="right"
      size="min(420px, 100vw)"
      className="dt-filter-drawer"
      data-testid="filter-drawer"
    >
      {children}
    </Drawer>
  );
}
