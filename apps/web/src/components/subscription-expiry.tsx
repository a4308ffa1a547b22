import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchToday } from './branch-time';
import { expiresSoon } from './subscription';

/**
 * "Valid until …", in red when one month or less remains (spec §4 Subscription). `dateOnly`
 * shows just the date, for places whose label already says "valid until". Plain text in the
 * theme's colours: antd's Typography would bring its editing and copying code (with Input)
 * into the frame's first load for one line of text.
 */
export function SubscriptionExpiry({ endtime, dateOnly = false }: { endtime: string; dateOnly?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The branch's today (a wall-clock date: its fields are the branch's day).
  const soon = expiresSoon(endtime, branchToday().toDate());
  const date = endtime || '—';
  return (
    <span
      style={{ color: soon ? token.colorError : token.colorTextSecondary }}
      data-testid="subscription-expiry"
      data-soon={soon}
    >
      {dateOnly ? date : t('header.validUntil', { date })}
    </span>
  );
}
