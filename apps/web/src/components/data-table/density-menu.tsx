import { Dropdown } from 'antd';
import { ColumnHeightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TipButton } from '../tip-button';
import type { Density } from './use-table-prefs';

const DENSITIES: Density[] = ['large', 'middle', 'small'];

/** Row height of the table: comfortable, medium, compact (kept with the column choice). */
export function DensityMenu({ value, onChange }: { value: Density; onChange: (d: Density) => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: DENSITIES.map((d) => ({ key: d, label: t(`table.density.${d}`) })),
        onClick: ({ key }) => onChange(key as Density),
      }}
    >
      <TipButton
        tip={t('table.density.title')}
        icon={<ColumnHeightOutlined />}
        aria-label={t('table.density.title')}
        data-testid="density-button"
      />
    </Dropdown>
  );
}
