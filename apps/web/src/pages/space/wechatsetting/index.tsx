import { Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../../api/http';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { wechatQueries } from './wechat-queries';
import './wechatsetting.css';

const LoadError = lazyPart(() => import('../../../components/load-error'));
/** The form (antd Form, Input, Alert) loads with the page's first render, not in its first load. */
const SettingsForm = lazyPart(() => import('./settings-form'));
const ROUTE = '/space/wechatsetting';

/**
 * /space/wechatsetting (issue 13 #8): the branch's WeChat official account (AppID, AppSecret,
 * Token, EncodingAESKey), the message templates of the shop's notices, and the mini-program
 * (AppID, AppSecret). Secrets are write-only: the server says only whether each is set, so the
 * form shows a set one masked with Replace and Clear. "Test connection" asks WeChat (through the
 * server) with the values in the form, saving nothing. Without the edit mark the page is read-only.
 */
export default function WechatSettingPage() {
  return usePageStrings('wechat-settings') ? <WechatSettingView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function WechatSettingView() {
  const { t } = useTranslation();
  const title = usePageTitle(ROUTE);
  const user = useUserStore((s) => s.info)!;
  const settings = useQuery(wechatQueries.settings(user));

  let body: React.ReactNode;
  if (settings.isError && !settings.data && !isSessionEnded(settings.error)) {
    body = (
      <Suspense fallback={null}>
        <LoadError
          message={settings.error.message}
          retryLabel={t('common.retry')}
          onRetry={() => void settings.refetch()}
        />
      </Suspense>
    );
  } else if (!settings.data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  // A new version (saved here or read again after a refusal) starts the form afresh.
  else {
    body = (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <SettingsForm key={settings.data.version} settings={settings.data} reload={() => void settings.refetch()} />
      </Suspense>
    );
  }
  return (
    <Card title={title} className="bo-wx" data-testid="wechat-settings">
      {body}
    </Card>
  );
}
