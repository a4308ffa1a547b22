import { useState } from 'react';
import { Alert, Checkbox, Modal, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  callAddress,
  CLIENT_CHOOSABLE_FIELDS,
  CLIENT_FIELD_CHOICES,
  CLIENT_FORCED_FIELDS,
  type ClientChoosableField,
  type ClientRequiredFields,
  type SetClientRequiredFields,
} from '@bo/contract';
import { call } from '../../../../api/http';
import { RefusalAlert } from '../../../../components/submit/refusal-alert';
import { useSubmit } from '../../../../components/submit/use-submit';
import { showSuccess } from '../../../../lib/feedback';
import { useUserStore } from '../../../../stores/user';
import { wordIn } from '../../../../locales/words';

const READ = callAddress<typeof ClientRequiredFields>('GET', '/api/UManage/ClientRequiredFields');
const SAVE = callAddress<typeof SetClientRequiredFields>('POST', '/api/UManage/SetClientRequiredFields');

/** The same key as the client dialog's read, so a saved choice reaches an open profile form at once. */
const requiredKey = (gscode: string) => ['client-required-fields', gscode] as const;

/**
 * The required-field chooser (spec §5, issue 12 #1): which profile fields every client of the
 * branch must have filled in. The customer name and the company full name are always required
 * and shown ticked and locked; the server holds every save to the same choice.
 */
export default function RequiredFieldsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const gscode = useUserStore((s) => s.info!.gscode);
  const lang = useUserStore((s) => s.language);
  const client = useQueryClient();
  const current = useQuery({
    queryKey: requiredKey(gscode),
    queryFn: async () => (await call(READ, {}, { quiet: true })).data.chosen,
    staleTime: 0,
  });
  const [picked, setPicked] = useState<ClientChoosableField[] | null>(null);
  const chosen = picked ?? current.data ?? [];
  const { busy, refusal, run } = useSubmit();
  const save = () =>
    run(async () => {
      const saved = (await call(SAVE, { body: { chosen } }, { quiet: true })).data.chosen;
      client.setQueryData(requiredKey(gscode), saved);
      showSuccess(t('accounts.clients.required.saved'));
      onClose();
    });

  return (
    <Modal
      open
      title={t('accounts.clients.required.title')}
      okText={t('accounts.clients.required.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: !current.data, 'data-testid': 'required-fields-save' }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="required-fields-dialog"
    >
      <p className="bo-muted">{t('accounts.clients.required.intro')}</p>
      <RefusalAlert text={refusal} testId="required-fields-refusal" />
      {current.isError && <Alert type="error" showIcon title={current.error.message} />}
      {current.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div className="acc-required-grid">
          {CLIENT_FORCED_FIELDS.map((f) => (
            <Checkbox key={f} checked disabled>
              {t(`dashboard.client.fields.${f}`)}{' '}
              <span className="bo-muted">({t('accounts.clients.required.always')})</span>
            </Checkbox>
          ))}
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setPicked(v)}
            options={CLIENT_CHOOSABLE_FIELDS.map((f) => ({ value: f, label: wordIn(CLIENT_FIELD_CHOICES[f], lang) }))}
            data-testid="required-fields-choice"
          />
        </div>
      )}
    </Modal>
  );
}
