import { Form, Input, Modal, Radio, Select, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS } from '@bo/contract';
import { getMessageAudience, messageKeys, sendNotice, sendUserMessage } from '../../../api/messages';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';

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
  const { t, i18n } = useTranslation();
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
          {what === 'notice' ? (
            <>
              <Form.Item name="audience" label={t('messages.sendForm.audience')}>
                <Radio.Group
                  options={[
                    { value: 'all', label: t('messages.sendForm.everyone') },
                    { value: 'roles', label: t('messages.sendForm.roles') },
                  ]}
                />
              </Form.Item>
              {audience === 'roles' && (
                <Form.Item
                  name="roles"
                  label={t('messages.sendForm.rolesLabel')}
                  rules={[{ required: true, message: t('messages.sendForm.rolesNeeded') }]}
                >
                  <Select
                    mode="multiple"
                    data-testid="send-roles"
                    options={(options.data?.roles ?? []).map((r) => ({
                      value: r.code,
                      label: pickLang(i18n.language, r.name, r.nameEn),
                    }))}
                    placeholder={t('messages.sendForm.rolesPlaceholder')}
                  />
                </Form.Item>
              )}
            </>
          ) : (
            <Form.Item
              name="userId"
              label={t('messages.sendForm.to')}
              rules={[{ required: true, message: t('messages.sendForm.toNeeded') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="send-user"
                placeholder={t('messages.sendForm.toPlaceholder')}
                options={(options.data?.users ?? []).map((u) => ({
                  value: u.id,
                  label: u.nickName && u.nickName !== u.userName ? `${u.nickName} (${u.userName})` : u.userName,
                }))}
              />
            </Form.Item>
          )}
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
