import { useQuery } from '@tanstack/react-query';
import { getJob, jobKeys } from '../../api/jobs';
import { useUserStore } from '../../stores/user';
import { isEnded } from './job-rules';

/**
 * While a job is not over, its state is read again this often as well as on each of its pushes:
 * the push (about once a second) is what moves the bar; this only keeps a console whose push
 * stream is down (a proxy that cuts it, a locked session being unlocked) from waiting forever.
 */
const FALLBACK_MS = 5000;

/** One of the user's jobs (null: none yet), refreshed by its 'job' pushes until it is over. */
export function useJob(id: number | null) {
  const info = useUserStore((s) => s.info);
  return useQuery({
    queryKey: jobKeys.one(info?.gscode ?? '', info?.ID ?? 0, id ?? 0),
    queryFn: () => getJob(id!),
    enabled: id !== null && Boolean(info),
    refetchInterval: (q) => (q.state.data && isEnded(q.state.data.state) ? false : FALLBACK_MS),
  });
}
