import { Form, Input, Modal, Radio, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS } from '@bo/contract';
import { getMessageAudience, messageKeys, sendNotice, sendUserMessage } from '../../../api/messages';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { SendAudienceFields } from './send-audience-fields';

interface Values {
  what: 'notice' | 'message';
  audience: 'all' | 'roles';
  roles?: string[];
  userId?: number;
  title: string;
  body?: string;
}

/**
 * Sending (mark notice:send): a notice to the whole branch or to chosen roles, or a message to
 * one account of the branch. The server checks again (the roles and the account must be the
 * branch's); a refusal shows in the dialog, which stays open with what was typed.
 */
export default function SendDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const info = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const what = Form.useWatch('what', form) ?? 'notice';
  const audience = Form.useWatch('audience', form) ?? 'all';
  const { busy, refusal, run } = useSubmit();
  const options = useQuery({ queryKey: messageKeys.audience(info.gscode, info.ID), queryFn: getMessageAudience });

  const submit = (v: Values) =>
    run(async () => {
      const text = { title: v.title.trim(), body: (v.body ?? '').trim() };
      if (v.what === 'notice')
        await sendNotice({ ...text, audience: v.audience, roles: v.audience === 'roles' ? (v.roles ?? []) : [] });
      else await sendUserMessage({ ...text, userId: v.userId! });
      await client.invalidateQueries({ queryKey: messageKeys.all(info.gscode, info.ID) });
      showSuccess(t(v.what === 'notice' ? 'messages.sendForm.noticeSent' : 'messages.sendForm.messageSent'));
      onClose();
    });

  return (
    <Modal
      open
      title={t('messages.sendForm.title')}
      okText={t('messages.sendForm.submit')}
      cancelText={t('messages.sendForm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'send-submit' }}
      destroyOnHidden
    >
      <RefusalAlert text={refusal} testId="send-refusal" />
      {options.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Form<Values>
          form={form}
          name="send"
          layout="vertical"
          initialValues={{ what: 'notice', audience: 'all' }}
          onFinish={(v) => void submit(v)}
          data-testid="send-form"
        >
          <Form.Item name="what" label={t('messages.sendForm.what')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'notice', label: t('messages.sendForm.notice') },
                { value: 'message', label: t('messages.sendForm.message') },
              ]}
            />
          </Form.Item>
          <SendAudienceFields what={what} audience={audience} options={options.data} />
          <Form.Item
            name="title"
            label={t('messages.sendForm.titleLabel')}
            rules={[
              { required: true, whitespace: true, message: t('messages.sendForm.titleNeeded') },
              { max: MESSAGE_LIMITS.title },
            ]}
          >
            <Input maxLength={MESSAGE_LIMITS.title} showCount data-testid="send-title" />
          </Form.Item>
          <Form.Item name="body" label={t('messages.sendForm.body')} rules={[{ max: MESSAGE_LIMITS.body }]}>
            <Input.TextArea
              maxLength={MESSAGE_LIMITS.body}
              showCount
              autoSize={{ minRows: 3, maxRows: 10 }}
              data-testid="send-body"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
