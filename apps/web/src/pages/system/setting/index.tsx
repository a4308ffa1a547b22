import { Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { M } from '@bo/contract';
import { SettingsBody } from '../../../components/settings-form/settings-body';
import { Allow } from '../../../components/allow';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { settingQueries } from './setting-queries';
import './setting.css';

const SettingsForm = lazyPart(() => import('./settings-form'));
const SoftKeys = lazyPart(() => import('./soft-keys'));
const ROUTE = '/system/setting';

/**
 * /system/setting (issue 13 #9): the branch's parameters in sections: the console's name and
 * logo and default language, the contact, the session time-outs (within the server's limits,
 * shown beside them), orders and carts (the order number format with a live example, the
 * abandoned-cart days), and the upload size limit. Save stays disabled until something changed;
 * the server's refusal shows above the form. Without the edit mark the page is read-only.
 */
export default function SystemSettingPage() {
  const ready = usePageStrings('system-settings');
  return ready ? <SettingsView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function SettingsView() {
  const title = usePageTitle(ROUTE);
  const user = useUserStore((s) => s.info)!;
  const settings = useQuery(settingQueries.settings(user));

  // A new version (saved here or read again after a refusal) starts the form afresh.
  const body = (
    <SettingsBody
      settings={settings}
      form={(data, reload) => <SettingsForm key={data.version} answer={data} reload={reload} />}
    />
  );
  return (
    <>
      <Card title={title} className="bo-settings" data-testid="system-settings">
        {body}
      </Card>
      {/* Desktop software keys (issue 14 #2): only for holders of softkey:edit, loaded after the settings. */}
      <Allow route={ROUTE} mark={M.softKeyEdit}>
        <Suspense fallback={null}>
          <SoftKeys />
        </Suspense>
      </Allow>
    </>
  );
}
