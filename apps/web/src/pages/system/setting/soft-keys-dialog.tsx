import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SOFT_KEY_NAME_MAX, type SoftKeyAccount } from '@bo/contract';
import { createSoftKey } from '../../../api/soft-login';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showError, showSuccess } from '../../../lib/feedback';

interface Values {
  name: string;
  userId: number;
}

/**
 * "New key" (loaded when first opened): a name and the account the software signs in as (the
 * branch's enabled accounts). Once created, the dialog shows the key, this one time, with a copy
 * button; closing it forgets the key. A refusal of the server stays in the dialog.
 */
export default function SoftKeyDialog({
  accounts,
  onCreated,
  onClose,
}: {
  accounts: SoftKeyAccount[];
  onCreated: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit();
  const [key, setKey] = useState<string | null>(null);

  const create = (v: Values) =>
    run(async () => {
      const answer = await createSoftKey({ name: v.name.trim(), userId: v.userId });
      setKey(answer.key);
      onCreated();
    });

  // Shown once: the server keeps only the key's hash.
  if (key) return <KeyShown softKey={key} onClose={onClose} />;

  return (
    <Modal
      open
      title={t('soft-keys.dialog.title')}
      okText={t('soft-keys.dialog.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'soft-key-create' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="soft-key-dialog"
    >
      <RefusalAlert text={refusal} testId="soft-key-refused" />
      <Form<Values> form={form} name="soft-key" layout="vertical" onFinish={(v) => void create(v)}>
        <SoftKeyFields accounts={accounts} />
      </Form>
    </Modal>
  );
}

/** The new key, this one time, with a copy button; closing forgets it. */
function KeyShown({ softKey: key, onClose }: { softKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key);
      showSuccess(t('soft-keys.dialog.copied'));
    } catch {
      showError(t('soft-keys.dialog.copyFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('soft-keys.dialog.shownTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="soft-key-done">
          {t('soft-keys.dialog.done')}
        </Button>
      }
      destroyOnHidden
      data-testid="soft-key-shown"
    >
      <Alert type="warning" showIcon title={t('soft-keys.dialog.shownText')} />
      <div className="bo-soft-key-value">
        <Input
          readOnly
          value={key}
          aria-label={t('soft-keys.dialog.keyLabel')}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="soft-key-value"
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="soft-key-copy">
          {t('soft-keys.dialog.copy')}
        </Button>
      </div>
    </Modal>
  );
}

function SoftKeyFields({ accounts }: { accounts: SoftKeyAccount[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t('soft-keys.dialog.name')}
        extra={t('soft-keys.dialog.nameHelp')}
        rules={[
          { required: true, whitespace: true, message: t('soft-keys.dialog.nameRequired') },
          {
            validator: (_r, v?: string) =>
              (v ?? '').trim().length <= SOFT_KEY_NAME_MAX
                ? Promise.resolve()
                : Promise.reject(new Error(t('soft-keys.dialog.nameTooLong', { max: SOFT_KEY_NAME_MAX }))),
          },
        ]}
      >
        <Input autoComplete="off" count={{ show: true, max: SOFT_KEY_NAME_MAX }} data-testid="soft-key-name" />
      </Form.Item>
      <Form.Item
        name="userId"
        label={t('soft-keys.dialog.account')}
        extra={t('soft-keys.dialog.accountHelp')}
        rules={[{ required: true, message: t('soft-keys.dialog.accountRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={accounts.map((a) => ({ value: a.id, label: `${a.nickName} (${a.userName})` }))}
          data-testid="soft-key-account"
        />
      </Form.Item>
    </>
  );
}
