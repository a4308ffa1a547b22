import { Checkbox, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isPlanGrowth, type PlanImportError } from '@bo/contract';
import { copyLastYearPlan } from '../../../api/year-plan';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { invalidateYearPlan } from './plan-queries';

export type PlanDialog =
  | { kind: 'copy'; year: number; hasTargets: boolean }
  | { kind: 'importErrors'; errors: PlanImportError[]; moreErrors: number };

/** The year plan's dialogs, loaded when one is first opened: copy last year, an import's errors. */
export default function PlanDialogs({ dialog, onClose }: { dialog: PlanDialog; onClose: () => void }) {
  return dialog.kind === 'copy' ? (
    <CopyDialog year={dialog.year} hasTargets={dialog.hasTargets} onClose={onClose} />
  ) : (
    <ImportErrors errors={dialog.errors} more={dialog.moreErrors} onClose={onClose} />
  );
}

function CopyDialog({ year, hasTargets, onClose }: { year: number; hasTargets: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<{ growth: string; replace: boolean }>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateYearPlan(client, user) });
  const from = year - 1;

  const submit = (v: { growth: string; replace?: boolean }) =>
    run(async () => {
      const { lines } = await copyLastYearPlan(year, v.growth.trim(), Boolean(v.replace));
      await invalidateYearPlan(client, user);
      showSuccess(t('yearPlan.copy.done', { lines, from }));
      onClose();
    });

  return (
    <Modal
      open
      title={t('yearPlan.copy.title', { from, year })}
      okText={t('yearPlan.copy.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'plan-copy-ok' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="plan-copy-dialog"
    >
      <RefusalAlert text={refusal} testId="plan-copy-error" />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ growth: '10', replace: false }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="growth"
          label={t('yearPlan.copy.growth')}
          extra={t('yearPlan.copy.growthHelp', { from })}
          rules={[
            {
              validator: (_, v: string) =>
                isPlanGrowth(String(v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('yearPlan.copy.badGrowth'))),
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={8} suffix="%" data-testid="plan-copy-growth" />
        </Form.Item>
        {hasTargets && (
          <Form.Item
            name="replace"
            valuePropName="checked"
            rules={[
              {
                validator: (_, v: boolean) =>
                  v ? Promise.resolve() : Promise.reject(new Error(t('yearPlan.copy.replace', { year, from }))),
              },
            ]}
          >
            <Checkbox data-testid="plan-copy-replace">{t('yearPlan.copy.replace', { year, from })}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function ImportErrors({ errors, more, onClose }: { errors: PlanImportError[]; more: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('yearPlan.import.failedTitle')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('yearPlan.import.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
      data-testid="plan-import-errors"
    >
      <p>{t('yearPlan.import.failedIntro')}</p>
      <ol className="yp-errors" data-testid="plan-import-error-list">
        {errors.map((e) => (
          <li key={`${e.cell}:${e.message}`}>
            <span className="bo-code yp-error-cell">{e.cell}</span>
            <span data-user-content="">{e.message}</span>
          </li>
        ))}
      </ol>
      {more > 0 && <p className="bo-muted">{t('yearPlan.import.more', { count: more })}</p>}
    </Modal>
  );
}
