import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchOutcome } from '@bo/contract';
import { showSuccess } from '../../lib/feedback';
import { formatCount } from '../number-format';
import { RefusalAlert } from '../submit/refusal-alert';
import { useSubmit } from '../submit/use-submit';

interface Props {
  /** The action's words: its label, whether it asks a reason. */
  action: { label: string; reason?: boolean };
  /** The rows picked, by key, as the result names them. */
  rows: { key: string | number; name: string }[];
  run: (reason: string) => Promise<BatchOutcome>;
  /** `ran`: the batch went to the server (the list is read again, the choice cleared). */
  onClose: (ran: boolean) => void;
}

/**
 * A batch action on the rows picked: first a confirmation naming the action and how many rows
 * (and asking a reason where the action needs one), then the server's answer per row: how many
 * changed, how many were already so, and each refused row by name with why. A batch with nothing
 * refused just says so and closes.
 */
export default function BatchDialog({ action, rows, run, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const submit = useSubmit();
  const n = formatCount(rows.length);
  const nameOf = new Map(rows.map((r) => [r.key, r.name]));

  const go = () =>
    void submit.run(async () => {
      const out = await run(reason.trim());
      if (out.refused.length === 0) {
        showSuccess(t('batch.allDone', { action: action.label, n: formatCount(out.changed + out.unchanged) }));
        onClose(true);
      } else setOutcome(out);
    });

  if (outcome)
    return (
      <Modal
        open
        title={t('batch.resultTitle', { action: action.label })}
        onOk={() => onClose(true)}
        onCancel={() => onClose(true)}
        okText={t('batch.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        data-testid="batch-result"
      >
        <p data-testid="batch-summary">
          {t('batch.summary', {
            changed: formatCount(outcome.changed),
            unchanged: formatCount(outcome.unchanged),
            refused: formatCount(outcome.refused.length),
          })}
        </p>
        <Alert type="warning" showIcon title={t('batch.refusedTitle')} />
        <ul className="bo-batch-refused" data-testid="batch-refused">
          {outcome.refused.map((r) => (
            <li key={r.id}>
              <b data-user-content="">{nameOf.get(r.id) ?? `#${r.id}`}</b>: {r.reason}
            </li>
          ))}
        </ul>
      </Modal>
    );

  const needsReason = action.reason === true && reason.trim() === '';
  return (
    <Modal
      open
      title={action.label}
      okText={t('batch.go', { n })}
      okButtonProps={{ disabled: needsReason, loading: submit.busy, 'data-testid': 'batch-go' }}
      cancelText={t('batch.cancel')}
      onOk={go}
      onCancel={() => !submit.busy && onClose(false)}
      data-testid="batch-confirm"
    >
      <RefusalAlert text={submit.refusal} testId="batch-error" />
      <p>{t('batch.confirm', { action: action.label, n })}</p>
      {action.reason && (
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          aria-label={t('batch.reason')}
          placeholder={t('batch.reason')}
          data-testid="batch-reason"
        />
      )}
    </Modal>
  );
}
