import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Segmented, theme } from 'antd';
import { LockOutlined, QrcodeOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH, type LoginBody } from '@bo/contract';
import { APP_CONFIG } from '../../app/app-config';
import { isChunkLoadError, reloadForChunk } from '../../app/chunk-errors';
import { LanguageSegmented } from '../../components/language-segmented';
import { pickLang } from '../../locales/pick-lang';
import { useUserStore } from '../../stores/user';
import { cleanLogin, firstToFill, LOGIN_MAX_LENGTH, missingFields, type LoginField } from './login-fields';
import { LoginInput } from './login-input';
import './login.css';

/** The sign-in call's code (HTTP client, contract schemas): fetched once the user starts typing or clicking. */
const loadSignIn = () => import('./sign-in');

/** Only paths inside the console are followed after sign-in (no open redirect). */
const safeRedirect = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : HOME_PATH);

/** /login: branch code, account and password (spec §2, §5), and the QR-code tab. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const last = useUserStore((s) => s.info);
  const isLogin = useUserStore((s) => s.isLogin);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'account' | 'qr'>('account');
  const [values, setValues] = useState<LoginBody>({ gscode: last?.gscode ?? '', username: last?.userName ?? '', password: '' });
  const [invalid, setInvalid] = useState<LoginField[]>([]);
  const systemName = pickLang(i18n.language, APP_CONFIG.systemName.cn, APP_CONFIG.systemName.en);
  const focusField = (field: LoginField) => document.getElementById(`login-${field}`)?.focus();
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    document.title = `${t('login.title')} - ${systemName}`;
  }, [t, systemName]);

  // The first field still to fill has the focus on arrival (the password when both codes are remembered).
  useEffect(() => {
    if (mode === 'account') focusField(firstToFill(latest.current));
  }, [mode]);

  // Already signed in (e.g. the back button): go straight to the console.
  useEffect(() => {
    if (isLogin) navigate(safeRedirect(params.get('redirect')), { replace: true });
  }, [isLogin, navigate, params]);

  function change(field: LoginField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((l) => l.filter((f) => f !== field));
    setError('');
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    // Validation before sending: every missing field says what it needs.
    const missing = missingFields(values);
    setInvalid(missing);
    if (missing.length) return focusField(missing[0]);
    setBusy(true);
    setError('');
    try {
      const failure = await (await loadSignIn()).signIn(cleanLogin(values));
      if (failure) {
        // The server's message says how many tries remain; the password is typed afresh.
        setError(failure);
        setValues((v) => ({ ...v, password: '' }));
        focusField('password');
      } else navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      // The sign-in code itself failed to load (a redeploy): reload once, else say so.
      if (isChunkLoadError(e) && reloadForChunk()) return;
      setError(isChunkLoadError(e) ? t('chunk.body') : String(e));
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (field: LoginField) => ({
    id: `login-${field}`,
    value: values[field],
    invalid: invalid.includes(field),
    'aria-invalid': invalid.includes(field),
    'aria-describedby': invalid.includes(field) ? `login-${field}-tip` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change(field, e.target.value),
    onBlur: () => values[field] === '' || missingFields(values).includes(field) ? setInvalid((l) => (l.includes(field) ? l : [...l, field])) : undefined,
  });
  const labelled = (field: LoginField, input: React.ReactNode) => (
    <div className="bo-login-field">
      <label htmlFor={`login-${field}`}>{t(`login.${field}`)}</label>
      {input}
      <div id={`login-${field}-tip`} className="bo-login-tip" style={{ color: token.colorError }} role={invalid.includes(field) ? 'alert' : undefined}>
        {invalid.includes(field) ? t(`login.${field}Tip`) : ''}
      </div>
    </div>
  );

  // A small hand-made form: antd's Form and Input would add ~30 KB gzip to this page alone.
  const accountForm = (
    // Not onFocus: the first field is focused on arrival, and the page load must stay small.
    <form noValidate onSubmit={onSubmit} onKeyDown={() => void loadSignIn()} onPointerDown={() => void loadSignIn()}>
      {labelled('gscode', <LoginInput prefix={<ShopOutlined />} placeholder={t('login.gscodeTip')} autoComplete="organization" maxLength={LOGIN_MAX_LENGTH.gscode} {...fieldProps('gscode')} />)}
      {labelled('username', <LoginInput prefix={<UserOutlined />} placeholder={t('login.usernameTip')} autoComplete="username" maxLength={LOGIN_MAX_LENGTH.username} {...fieldProps('username')} />)}
      {labelled(
        'password',
        <LoginInput type="password" revealLabel={t('login.showPassword')} prefix={<LockOutlined />} placeholder={t('login.passwordTip')} autoComplete="current-password" maxLength={LOGIN_MAX_LENGTH.password} {...fieldProps('password')} />,
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" data-testid="login-error" />}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );

  const qrPanel = (
    <div className="bo-login-qr">
      <QrcodeOutlined className="bo-login-qr-icon" />
      <p style={{ color: token.colorText }}>{t('login.qrPlaceholder')}</p>
    </div>
  );

  return (
    <div className="bo-login">
      <div className="bo-login-lang">
        <LanguageSegmented />
      </div>
      {/* A plain panel, not antd's Card: Card pulls in Tabs and Menu, far too heavy for this page. */}
      <div className="bo-login-card" style={{ background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}>
        <h1 className="bo-login-title" style={{ color: token.colorTextHeading }}>
          {systemName}
        </h1>
        <p className="bo-login-subtitle" style={{ color: token.colorTextSecondary }}>
          {t('login.subtitle')}
        </p>
        {/* Segmented rather than Tabs: same choice, a much smaller bundle for this page. */}
        <Segmented<'account' | 'qr'>
          block
          value={mode}
          onChange={setMode}
          options={[
            { value: 'account', label: t('login.tabAccount') },
            { value: 'qr', label: t('login.tabQr') },
          ]}
          style={{ marginBottom: 20 }}
        />
        {mode === 'account' ? accountForm : qrPanel}
      </div>
    </div>
  );
}
