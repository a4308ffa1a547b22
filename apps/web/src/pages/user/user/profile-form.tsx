import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS, PROFILE_PHONE_PATTERN, type OwnProfile } from '@bo/contract';
import { ImageUpload } from '../../../components/upload/image-upload';
import { useProfileSave, type ProfileValues } from './use-profile-save';

/** An e-mail address in its plain form; the server checks it properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailCheck = (v: string | undefined, message: string) =>
  !v?.trim() || EMAIL.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message));

/**
 * One's nickname, avatar (the upload service), phone and e-mail. Checked here with the contract's
 * limits for a quick message; the server decides, and its refusal shows above the fields. Once
 * saved, the frame's avatar and name follow at once (the stored user info).
 */
export default function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const { saving, refusal, save } = useProfileSave(profile, form);

  const tooLong = (field: string, max: number) => ({ max, message: t('form.tooLong', { field, max }) });
  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="bo-profile-form"
      initialValues={{
        nickName: profile.nickName,
        headerImg: profile.headerImg,
        phone: profile.phone,
        email: profile.email,
      }}
      onFinish={(v) => void save(v)}
      data-testid="profile-form"
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} className="bo-profile-refusal" data-testid="profile-refused" />
      )}
      <Form.Item name="headerImg" label={t('profile.form.avatar')}>
        <ImageUpload shape="circle" size={80} data-testid="profile-avatar-upload" />
      </Form.Item>
      <Form.Item
        name="nickName"
        label={t('profile.form.nickName')}
        rules={[
          { required: true, whitespace: true, message: t('profile.form.nickNameRequired') },
          tooLong(t('profile.form.nickName'), PROFILE_LIMITS.nickName),
        ]}
      >
        <Input
          count={{ show: true, max: PROFILE_LIMITS.nickName }}
          autoComplete="nickname"
          data-testid="profile-nickname-input"
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('profile.form.phone')}
        rules={[
          tooLong(t('profile.form.phone'), PROFILE_LIMITS.phone),
          { pattern: PROFILE_PHONE_PATTERN, message: t('profile.form.phoneInvalid') },
        ]}
      >
        <Input
          count={{ show: true, max: PROFILE_LIMITS.phone }}
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('profile.form.phonePlaceholder')}
          data-testid="profile-phone"
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('profile.form.email')}
        rules={[
          tooLong(t('profile.form.email'), PROFILE_LIMITS.email),
          { validator: (_r, v?: string) => emailCheck(v, t('profile.form.emailInvalid')) },
        ]}
      >
        <Input
          count={{ show: true, max: PROFILE_LIMITS.email }}
          type="email"
          autoComplete="email"
          placeholder={t('profile.form.emailPlaceholder')}
          data-testid="profile-email"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
        {t('profile.form.save')}
      </Button>
    </Form>
  );
}
