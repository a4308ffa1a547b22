import { useNavigate } from 'react-router';
import { useSignInT } from '../../app/sign-in-i18n';
import { desktopGlyph, PlainIcon } from '../../components/plain-icon';
import { PlainResult } from '../../components/plain-result';

/**
 * /softwarelogin: sign-in handed over by the desktop software (spec §7 get_LoginToken).
 * That call does not exist yet; the page says so and leads to the normal sign-in. Plain
 * elements, like the sign-in page: no antd before sign-in.
 */
export default function SoftwareLoginPage() {
  const { t } = useSignInT();
  const navigate = useNavigate();
  return (
    <PlainResult
      status="info"
      icon={<PlainIcon icon={desktopGlyph} />}
      title={t('softLogin.title')}
      subTitle={t('softLogin.body')}
      extra={
        <button type="button" className="bo-btn bo-btn-primary" onClick={() => navigate('/login')}>
          {t('softLogin.toLogin')}
        </button>
      }
      fullPage
    />
  );
}
