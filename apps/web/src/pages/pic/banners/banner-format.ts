import type { BannerState } from '@bo/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the user's local date and time, YYYY-MM-DD HH:mm. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The tag colour of each state (order-tags.css). */
export const STATE_TAG: Record<BannerState, string> = {
  live: 'ot-green',
  scheduled: 'ot-blue',
  ended: 'ot-gold',
  disabled: 'ot-grey',
};
