import { Button } from 'antd';
import { DesktopOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OwnSession } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { SessionConfirm } from './session-parts';

const time = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');
const isPhone = (ua: string) => /iPhone|Android|Mobile|MicroMessenger/i.test(ua);

/** One signed-in device: browser and system, address, when signed in and last used; another one can be signed out. */
export function SessionItem({ s, device, onEnd }: { s: OwnSession; device: string; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      className={s.current ? 'current' : undefined}
      data-testid={s.current ? 'own-session-current' : 'own-session'}
      data-session-id={s.id}
    >
      <span className="bo-personal-device-icon" aria-hidden>
        {isPhone(s.userAgent) ? <MobileOutlined /> : <DesktopOutlined />}
      </span>
      <div className="bo-personal-session-main">
        <div className="bo-personal-session-device">
          <span data-user-content title={s.userAgent || undefined}>
            {device}
          </span>
          {s.current && <span className="ot ot-green">{t('profile.sessions.thisDevice')}</span>}
        </div>
        <dl>
          <div>
            <dt>{t('profile.sessions.ip')}</dt>
            <dd className="bo-code">{s.ip || '—'}</dd>
          </div>
          <div>
            <dt>{t('profile.sessions.signedIn')}</dt>
            <dd>{time(s.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('profile.sessions.lastSeen')}</dt>
            <dd>{time(s.lastSeenAt)}</dd>
          </div>
        </dl>
      </div>
      {!s.current && (
        <Button
          icon={<LogoutOutlined />}
          onClick={onEnd}
          onPointerEnter={SessionConfirm.preload}
          aria-label={t('profile.sessions.endNamed', { device })}
          data-testid="own-session-end"
        >
          {t('profile.sessions.end')}
        </Button>
      )}
    </li>
  );
}
