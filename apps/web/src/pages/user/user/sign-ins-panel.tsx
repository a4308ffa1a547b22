import { Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OWN_SIGN_INS } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { UserAgentText } from '../../../components/user-agent-text';
import { useUserStore } from '../../../stores/user';
import { profileQueries } from './profile-queries';
import '../../../components/tag.css';
import { branchTime } from '../../../components/branch-time';
import { REASON_COLOUR } from '../loginlog/reason-colour';

/**
 * One's latest sign-ins (OWN_SIGN_INS), failed tries included, newest first: time, outcome (the
 * sign-in log's words), address and browser. A table on wide screens, one block per row on narrow ones.
 */
export function SignInsPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info)!;
  const query = useQuery({ ...profileQueries.signIns(info), enabled: active, refetchOnMount: 'always' });

  let body: React.ReactNode;
  if (query.isError && !isSessionEnded(query.error)) {
    body = (
      <p className="bo-personal-error" role="alert">
        {t('profile.signIns.loadFailed')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (query.data.length === 0) {
    body = <p className="bo-muted">{t('profile.signIns.empty')}</p>;
  } else {
    body = (
      <table className="bo-personal-signins" data-testid="own-sign-ins">
        <thead>
          <tr>
            <th scope="col">{t('profile.signIns.time')}</th>
            <th scope="col">{t('profile.signIns.outcome')}</th>
            <th scope="col">{t('profile.signIns.ip')}</th>
            <th scope="col">{t('profile.signIns.device')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((r) => (
            <tr key={r.id} data-reason={r.reason}>
              <td data-label={t('profile.signIns.time')}>
                <span className="bo-code">{branchTime(r.at, 'YYYY-MM-DD HH:mm:ss')}</span>
              </td>
              <td data-label={t('profile.signIns.outcome')}>
                <span className={`ot ot-${REASON_COLOUR[r.reason]}`}>{t(`logs.reason.${r.reason}`)}</span>
              </td>
              <td data-label={t('profile.signIns.ip')}>
                <span className="bo-code">{r.ip || '—'}</span>
              </td>
              <td data-label={t('profile.signIns.device')}>
                <UserAgentText agent={r.userAgent} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div data-testid="sign-ins-panel">
      <p className="bo-muted bo-personal-intro">{t('profile.signIns.intro', { count: OWN_SIGN_INS })}</p>
      {body}
    </div>
  );
}
