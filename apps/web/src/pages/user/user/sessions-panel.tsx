import { Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnSession } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { endOtherSessions, endOwnSession } from '../../../api/profile';
import { showSuccess } from '../../../lib/feedback';
import { shortUserAgent } from '../../../components/user-agent';
import { useUserStore } from '../../../stores/user';
import { profileQueries } from './profile-queries';
import type { SessionConfirmProps } from './session-confirm';
import { SessionItem } from './session-item';
import { SessionConfirm } from './session-parts';

/**
 * The devices signed in as oneself (one's live sessions): browser and system, address, when
 * signed in and last used, "this device" first. Any other one can be signed out, or all of them
 * at once ("sign out everywhere else"), each after a confirmation. Read when the tab is opened.
 */
export function SessionsPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const query = useQuery({ ...profileQueries.sessions(info), enabled: active, refetchOnMount: 'always' });
  const [asking, setAsking] = useState<(Omit<SessionConfirmProps, 'onClose'> & { key: number }) | null>(null);

  const device = (s: OwnSession) => shortUserAgent(s.userAgent) || t('profile.sessions.unknownDevice');
  const reload = () => client.invalidateQueries({ queryKey: profileQueries.sessions(info).queryKey });
  const others = (query.data ?? []).filter((s) => !s.current);

  const askEnd = (s: OwnSession) =>
    setAsking({
      key: Date.now(),
      title: t('profile.sessions.confirmEndTitle'),
      body: t('profile.sessions.confirmEndBody', { device: device(s), ip: s.ip || '—' }),
      okText: t('profile.sessions.end'),
      onOk: async () => {
        await endOwnSession(s.id).finally(reload);
        showSuccess(t('profile.sessions.ended'));
      },
    });
  const askEndAll = () =>
    setAsking({
      key: Date.now(),
      title: t('profile.sessions.confirmAllTitle'),
      body: t('profile.sessions.confirmAllBody', { count: others.length }),
      okText: t('profile.sessions.endAll'),
      onOk: async () => {
        const { ended } = await endOtherSessions().finally(reload);
        showSuccess(t('profile.sessions.endedAll', { count: ended }));
      },
    });

  let body: React.ReactNode;
  if (query.isError && !isSessionEnded(query.error)) {
    body = (
      <p className="bo-personal-error" role="alert">
        {t('profile.sessions.loadFailed')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else {
    body = (
      <ul className="bo-personal-sessions" data-testid="own-sessions">
        {query.data.map((s) => (
          <SessionItem key={s.id} s={s} device={device(s)} onEnd={() => askEnd(s)} />
        ))}
      </ul>
    );
  }

  return (
    <div data-testid="sessions-panel">
      <div className="bo-personal-toolbar">
        <p className="bo-muted bo-personal-intro">{t('profile.sessions.intro')}</p>
        <Button
          danger
          icon={<LogoutOutlined />}
          disabled={others.length === 0}
          onClick={askEndAll}
          onPointerEnter={SessionConfirm.preload}
          data-testid="sign-out-elsewhere"
        >
          {t('profile.sessions.endAll')}
        </Button>
      </div>
      {body}
      {query.data && others.length === 0 && <p className="bo-muted">{t('profile.sessions.onlyThis')}</p>}
      <Suspense fallback={null}>{asking && <SessionConfirm {...asking} onClose={() => setAsking(null)} />}</Suspense>
    </div>
  );
}
