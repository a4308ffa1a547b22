import { Select } from 'antd';
import { MENU_ICON_NAMES, MenuIcon } from './menu-icon';
import './icon-select.css';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Chooses an @ant-design/icons icon by its name, among those the console's menu draws (a name
 * outside them would show the generic icon): each option shows the icon and its name, typing
 * filters by name, clearing leaves no icon (''). For antd forms (value / onChange).
 */
export function IconSelect({ value, onChange, placeholder, disabled, id, ...rest }: Props) {
  const names = value && !MENU_ICON_NAMES.includes(value) ? [value, ...MENU_ICON_NAMES] : MENU_ICON_NAMES;
  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      value={value || undefined}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'value' }}
      options={names.map((name) => ({
        value: name,
        label: (
          <span className="bo-icon-option">
            <MenuIcon name={name} />
            <span className="bo-code">{name}</span>
          </span>
        ),
      }))}
      data-testid="icon-select"
    />
  );
}
