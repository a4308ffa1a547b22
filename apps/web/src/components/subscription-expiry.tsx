import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { expiresSoon } from './subscription';

/** "Valid until …", in red when one month or less remains (spec §4 Subscription). */
export function SubscriptionExpiry({ endtime }: { endtime: string }) {
  const { t } = useTranslation();
  const soon = expiresSoon(endtime, new Date());
  return (
    <Typography.Text type={soon ? 'danger' : 'secondary'} data-testid="subscription-expiry" data-soon={soon}>
      {t('header.validUntil', { date: endtime || '—' })}
    </Typography.Text>
  );
}
