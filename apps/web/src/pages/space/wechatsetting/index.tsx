import { Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SettingsBody } from '../../../components/settings-form/settings-body';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { wechatQueries } from './wechat-queries';
import './wechatsetting.css';

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
  const title = usePageTitle(ROUTE);
  const user = useUserStore((s) => s.info)!;
  const settings = useQuery(wechatQueries.settings(user));

  // A new version (saved here or read again after a refusal) starts the form afresh.
  const body = (
    <SettingsBody
      settings={settings}
      form={(data, reload) => <SettingsForm key={data.version} settings={data} reload={reload} />}
    />
  );
  return (
    <Card title={title} className="bo-wx" data-testid="wechat-settings">
      {body}
    </Card>
  );
}
