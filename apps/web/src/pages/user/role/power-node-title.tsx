import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PowerNode } from '@bo/contract';

interface Props {
  node: PowerNode;
  title: string;
  checked: boolean;
  /** A checked page: active, or only "on request". */
  active: boolean;
  readOnly: boolean;
  onActive: (on: boolean) => void;
}

/** A row of the powers tree: title, mark, its tags, and on a checked page the active switch. */
export function PowerNodeTitle({ node: n, title, checked, active, readOnly, onActive }: Props) {
  const { t } = useTranslation();
  return (
    <span
      className={`pw-node${checked && !active ? ' pw-inactive' : ''}`}
      data-testid="power-node"
      data-mark={n.mark}
      data-type={n.type}
      data-checked={checked ? '1' : ''}
    >
      <span className={n.type === 'directory' ? 'pw-title pw-dir' : 'pw-title'} data-user-content="">
        {title}
      </span>
      {n.mark && <span className="bo-code bo-muted pw-mark">{n.mark}</span>}
      {n.status !== 1 && <span className="ot ot-orange pw-tag">{t('roles.powers.disabledRow')}</span>}
      {n.hidden && <span className="ot ot-grey pw-tag">{t('roles.powers.hiddenRow')}</span>}
      {n.type === 'menu' && checked && (
        // A click on the switch is not a click on the row.
        <span
          className="pw-switch"
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          role="presentation"
        >
          <Switch
            size="small"
            checked={active}
            disabled={readOnly}
            aria-label={t('roles.powers.activeLabel', { title })}
            onChange={onActive}
            data-testid="power-active"
          />
          <span className={active ? 'pw-state' : 'pw-state bo-muted'} aria-hidden="true">
            {active ? t('roles.powers.active') : t('roles.powers.inactive')}
          </span>
        </span>
      )}
    </span>
  );
}
