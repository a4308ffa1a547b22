import { Card, Form, Input, Radio } from 'antd';
import {
  CONTACT_ADDRESS_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_PATTERN,
  SYSTEM_NAME_MAX,
} from '@bo/contract';
import { ImageUpload } from '../../../components/upload/image-upload';
import { useSettingsRules } from './settings-rules';

/** An e-mail address in its plain form; the server checks it properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The system's names in both languages, its logo, and the default language. */
export function BasicCard() {
  const { t, required, tooLong } = useSettingsRules();
  const nameCn = t('system-settings.basic.nameCn');
  const nameEn = t('system-settings.basic.nameEn');
  return (
    <Card
      size="small"
      title={t('system-settings.basic.title')}
      className="bo-settings-card"
      data-testid="settings-basic"
    >
      <Form.Item name="systemNameCn" label={nameCn} rules={[required(nameCn), tooLong(nameCn, SYSTEM_NAME_MAX)]}>
        <Input count={{ show: true, max: SYSTEM_NAME_MAX }} lang="zh-CN" data-testid="settings-name-cn" />
      </Form.Item>
      <Form.Item name="systemNameEn" label={nameEn} rules={[required(nameEn), tooLong(nameEn, SYSTEM_NAME_MAX)]}>
        <Input count={{ show: true, max: SYSTEM_NAME_MAX }} lang="en" data-testid="settings-name-en" />
      </Form.Item>
      <Form.Item name="logo" label={t('system-settings.basic.logo')} extra={t('system-settings.basic.logoHint')}>
        <ImageUpload shape="square" size={72} data-testid="settings-logo-upload" />
      </Form.Item>
      <Form.Item
        name="defaultLanguage"
        label={t('system-settings.basic.language')}
        extra={t('system-settings.basic.languageHint')}
      >
        <Radio.Group
          optionType="button"
          options={[
            { value: 'cn', label: <span lang="zh-CN">中文</span> },
            { value: 'en', label: 'English' },
          ]}
          data-testid="settings-language"
        />
      </Form.Item>
    </Card>
  );
}

/** The branch's phone, e-mail and address. */
export function ContactCard() {
  const { t, tooLong } = useSettingsRules();
  const phone = t('system-settings.contact.phone');
  const email = t('system-settings.contact.email');
  const address = t('system-settings.contact.address');
  return (
    <Card
      size="small"
      title={t('system-settings.contact.title')}
      className="bo-settings-card"
      data-testid="settings-contact"
    >
      <Form.Item
        name="contactPhone"
        label={phone}
        rules={[
          tooLong(phone, CONTACT_PHONE_MAX),
          { pattern: CONTACT_PHONE_PATTERN, message: t('system-settings.contact.phoneInvalid') },
        ]}
      >
        <Input
          count={{ show: true, max: CONTACT_PHONE_MAX }}
          inputMode="tel"
          autoComplete="off"
          data-testid="settings-phone"
        />
      </Form.Item>
      <Form.Item
        name="contactEmail"
        label={email}
        rules={[
          tooLong(email, CONTACT_EMAIL_MAX),
          {
            validator: (_r, v?: string) =>
              !v?.trim() || EMAIL.test(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('system-settings.contact.emailInvalid'))),
          },
        ]}
      >
        <Input
          count={{ show: true, max: CONTACT_EMAIL_MAX }}
          type="email"
          autoComplete="off"
          data-testid="settings-email"
        />
      </Form.Item>
      <Form.Item name="contactAddress" label={address} rules={[tooLong(address, CONTACT_ADDRESS_MAX)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          count={{ show: true, max: CONTACT_ADDRESS_MAX }}
          data-testid="settings-address"
        />
      </Form.Item>
    </Card>
  );
}
