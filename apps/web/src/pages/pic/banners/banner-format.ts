import type { BannerState } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import type { TagColour } from '../../../components/tag';

/** An instant as the branch's date and time, YYYY-MM-DD HH:mm. */
export const formatWhen = (iso: string): string => branchTime(iso, 'YYYY-MM-DD HH:mm');

/** The tag colour of each state. */
export const STATE_TAG: Record<BannerState, TagColour> = {
  live: 'green',
  scheduled: 'blue',
  ended: 'gold',
  disabled: 'grey',
};
