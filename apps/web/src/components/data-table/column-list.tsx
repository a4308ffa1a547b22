import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveColumn, toggleColumn, type ColumnLayout } from './column-prefs';

export interface ColumnListProps {
  layout: ColumnLayout[];
  titles: Record<string, string>;
  keyColumn?: string;
  customised: boolean;
  onChange: (layout: ColumnLayout[]) => void;
  onReset: () => void;
}

/**
 * The column chooser's panel: a checkbox per column with up and down buttons, and a reset.
 * Refuses to hide the last shown column (spec §5) and the key column, and says why right there.
 * Loaded when the chooser is first opened or hovered (antd's Checkbox is not a first-load part).
 */
export default function ColumnList({ layout, titles, keyColumn, customised, onChange, onReset }: ColumnListProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState('');
  const toggle = (key: string, visible: boolean) => {
    const r = toggleColumn(layout, key, visible, keyColumn);
    if (r.ok) {
      setRefusal('');
      onChange(r.layout);
    } else
      setRefusal(r.reason === 'lastColumn' ? t('table.lastColumn') : t('table.keyColumn', { column: titles[key] }));
  };
  const floor = keyColumn && layout[0]?.key === keyColumn ? 1 : 0;

  return (
    <div className="dt-chooser" data-testid="column-chooser">
      <ul className="dt-chooser-list" aria-label={t('table.columns')}>
        {layout.map((c, i) => (
          <li key={c.key} className="dt-chooser-row">
            {/* The key column is not disabled: unticking it is refused with the reason (a disabled box says nothing). */}
            <Checkbox checked={c.visible} onChange={(e) => toggle(c.key, e.target.checked)}>
              {titles[c.key]}
            </Checkbox>
            <span className="dt-chooser-move">
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={i <= floor}
                aria-label={t('table.moveUp', { column: titles[c.key] })}
                onClick={() => onChange(moveColumn(layout, c.key, -1, keyColumn))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={i < floor || i === layout.length - 1}
                aria-label={t('table.moveDown', { column: titles[c.key] })}
                onClick={() => onChange(moveColumn(layout, c.key, 1, keyColumn))}
              />
            </span>
          </li>
        ))}
      </ul>
      <p className="dt-chooser-note" role="status">
        {refusal}
      </p>
      <div className="dt-chooser-foot">
        <span className="bo-muted">{t('table.columnsKept')}</span>
        <Button size="small" disabled={!customised} onClick={onReset} data-testid="columns-reset">
          {t('table.resetColumns')}
        </Button>
      </div>
    </div>
  );
}
