import { branchTime } from '../../../components/branch-time';

/** A time in the order drawer: the branch's date and minute. */
export const orderTime = (iso: string) => branchTime(iso, 'YYYY-MM-DD HH:mm');
