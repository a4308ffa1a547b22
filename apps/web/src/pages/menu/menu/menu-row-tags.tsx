import { useTranslation } from 'react-i18next';
import type { MenuRow } from '@bo/contract';

/** A catalogue row's state (enabled or not) and what else sets it apart: hidden, a link, built in. */
export function MenuRowTags({ row }: { row: MenuRow }) {
  const { t } = useTranslation();
  return (
    <span className="menu-tags" data-testid="menu-row-tags">
      <span className={`ot ot-${row.status === 1 ? 'green' : 'grey'}`}>{t(`menus.menu.status.${row.status}`)}</span>
      {row.hidden && <span className="ot ot-gold">{t('menus.menu.tag.hidden')}</span>}
      {row.link && (
        <span className={`ot ot-${row.embed ? 'cyan' : 'blue'}`}>
          {t(row.embed ? 'menus.menu.tag.embed' : 'menus.menu.tag.link')}
        </span>
      )}
      {row.builtin && <span className="ot ot-purple">{t('menus.menu.tag.builtin')}</span>}
    </span>
  );
}
