import { Suspense } from 'react';
import { Popover, Skeleton } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../lib/lazy-part';
import { TipButton } from '../tip-button';
import type { ColumnListProps } from './column-list';

const ColumnList = lazyPart(() => import('./column-list'));

/**
 * The column chooser's button: show, hide and reorder columns (widths: drag a header's edge);
 * the panel itself (column-list.tsx) loads when first opened or hovered.
 */
export function ColumnChooser({ iconOnly, ...list }: ColumnListProps & { iconOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Popover
      content={
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} style={{ width: 240 }} />}>
          <ColumnList {...list} />
        </Suspense>
      }
      trigger="click"
      placement="bottomRight"
      title={t('table.columns')}
      destroyOnHidden
    >
      <TipButton
        tip={iconOnly ? t('table.columns') : undefined}
        icon={<SettingOutlined />}
        aria-label={t('table.columns')}
        onPointerEnter={ColumnList.preload}
        onFocus={ColumnList.preload}
        data-testid="columns-button"
      >
        {iconOnly ? null : t('table.columns')}
      </TipButton>
    </Popover>
  );
}
