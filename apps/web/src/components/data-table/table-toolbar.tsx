import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser';
import { DensityMenu } from './density-menu';
import type { useTablePrefs } from './use-table-prefs';

interface TableToolbarProps {
  title: string;
  /** The Filters button (when the list has a filter form): how many are in force, and whether the form shows. */
  filters?: { count: number; open: boolean; onToggle: () => void; onHint: () => void };
  /** The page's buttons (export, add …). */
  actions: ReactNode;
  fetching: boolean;
  onRefresh: () => void;
  prefs: ReturnType<typeof useTablePrefs>;
  titles: Record<string, string>;
  keyColumn?: string;
  mobile: boolean;
}

/** A data table's toolbar: its title, Filters, the page's buttons, refresh, density and the column chooser. */
export function TableToolbar({
  title,
  filters,
  actions,
  fetching,
  onRefresh,
  prefs,
  titles,
  keyColumn,
  mobile,
}: TableToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="dt-toolbar">
      <h2 className="dt-title">{title}</h2>
      <div className="dt-actions">
        {filters && (
          <Button
            icon={<FilterOutlined />}
            type={filters.count ? 'primary' : 'default'}
            ghost={filters.count > 0}
            aria-expanded={filters.open}
            onClick={filters.onToggle}
            onPointerEnter={filters.onHint}
            data-testid="filters-button"
          >
            {filters.count ? t('table.filtersCount', { n: filters.count }) : t('table.filters')}
          </Button>
        )}
        {actions}
        <Tooltip title={t('table.refresh')}>
          <Button
            icon={<ReloadOutlined spin={fetching} />}
            aria-label={t('table.refresh')}
            onClick={onRefresh}
            data-testid="refresh-button"
          />
        </Tooltip>
        <DensityMenu value={prefs.density} onChange={prefs.setDensity} />
        <ColumnChooser
          layout={prefs.layout}
          titles={titles}
          keyColumn={keyColumn}
          customised={prefs.customised}
          onChange={prefs.setLayout}
          onReset={prefs.reset}
          iconOnly={mobile}
        />
      </div>
    </div>
  );
}
