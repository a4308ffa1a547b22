import { useState } from 'react';
import { Button, theme } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endView } from '../api/platform';
import { branchTime } from '../components/branch-time';
import { useUserStore } from '../stores/user';
import { BRANCHES_ROUTE, restoreOwner } from '../stores/viewing';

/**
 * The bar above the page while the session is a read-only view of a branch (issue 41): which
 * branch, when the view ends by itself, and the way out. Exit ends the view on the server (quiet:
 * a view already over is no news), puts the platform owner's kept user back and reloads the
 * branches page, whatever the server answered.
 */
export function ViewBanner() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const info = useUserStore((s) => s.info);
  const [leaving, setLeaving] = useState(false);
  if (!info?.viewing) return null;

  const exit = async () => {
    setLeaving(true);
    await endView({ quiet: true }).catch(() => undefined);
    restoreOwner();
    window.location.assign(BRANCHES_ROUTE);
  };

  return (
    <div
      className="bo-view-banner"
      role="region"
      aria-label={t('frame.viewing.label')}
      style={{
        background: token.colorWarningBg,
        borderBottomColor: token.colorWarningBorder,
        color: token.colorText,
      }}
      data-testid="view-banner"
    >
      <EyeOutlined className="bo-view-banner-icon" style={{ color: token.colorWarningText }} aria-hidden />
      {/* The branch's name is its own text, in whatever language it was written. */}
      <span className="bo-view-banner-text" data-testid="view-banner-text">
        {t('frame.viewing.before')}
        <span data-user-content="">{info.company}</span>
        {t('frame.viewing.after', { gscode: info.gscode, until: branchTime(info.viewing.until, 'HH:mm') })}
      </span>
      <Button size="small" loading={leaving} onClick={() => void exit()} data-testid="view-exit">
        {t('frame.viewing.exit')}
      </Button>
    </div>
  );
}
