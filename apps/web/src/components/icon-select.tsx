import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lib/lazy-part';
import { MenuIcon } from './menu-icon';
import { usePageStrings } from './use-page-strings';
import './icon-select.css';

const IconPickerModal = lazyPart(() => import('./icons/icon-picker-modal'));

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Chooses an @ant-design/icons icon by its name for a form (value / onChange): a button showing
 * the icon and its name opens the icon picker (search, antd's groups, outlined / filled /
 * two-tone); the cross clears it (''). The menu draws any icon of the set (menu-icon.tsx).
 */
export function IconSelect({ value, onChange, placeholder, disabled, id, ...rest }: Props) {
  const { t } = useTranslation();
  const ready = usePageStrings('icons');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <span className="bo-icon-select" data-testid="icon-select">
      <Button
        id={id}
        className="bo-icon-select-button"
        aria-label={rest['aria-label']}
        aria-haspopup="dialog"
        disabled={disabled || !ready}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={IconPickerModal.preload}
        onFocus={IconPickerModal.preload}
        icon={value ? <MenuIcon name={value} /> : undefined}
      >
        {value ? (
          <span className="bo-code bo-icon-select-name">{value}</span>
        ) : (
          <span className="bo-muted">{placeholder ?? (ready ? t('icons.pick') : '')}</span>
        )}
      </Button>
      {value && !disabled && ready && (
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('icons.clear')}
          onClick={() => onChange?.('')}
          data-testid="icon-clear"
        />
      )}
      {used && (
        <Suspense fallback={null}>
          <IconPickerModal
            open={open}
            value={value}
            onClose={() => setOpen(false)}
            onPick={(name) => {
              onChange?.(name);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
