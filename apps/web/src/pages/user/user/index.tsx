import { Suspense, useRef, useState } from 'react';
import { Card, Skeleton, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../../api/http';
import { SubscriptionExpiry } from '../../../components/subscription-expiry';
import { showSuccess } from '../../../lib/feedback';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { useTablistRoles } from '../../../components/use-tablist-roles';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { profileQueries } from './profile-queries';
import { SessionsPanel } from './sessions-panel';
import { SignInsPanel } from './sign-ins-panel';
import { TotpPanel } from './totp-panel';
import { Avatar } from './avatar';
import './user.css';

/** The forms (antd Form, Input, the upload control) load with the page's first render, not with the frame or other pages. */
const ProfileForm = lazyPart(() => import('./profile-form'));
const PasswordForm = lazyPart(() => import('../../../components/password/password-form'));

const ROUTE = '/user/user';
type Tab = 'profile' | 'security' | 'sessions' | 'signIns';

/**
 * /user/user, the personal center (issue 11 #7): one's profile (nickname, avatar, phone,
 * e-mail), its security (the password; two-factor sign-in, issue 39), the devices signed in as
 * oneself and one's recent sign-ins. Everything here is about the signed-in account only. Values
 * the user or an administrator typed are marked data-user-content (any language, e2e page sweep).
 */
export default function PersonalCenterPage() {
  const profile = usePageStrings('profile');
  const logs = usePageStrings('logs');
  return profile && logs ? <PersonalCenter /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function PersonalCenter() {
  const { t } = useTranslation();
  const title = usePageTitle(ROUTE);
  const info = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('profile');
  // Narrow screens: closer tabs, so all four fit at 390 px rather than hiding behind "more".
  const mobile = useIsMobile();
  // The tab row, not the whole bar with antd's "more" button, is the tablist (axe, at 390 px).
  const bar = useRef<HTMLDivElement>(null);
  useTablistRoles(bar);

  const passwordChanged = () => {
    showSuccess(t('profile.password.changed'));
    void client.invalidateQueries({ queryKey: profileQueries.sessions(info).queryKey });
  };

  const lazy = (node: React.ReactNode) => (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>{node}</Suspense>
  );
  return (
    <Card title={title} className="bo-personal" data-testid="personal-center">
      <Tabs
        activeKey={tab}
        tabBarGutter={mobile ? 20 : undefined}
        onChange={(k) => setTab(k as Tab)}
        renderTabBar={(props, DefaultTabBar) => (
          <div ref={bar}>
            <DefaultTabBar {...props} />
          </div>
        )}
        items={[
          { key: 'profile', label: t('profile.tabs.profile'), children: <ProfileTab lazy={lazy} /> },
          {
            key: 'security',
            label: t('profile.tabs.security'),
            children: (
              <div className="bo-personal-security">
                <section className="bo-personal-part" aria-labelledby="bo-personal-password" data-layout-box>
                  <h3 id="bo-personal-password">{t('profile.password.title')}</h3>
                  <p className="bo-muted bo-personal-intro">{t('profile.password.intro')}</p>
                  {lazy(<PasswordForm account={info.userName} onDone={passwordChanged} />)}
                </section>
                <section className="bo-personal-part" aria-labelledby="bo-personal-totp" data-layout-box>
                  <h3 id="bo-personal-totp">{t('profile.totp.title')}</h3>
                  <TotpPanel active={tab === 'security'} />
                </section>
              </div>
            ),
          },
          {
            key: 'sessions',
            label: t('profile.tabs.sessions'),
            children: <SessionsPanel active={tab === 'sessions'} />,
          },
          { key: 'signIns', label: t('profile.tabs.signIns'), children: <SignInsPanel active={tab === 'signIns'} /> },
        ]}
      />
    </Card>
  );
}

/** Who one is (read-only, what an administrator decides) beside what one may change. */
function ProfileTab({ lazy }: { lazy: (node: React.ReactNode) => React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const info = useUserStore((s) => s.info)!;
  const profile = useQuery(profileQueries.profile(info));
  const p = profile.data;
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="bo-personal-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className="bo-personal-profile">
      <section className="bo-personal-summary" data-layout-box>
        <Avatar src={info.headerImg} size={72} />
        <div className="bo-personal-name" data-user-content data-testid="profile-nickname">
          {info.nickName || info.userName}
        </div>
        <dl>
          {row(t('profile.summary.account'), <span data-user-content>{info.userName}</span>, 'profile-account')}
          {row(t('profile.summary.company'), <span data-user-content>{info.company}</span>)}
          {row(t('profile.summary.gscode'), info.gscode)}
          {row(t('profile.summary.reguserno'), info.reguserno)}
          {row(
            t('profile.summary.role'),
            <span data-user-content>{p ? pickLang(i18n.language, p.roleName, p.roleNameEn) : info.roles}</span>,
          )}
          {row(
            t('profile.summary.operators'),
            info.operators ? <span data-user-content>{info.operators}</span> : t('profile.summary.noOperator'),
          )}
          {row(
            t('profile.summary.endtime'),
            info.isopen === 1 ? (
              <SubscriptionExpiry endtime={info.endtime} dateOnly />
            ) : (
              t('profile.summary.noSubscription')
            ),
          )}
        </dl>
      </section>
      <section className="bo-personal-edit" data-layout-box>
        <h3>{t('profile.form.title')}</h3>
        {profile.isError && !isSessionEnded(profile.error) ? (
          <p className="bo-personal-error" role="alert">
            {t('profile.form.loadFailed')}
          </p>
        ) : p ? (
          lazy(<ProfileForm profile={p} />)
        ) : (
          <Skeleton active paragraph={{ rows: 5 }} />
        )}
      </section>
    </div>
  );
}
