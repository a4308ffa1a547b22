import type { TaskRow } from '@bo/contract';
import { Muted, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions } from '../../../components/list-page/row-actions';
import { RowConfirm } from '../../../components/list-page/row-confirm';
import { EllipsisText } from '../../../components/ellipsis-text';
import { Tag } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';
import { OutcomeTag } from './outcome-tag';

/** What a row may do: run it now (tasks:run), open its runs. */
export interface TasksContext {
  canRun: boolean;
  run: (row: TaskRow) => Promise<unknown>;
  starting: (task: string) => boolean;
  history: (row: TaskRow) => void;
  /** The runs drawer's code, loaded on a hint. */
  opens: { preload: () => void };
}

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The periodic tasks' columns. */
export const TASK_COLUMNS: ColumnSpec<TaskRow, TasksContext>[] = [
  {
    key: 'name',
    title: 'tasks.col.name',
    width: 260,
    render: (r, { t, lang }) => (
      <span className="tasks-name" data-testid={`task-${r.task}`}>
        <span className="tasks-title">
          <strong>{pickLang(lang, r.name, r.nameEn)}</strong>
          <Tag colour={r.scope === 'platform' ? 'purple' : 'cyan'}>{t(`tasks.scope.${r.scope}`)}</Tag>
        </span>
        <span className="bo-muted tasks-what">{pickLang(lang, r.what, r.whatEn)}</span>
      </span>
    ),
  },
  {
    key: 'lastRun',
    title: 'tasks.col.lastRun',
    width: 170,
    render: (r) => <TimeCell at={r.lastRun?.startedAt} format={TIME} />,
  },
  {
    key: 'result',
    title: 'tasks.col.result',
    width: 300,
    render: (r, { lang }) => (
      <span className="tasks-result" data-testid={`task-result-${r.task}`}>
        <OutcomeTag outcome={r.lastRun?.outcome ?? null} />
        {r.lastRun && r.lastRun.outcome !== 'running' && (
          <EllipsisText
            text={
              r.lastRun.outcome === 'failed' ? r.lastRun.error : pickLang(lang, r.lastRun.result, r.lastRun.resultEn)
            }
            className="tasks-result-text"
          />
        )}
      </span>
    ),
  },
  {
    key: 'nextRun',
    title: 'tasks.col.nextRun',
    width: 220,
    render: (r, { t, lang }) => (
      <span className="tasks-name">
        {r.nextRunAt ? <TimeCell at={r.nextRunAt} format={TIME} /> : <Muted>{t('tasks.off')}</Muted>}
        <span className="bo-muted tasks-what">{pickLang(lang, r.note, r.noteEn)}</span>
      </span>
    ),
  },
  {
    key: 'actions',
    title: 'tasks.col.actions',
    width: 170,
    mobileWidth: 110,
    fixedRight: true,
    render: (r, { t, lang, canRun, run, starting, history, opens }) => {
      const name = pickLang(lang, r.name, r.nameEn);
      return (
        <RowActions>
          {canRun && (
            <RowConfirm
              confirm={{
                title: t('tasks.runTitle', { name }),
                description: t(`tasks.runHint.${r.scope}`),
                okText: t('tasks.run'),
                cancelText: t('tasks.cancel'),
                okTestId: 'task-run-ok',
              }}
              onConfirm={() => run(r)}
              label={t('tasks.runOf', { name })}
              loading={starting(r.task) || r.running}
              disabled={r.running}
              testId={`task-run-${r.task}`}
            >
              {r.running ? t('tasks.running') : t('tasks.run')}
            </RowConfirm>
          )}
          <RowAction
            onClick={() => history(r)}
            opens={opens}
            label={t('tasks.historyOf', { name })}
            testId={`task-history-${r.task}`}
          >
            {t('tasks.history')}
          </RowAction>
        </RowActions>
      );
    },
  },
];
