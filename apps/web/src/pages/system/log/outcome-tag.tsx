import { useTranslation } from 'react-i18next';
import type { OperationOutcome } from '@bo/contract';
import '../../order/order-tags.css';

const COLOUR: Record<OperationOutcome, string> = { ok: 'green', denied: 'orange', error: 'red' };

/** An operation's outcome in words: done, refused, failed. */
export function OutcomeTag({ outcome }: { outcome: OperationOutcome }) {
  const { t } = useTranslation();
  return (
    <span className={`ot ot-${COLOUR[outcome]}`} data-outcome={outcome}>
      {t(`logs.outcome.${outcome}`)}
    </span>
  );
}
