import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { expiresSoon } from './subscription';

/**
 * "Valid until …", in red when one month or less remains (spec §4 Subscription). `dateOnly`
 * shows just the date, for places whose label already says "valid until".
 */
export function SubscriptionExpiry({ endtime, dateOnly = false }: { endtime: string; dateOnly?: boolean }) {
  const { t } = useTranslation();
  const soon = expiresSoon(endtime, new Date());
  const date = endtime || '—';
  return (
    <Typography.Text type={soon ? 'danger' : 'secondary'} data-testid="subscription-expiry" data-soon={soon}>
      {dateOnly ? date : t('header.validUntil', { date })}
    </Typography.Text>
  );
}
