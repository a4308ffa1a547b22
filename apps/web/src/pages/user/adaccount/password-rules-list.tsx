import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES, brokenPasswordRules } from '@bo/contract';

/**
 * The rules of a new password (the contract's brokenPasswordRules, the very check the server
 * makes), each marked kept or not as the user types: at least 8 characters, not the account name,
 * not a common password. Red only once the user has typed something.
 */
export function PasswordRulesList({ password, account, id }: { password: string; account: string; id?: string }) {
  const { t } = useTranslation();
  const broken = brokenPasswordRules(password, account);
  const touched = password.length > 0;
  return (
    <ul
      className="staff-pw-rules"
      id={id}
      aria-label={t('staff.password.rules')}
      aria-live="polite"
      data-testid="password-rules"
    >
      {PASSWORD_RULES.map((rule) => {
        const kept = touched && !broken.includes(rule);
        const state = kept ? t('staff.password.kept') : t('staff.password.broken');
        return (
          <li key={rule} data-rule={rule} data-kept={kept} data-touched={touched}>
            {kept ? <CheckCircleFilled aria-label={state} /> : <CloseCircleOutlined aria-label={state} />}
            <span>{t(`staff.password.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}</span>
          </li>
        );
      })}
    </ul>
  );
}
