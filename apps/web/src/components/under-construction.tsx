import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainResult } from './plain-result';
import { usePageTitle } from './use-page-title';

/**
 * The "being built" page for a route of spec §2 whose screen comes later. It names the page
 * and says so plainly; each route's folder replaces it with the real screen. Drawn without
 * antd's Result: the frame imports this for any route without a page, so antd's Result would
 * be part of every page's first load.
 */
export function UnderConstruction({ path }: { path: string }) {
  const { t } = useTranslation();
  const title = usePageTitle(path);
  return (
    <PlainResult
      status="info"
      icon={<ToolOutlined />}
      title={title}
      subTitle={t('building.body')}
      extra={<span className="bo-muted">{t('building.route', { path })}</span>}
      data-testid="under-construction"
    />
  );
}
