import { useMemo, useState } from 'react';
import { Input, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../number-format';
import { usePageStrings } from '../use-page-strings';
import { useIconSet } from './icon-set';
import { categoryOf, ICON_CATEGORIES, ICON_THEMES, themeOf, type IconCategory, type IconTheme } from './icon-words';
import './icons.css';

interface IconPickerProps {
  /** The icon chosen now (marked in the grid; its style is the one shown first). */
  value?: string;
  onPick: (name: string) => void;
  /** What a click does, for each icon's accessible name: "Choose {{name}}" or "Copy {{name}}". */
  action: 'choose' | 'copy';
}

/**
 * Every icon of @ant-design/icons: search by name, antd's groups, outlined / filled / two-tone.
 * The icon set loads when the picker is first shown (never with a page's first load). Each icon
 * is a button named by its icon name; the chosen one is pressed.
 */
export function IconPicker({ value, onPick, action }: IconPickerProps) {
  return usePageStrings('icons') ? (
    <Picker value={value} onPick={onPick} action={action} />
  ) : (
    <Skeleton active paragraph={{ rows: 6 }} />
  );
}

function Picker({ value, onPick, action }: IconPickerProps) {
  const { t } = useTranslation();
  const set = useIconSet();
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>(value ? themeOf(value) : 'outlined');
  const [category, setCategory] = useState<'all' | IconCategory>('all');
  const names = useMemo(() => {
    if (!set) return [];
    const words = query.trim().toLowerCase();
    return Object.keys(set)
      .filter(
        (n) =>
          themeOf(n) === theme &&
          (category === 'all' || categoryOf(n) === category) &&
          (!words || n.toLowerCase().includes(words)),
      )
      .sort();
  }, [set, query, theme, category]);

  return (
    <div className="bo-icon-picker" data-testid="icon-picker">
      <div className="bo-icon-picker-bar">
        <Input.Search
          allowClear
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('icons.search')}
          aria-label={t('icons.search')}
          maxLength={60}
          className="bo-icon-picker-search"
          data-testid="icon-search"
        />
        <Segmented<IconTheme>
          value={theme}
          onChange={setTheme}
          options={ICON_THEMES.map((v) => ({ value: v, label: t(`icons.theme.${v}`) }))}
          data-testid="icon-theme"
        />
      </div>
      {/* On a phone the groups scroll sideways, like a row of chips. */}
      <div className="bo-icon-picker-categories" data-scroll-x="">
        <Segmented<'all' | IconCategory>
          value={category}
          onChange={setCategory}
          options={(['all', ...ICON_CATEGORIES] as const).map((v) => ({ value: v, label: t(`icons.category.${v}`) }))}
          data-testid="icon-category"
        />
      </div>
      {!set ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <p className="bo-icon-picker-count" aria-live="polite">
            {t('icons.count', { n: formatCount(names.length) })}
          </p>
          {names.length === 0 ? (
            <p className="bo-icon-picker-empty">{t('icons.none')}</p>
          ) : (
            <ul className="bo-icon-grid">
              {names.map((name) => {
                const Icon = set[name];
                return (
                  <li key={name}>
                    <button
                      type="button"
                      className="bo-icon-cell"
                      aria-pressed={name === value}
                      aria-label={t(`icons.${action}`, { name })}
                      title={name}
                      onClick={() => onPick(name)}
                      data-icon={name}
                    >
                      <Icon aria-hidden className="bo-icon-cell-icon" />
                      <span className="bo-icon-cell-name">{name.replace(/(Outlined|Filled|TwoTone)$/, '')}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
