import { useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconSelect } from '../../../components/icon-select';
import { MenuIcon } from '../../../components/menu-icon';
import { usePageStrings } from '../../../components/use-page-strings';
import './icon-selector.css';

/**
 * /widget/icon-selector (issue 15 #6): the icon selector the menu editor uses, on a page of its
 * own, with the chosen icon as the menu would draw it.
 */
export default function WidgetIconSelectorPage() {
  return usePageStrings('icons') ? <SelectorDemo /> : <Skeleton active paragraph={{ rows: 4 }} />;
}

function SelectorDemo() {
  const { t } = useTranslation();
  const [icon, setIcon] = useState('AppstoreOutlined');
  return (
    <div className="icon-demo" data-testid="icon-selector-page">
      <p className="bo-muted">{t('icons.selectorIntro')}</p>
      <div className="icon-demo-field">
        <label htmlFor="icon-demo-select">{t('icons.selectorLabel')}</label>
        <IconSelect id="icon-demo-select" value={icon} onChange={setIcon} aria-label={t('icons.selectorLabel')} />
      </div>
      <div className="icon-demo-field">
        <span>{t('icons.selectorPreview')}</span>
        <div className="icon-demo-menu" data-testid="icon-demo-preview">
          {icon ? <MenuIcon name={icon} /> : null}
          <span>{icon ? t('icons.selectorSample') : t('icons.selectorNone')}</span>
        </div>
      </div>
    </div>
  );
}
