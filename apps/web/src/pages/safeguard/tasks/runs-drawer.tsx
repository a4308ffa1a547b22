import { useState } from 'react';
import { Alert, Drawer, Pagination, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskRow, TaskRun } from '@bo/contract';
import { listTaskRuns } from '../../../api/tasks';
import { branchTime } from '../../../components/branch-time';
import EmptyState from '../../../components/empty-state';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { OutcomeTag } from './outcome-tag';
import { RUNNING_REFRESH_MS } from './tasks-rules';

const PAGE_SIZE = 10;
const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The time between a run's start and end in whole seconds: "< 1 s", "12 s", "3 min 5 s". */
function took(run: TaskRun): string | null {
  if (!run.finishedAt) return null;
  const s = Math.round(Math.max(0, Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000);
  return s < 1 ? '< 1 s' : s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/**
 * One task's runs for the user's scope, newest first, ten a page: when and how long, who started
 * it (the timer or an account), the outcome and what it did or why it failed, and the process.
 * Read again every 2 s while a run of it is under way.
 */
export default function RunsDrawer({ task, onClose }: { task: TaskRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const mobile = useIsMobile();
  const user = useUserStore((s) => s.info)!;
  const [page, setPage] = useState(1);
  const runs = useQuery({
    queryKey: ['tasks', user.gscode, 'runs', task.task, page] as const,
    queryFn: () => listTaskRuns(task.task, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((r) => r.outcome === 'running') ? RUNNING_REFRESH_MS : false),
  });
  const name = pickLang(lang, task.name, task.nameEn);
  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 640}
      title={t('tasks.runsTitle', { name })}
      data-testid="task-runs-drawer"
      className="tasks-drawer"
    >
      {runs.isError ? (
        <Alert type="error" showIcon title={t('tasks.runsError')} />
      ) : !runs.data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : runs.data.total === 0 ? (
        <EmptyState description={t('tasks.noRuns')} />
      ) : (
        <>
          <ol className="tasks-runs" aria-busy={runs.isFetching || undefined}>
            {runs.data.list.map((r) => (
              <li key={r.id} className="tasks-run" data-testid="task-run">
                <div className="tasks-run-head">
                  <OutcomeTag outcome={r.outcome} />
                  <span className="bo-code">{branchTime(r.startedAt, TIME)}</span>
                  {took(r) && <span className="bo-muted">{t('tasks.took', { time: took(r) })}</span>}
                </div>
                {r.outcome === 'failed' ? (
                  <div className="tasks-run-error">{r.error}</div>
                ) : (
                  r.outcome === 'ok' && <div>{pickLang(lang, r.result, r.resultEn)}</div>
                )}
                <div className="bo-muted tasks-run-meta">
                  {r.trigger === 'timer' ? t('tasks.byTimer') : t('tasks.byUser', { name: r.startedBy })}
                  {' · '}
                  <span className="bo-code">{r.process}</span>
                </div>
              </li>
            ))}
          </ol>
          {runs.data.total > PAGE_SIZE && (
            <Pagination
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={runs.data.total}
              onChange={setPage}
              showSizeChanger={false}
              className="tasks-runs-pages"
            />
          )}
        </>
      )}
    </Drawer>
  );
}
