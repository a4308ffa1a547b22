import type { BannerState } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';

/** An instant as the branch's date and time, YYYY-MM-DD HH:mm. */
export const formatWhen = (iso: string): string => branchTime(iso, 'YYYY-MM-DD HH:mm');

/** The tag colour of each state (components/tag.css). */
export const STATE_TAG: Record<BannerState, string> = {
  live: 'ot-green',
  scheduled: 'ot-blue',
  ended: 'ot-gold',
  disabled: 'ot-grey',
};
