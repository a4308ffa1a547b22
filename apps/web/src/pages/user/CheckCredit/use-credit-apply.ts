import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { applyCredit } from './credit-api';
import { invalidateCredit } from './credit-rules';

export interface CreditApplyValues {
  guestcode?: string;
  isyuejie: boolean;
  maxprice?: string;
  maxdays?: number;
  tmpprice?: string;
  tmpdays?: number;
  reason?: string;
}

/** Sends a credit application; a temporary amount of 0 sends no temporary days. */
export function useCreditApply(onClose: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();

  const submit = (v: CreditApplyValues) =>
    run(async () => {
      const tmp = v.tmpprice?.trim() || '0';
      await applyCredit({
        guestcode: v.guestcode!,
        isyuejie: v.isyuejie ? 1 : 0,
        maxprice: v.maxprice!.trim(),
        maxdays: v.maxdays ?? 0,
        tmpprice: tmp,
        tmpdays: Number(tmp) > 0 ? (v.tmpdays ?? 0) : 0,
        reason: v.reason?.trim() ?? '',
      });
      void invalidateCredit(client, user);
      showSuccess(t('credit.done.applied', { code: v.guestcode }));
      onClose();
    });

  return { busy, refusal, submit };
}
