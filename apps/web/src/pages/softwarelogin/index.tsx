import { Button, Result } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * /softwarelogin: sign-in handed over by the desktop software (spec §7 get_LoginToken).
 * That call does not exist yet; the page says so and leads to the normal sign-in.
 */
export default function SoftwareLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      icon={<DesktopOutlined />}
      title={t('softLogin.title')}
      subTitle={t('softLogin.body')}
      extra={<Button type="primary" onClick={() => navigate('/login')}>{t('softLogin.toLogin')}</Button>}
      style={{ paddingTop: '15vh' }}
    />
  );
}
