import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { getMessageAudience } from '../../../api/messages';
import { pickLang } from '../../../locales/pick-lang';

type Audience = Awaited<ReturnType<typeof getMessageAudience>>;

interface Props {
  what: 'notice' | 'message';
  audience: 'all' | 'roles';
  /** The branch's roles and accounts to pick from. */
  options: Audience | undefined;
}

/** Whom it is sent to: a notice to everyone or to chosen roles, a message to one account. */
export function SendAudienceFields({ what, audience, options }: Props) {
  const { t, i18n } = useTranslation();
  if (what !== 'notice')
    return (
      <Form.Item
        name="userId"
        label={t('messages.sendForm.to')}
        rules={[{ required: true, message: t('messages.sendForm.toNeeded') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="send-user"
          placeholder={t('messages.sendForm.toPlaceholder')}
          options={(options?.users ?? []).map((u) => ({
            value: u.id,
            label: u.nickName && u.nickName !== u.userName ? `${u.nickName} (${u.userName})` : u.userName,
          }))}
        />
      </Form.Item>
    );
  return (
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
            options={(options?.roles ?? []).map((r) => ({
              value: r.code,
              label: pickLang(i18n.language, r.name, r.nameEn),
            }))}
            placeholder={t('messages.sendForm.rolesPlaceholder')}
          />
        </Form.Item>
      )}
    </>
  );
}
