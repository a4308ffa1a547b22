import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportProgress, ReloadResult } from '@bo/contract';
import { ExportFailure } from '../../../../api/read-export';
import { useUserStore } from '../../../../stores/user';
import { reloadFollowers, reloadProfiles } from './follower-api';
import { invalidateFollowers } from './follower-rules';

export type FollowerReload =
  | { state: 'running'; progress: ExportProgress | null }
  | { state: 'done'; progress: ExportProgress | null; result: ReloadResult }
  | { state: 'failed'; progress: ExportProgress | null; message: string };

/**
 * Runs the reload from WeChat once when the dialog mounts (and again on `start`), following the
 * progress the server streams; the list is read again after it, however it ended.
 */
export function useFollowerReload(kind: 'followers' | 'profiles') {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [run, setRun] = useState<FollowerReload>({ state: 'running', progress: null });
  const alive = useRef(true);
  const started = useRef(false);

  const start = async () => {
    let progress: ExportProgress | null = null;
    setRun({ state: 'running', progress });
    const onProgress = (p: ExportProgress) => {
      progress = p;
      if (alive.current) setRun({ state: 'running', progress: p });
    };
    try {
      const result = await (kind === 'followers' ? reloadFollowers(onProgress) : reloadProfiles(onProgress));
      if (alive.current) setRun({ state: 'done', progress, result });
    } catch (e) {
      const f = e instanceof ExportFailure ? e : new ExportFailure('network');
      const message =
        f.kind === 'server' || f.kind === 'cancelled' ? f.message : t(`accounts.followers.reload.${f.kind}`);
      if (alive.current) setRun({ state: 'failed', progress, message });
    } finally {
      void invalidateFollowers(client, user);
    }
  };
  useEffect(() => {
    alive.current = true;
    // Once per opening (the development double effect must not call WeChat twice).
    if (!started.current) {
      started.current = true;
      void start();
    }
    return () => {
      alive.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reload starts once, when the dialog mounts
  }, []);

  return { run, start };
}
