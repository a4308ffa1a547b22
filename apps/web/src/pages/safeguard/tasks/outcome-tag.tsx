import { useTranslation } from 'react-i18next';
import type { TaskOutcome } from '@bo/contract';
import { Tag, type TagColour } from '../../../components/tag';

const COLOURS: Record<TaskOutcome, TagColour> = { running: 'blue', ok: 'green', failed: 'red' };

/** A run's outcome as a tag: running, succeeded, failed, or never run (null). */
export function OutcomeTag({ outcome }: { outcome: TaskOutcome | null }) {
  const { t } = useTranslation();
  return (
    <Tag colour={outcome ? COLOURS[outcome] : 'grey'} data-testid="task-outcome" data-outcome={outcome ?? 'none'}>
      {t(`tasks.outcome.${outcome ?? 'none'}`)}
    </Tag>
  );
}
