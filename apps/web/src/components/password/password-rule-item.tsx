import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordCheck } from './password-checks';

/** One password rule, ticked off once the typed password keeps it. */
export function PasswordRuleItem({ check, met }: { check: PasswordCheck; met: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={met ? 'met' : 'unmet'} data-check={check} data-met={met}>
      {met ? (
        <CheckCircleFilled aria-label={t('profile.password.met')} />
      ) : (
        <MinusCircleOutlined aria-label={t('profile.password.unmet')} />
      )}
      <span>{t(`profile.password.rules.${check}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}</span>
    </li>
  );
}
