import { useState } from 'react';
import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@bo/contract';
import { runTask } from '../../../api/tasks';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useSubmit } from '../../../components/submit/use-submit';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { TASK_COLUMNS } from './columns';
import { tasksQueries } from './tasks-queries';
import { TASKS_ROUTE, TASKS_RULES, TASKS_TABLE } from './tasks-rules';
import './tasks.css';

const RunsDrawer = lazyPart(() => import('./runs-drawer'));
const taskOf = (r: TaskRow) => r.task;

/**
 * /safeguard/tasks (issue 37 #9, RuoYi's 定时任务): the periodic work with its last run, result
 * and next run; with tasks:run, run one now (confirmed; the list is read every 2 s until it ends);
 * a task's runs in a drawer. The platform owner's branch sees the platform tasks too; another
 * branch its own branch tasks only (the server decides, docs/decisions/0146-scheduled-tasks.md).
 */
export default function SafeguardTasksPage() {
  return usePageStrings('tasks') ? <TasksView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function TasksView() {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canRun = useAllow(TASKS_ROUTE, 'tasks:run');
  const submit = useSubmit({
    show: 'message',
    onStale: () => client.invalidateQueries({ queryKey: ['tasks', user.gscode] }),
  });
  const [shown, setShown] = useState<TaskRow | null>(null);
  const run = (r: TaskRow) =>
    submit.run(async () => {
      await runTask(r.task);
      showSuccess(t('tasks.started', { name: pickLang(i18n.language, r.name, r.nameEn) }));
      await client.invalidateQueries({ queryKey: ['tasks', user.gscode] });
    }, r.task);
  const columns = useColumns(TASK_COLUMNS, {
    canRun,
    run,
    starting: (task: string) => submit.busyWith(task),
    history: setShown,
    opens: RunsDrawer,
  });
  return (
    <ListPage
      testId="tasks-page"
      className="tasks-page"
      route={TASKS_ROUTE}
      table={TASKS_TABLE}
      rules={TASKS_RULES}
      columns={columns}
      keyColumn="name"
      rowKey={taskOf}
      query={(u) => tasksQueries.list(u)}
      empty={t('tasks.empty')}
    >
      <Opened value={shown}>{(task) => <RunsDrawer task={task} onClose={() => setShown(null)} />}</Opened>
    </ListPage>
  );
}
