import { useTranslation } from 'react-i18next';
import type { OperationOutcome } from '@bo/contract';
import { Tag, type TagColour } from '../../../components/tag';

const COLOUR: Record<OperationOutcome, TagColour> = { ok: 'green', denied: 'orange', error: 'red' };

/** An operation's outcome in words: done, refused, failed. */
export function OutcomeTag({ outcome }: { outcome: OperationOutcome }) {
  const { t } = useTranslation();
  return (
    <Tag colour={COLOUR[outcome]} data-outcome={outcome}>
      {t(`logs.outcome.${outcome}`)}
    </Tag>
  );
}
