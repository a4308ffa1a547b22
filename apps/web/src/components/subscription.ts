import dayjs from 'dayjs';

/**
 * Spec §4 Subscription: the expiry shows in red when one month or less remains
 * (an expired date included). An empty or unreadable date is never "soon".
 */
export function expiresSoon(endtime: string, now: Date): boolean {
  if (!endtime) return false;
  const end = dayjs(endtime);
  if (!end.isValid()) return false;
  return !end.isAfter(dayjs(now).add(1, 'month'), 'day');
}
