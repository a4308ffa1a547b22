import type { Dayjs } from 'dayjs';
import { branchToday } from '../branch-time';

type T = (key: string) => string;

/**
 * The quick ranges of the list pages' date filters (orders, payments, carts, the logs): today,
 * yesterday, the last 7 days, this and last month, this year. Whole days of the branch (its
 * today, as the server counts days), not of the browser.
 */
export function dateRangePresets(t: T, now: Dayjs = branchToday()): { label: string; value: [Dayjs, Dayjs] }[] {
  const today = now.startOf('day');
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: t('orders.filter.today'), value: [today, today] },
    { label: t('orders.filter.yesterday'), value: [today.subtract(1, 'day'), today.subtract(1, 'day')] },
    { label: t('orders.filter.last7'), value: [today.subtract(6, 'day'), today] },
    { label: t('orders.filter.thisMonth'), value: [today.startOf('month'), today] },
    {
      label: t('orders.filter.lastMonth'),
      value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')],
    },
    { label: t('orders.filter.thisYear'), value: [today.startOf('year'), today] },
  ];
}
