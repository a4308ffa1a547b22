import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { LoginBody } from '@bo/contract';
import { isChunkLoadError, reloadForChunk } from '../../lib/chunk-errors';
import { loadSignInStrings, useSignInT } from '../../components/sign-in-i18n';
import { safeRedirect } from '../../lib/safe-redirect';
import {
  closeCircleGlyph,
  loadingGlyph,
  lockGlyph,
  PlainIcon,
  shopGlyph,
  userGlyph,
} from '../../components/plain-icon';
import { PlainSegmented } from '../../components/plain-segmented';
import { useSystemNameStore } from '../../stores/system-name';
import { pickLang, type Lang } from '../../locales/pick-lang';
import { useUserStore } from '../../stores/user';
import { cleanLogin, firstToFill, LOGIN_MAX_LENGTH, missingFields, type LoginField } from './login-fields';
import { LoginInput } from './login-input';
import { QrPanel } from './qr-panel';
import { forgetStaticForm, restoreFocus, staticForm } from './static-form';

/** The sign-in call's code (HTTP client, contract schemas): fetched once the user starts typing or clicking. */
const loadSignIn = () => import('./sign-in');

/** /login: branch code, account and password (spec §2, §5), and the QR-code tab. */
export default function LoginPage() {
  const isLogin = useUserStore((s) => s.isLogin);
  const [params] = useSearchParams();
  // Signed in (just now, or the back button): straight to the console, without drawing the form.
  if (isLogin) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <SignInForm />;
}

/** cn / en as two buttons; the texts change once the other language's strings are in. */
function LanguageSegmented({ label }: { label: string }) {
  const language = useUserStore((s) => s.language);
  const setLanguage = useUserStore((s) => s.setLanguage);
  const choose = (lang: Lang) =>
    void loadSignInStrings(lang).then(
      () => setLanguage(lang),
      () => setLanguage(lang),
    );
  return (
    <PlainSegmented<Lang>
      name="login-lang"
      small
      value={language}
      onChange={choose}
      options={[
        { value: 'cn', label: '中文' },
        { value: 'en', label: 'EN' },
      ]}
      aria-label={label}
      data-testid="language-switch"
    />
  );
}

/**
 * The form. Its markup is the one index.html draws before the code loads (static-markup.test.ts
 * holds them equal), so React replaces it in place; what the user did there is taken over.
 */
function SignInForm() {
  const { t, lang } = useSignInT();
  const [boot] = useState(staticForm);
  const [mode, setMode] = useState<'account' | 'qr'>(() => boot?.mode ?? 'account');
  const named = useSystemNameStore((s) => s.name);
  const systemName = pickLang(lang, named.cn, named.en);
  const account = useAccountSignIn(boot);
  useArrivalFocus(mode, boot, account);

  useEffect(() => {
    document.title = `${t('login.title')} - ${systemName}`;
  }, [t, systemName]);

  return (
    <div className="bo-login">
      <div className="bo-login-lang">
        <LanguageSegmented label={t('login.language')} />
      </div>
      <main className="bo-login-card">
        <h1 className="bo-login-title">{systemName}</h1>
        <p className="bo-login-subtitle">{t('login.subtitle')}</p>
        <PlainSegmented<'account' | 'qr'>
          name="login-mode"
          block
          className="bo-login-modes"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'account', label: t('login.tabAccount') },
            { value: 'qr', label: t('login.tabQr') },
          ]}
          aria-label={t('login.method')}
        />
        {/* Not onFocus: the first field is focused on arrival, and the page load must stay small. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not a control: the first key or press inside the form fetches the sign-in code early */}
        <form
          ref={account.form}
          className="bo-login-form"
          noValidate
          hidden={mode !== 'account'}
          onSubmit={account.onSubmit}
          onKeyDown={() => void loadSignIn()}
          onPointerDown={() => void loadSignIn()}
        >
          {account.codeStep ? <CodeFields account={account} /> : <AccountFields account={account} />}
          {account.error && (
            <div className="bo-alert bo-login-error" role="alert" data-testid="login-error">
              <PlainIcon icon={closeCircleGlyph} />
              <span>{account.error}</span>
            </div>
          )}
          <button
            type="submit"
            className="bo-btn bo-btn-primary bo-btn-lg bo-btn-block"
            aria-busy={account.busy || undefined}
          >
            {account.busy && <PlainIcon icon={loadingGlyph} className="bo-btn-spinner" />}
            {t(account.codeStep ? 'login.verify' : 'login.submit')}
          </button>
        </form>
        {mode === 'qr' && <QrPanel />}
      </main>
    </div>
  );
}

type Boot = ReturnType<typeof staticForm>;
type AccountSignIn = ReturnType<typeof useAccountSignIn>;
const focusField = (field: LoginField) => document.getElementById(`login-${field}`)?.focus();

/**
 * The account tab's state and its submit: the three fields (taken over from the static form, else
 * the last account's codes), which of them are marked missing, the server's refusal, and busy
 * while the sign-in runs. On success the user store signs in and LoginPage goes on to the console.
 */
function useAccountSignIn(boot: Boot) {
  const { t } = useSignInT();
  const last = useUserStore((s) => s.info);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<LoginBody>(
    () => boot?.values ?? { gscode: last?.gscode ?? '', username: last?.userName ?? '', password: '' },
  );
  const [invalid, setInvalid] = useState<LoginField[]>([]);
  // Two-factor sign-in (issue 39): after the right password of an account that asks for a code.
  const [codeStep, setCodeStep] = useState<'totp' | 'recovery' | null>(null);
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef(values);
  latest.current = values;

  function change(field: LoginField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((l) => l.filter((f) => f !== field));
    setError('');
  }
  /** Marks a field left empty (or still missing) when the user leaves it. */
  function left(field: LoginField) {
    if (values[field] === '' || missingFields(values).includes(field))
      setInvalid((l) => (l.includes(field) ? l : [...l, field]));
  }

  function changeCode(value: string) {
    setCode(value);
    setCodeMissing(false);
    setError('');
  }
  /** The code step: the app's code or a recovery code; back to the form for another account. */
  function chooseCodeStep(step: 'totp' | 'recovery' | null) {
    setCodeStep(step);
    setCode('');
    setCodeMissing(false);
    setError('');
    if (step === null) setValues((v) => ({ ...v, password: '' }));
  }
  // The field of the step just shown takes the focus once it is drawn (an effect runs after the
  // commit; a frame callback could run before it on a busy machine and find no field).
  const stepShown = useRef(codeStep);
  useEffect(() => {
    if (stepShown.current === codeStep) return;
    stepShown.current = codeStep;
    if (codeStep) focusCode();
    else focusField('password');
  }, [codeStep]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    // Validation before sending: every missing field says what it needs.
    const missing = missingFields(values);
    setInvalid(missing);
    if (missing.length) return focusField(missing[0]);
    const typed = code.trim();
    if (codeStep && !typed) {
      setCodeMissing(true);
      return focusCode();
    }
    setBusy(true);
    setError('');
    try {
      const body = cleanLogin(values);
      const second = codeStep === 'totp' ? { totp: typed } : codeStep === 'recovery' ? { recoveryCode: typed } : {};
      const failure = await (await loadSignIn()).signIn({ ...body, ...second });
      if (failure?.codeAsked) {
        // The password was right: the code step asks for the app's code (its hint says so).
        chooseCodeStep('totp');
      } else if (failure && codeStep) {
        // A wrong or used code: typed afresh; the server's message says how many tries remain.
        setError(failure.message);
        setCode('');
        focusCode();
      } else if (failure) {
        // The server's message says how many tries remain; the password is typed afresh.
        setError(failure.message);
        setValues((v) => ({ ...v, password: '' }));
        focusField('password');
      }
    } catch (e) {
      // The sign-in code itself failed to load (a redeploy): reload once, else say so.
      if (isChunkLoadError(e) && reloadForChunk()) return;
      setError(isChunkLoadError(e) ? t('chunk.body') : String(e));
    } finally {
      setBusy(false);
    }
  }
  return {
    values,
    invalid,
    error,
    busy,
    form,
    latest,
    change,
    left,
    onSubmit,
    codeStep,
    code,
    codeMissing,
    changeCode,
    chooseCodeStep,
  };
}

const focusCode = () => document.getElementById('login-code')?.focus();

/**
 * The code step of two-factor sign-in: the app's six digits (the phone's number pad, the browser's
 * one-time-code autofill) or, by the link under it, a recovery code; "another account" goes back.
 */
function CodeFields({ account }: { account: AccountSignIn }) {
  const { t } = useSignInT();
  const recovery = account.codeStep === 'recovery';
  const label = t(recovery ? 'login.recoveryCode' : 'login.code');
  const tip = t(recovery ? 'login.recoveryCodeTip' : 'login.codeTip');
  return (
    <div className="bo-login-code" data-testid="login-code-step">
      <h2 className="bo-login-code-title">{t('login.codeTitle')}</h2>
      <p className="bo-login-code-hint">{t(recovery ? 'login.recoveryHint' : 'login.codeHint')}</p>
      <div className="bo-login-field">
        <label htmlFor="login-code">{label}</label>
        <LoginInput
          id="login-code"
          name={recovery ? 'recoveryCode' : 'totp'}
          type="text"
          icon={lockGlyph}
          placeholder={recovery ? 'XXXXX-XXXXX' : '123456'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize={recovery ? 'characters' : undefined}
          spellCheck={false}
          maxLength={recovery ? 11 : 6}
          value={account.code}
          invalid={account.codeMissing}
          aria-invalid={account.codeMissing || undefined}
          aria-describedby={account.codeMissing ? 'login-code-tip' : undefined}
          onChange={(e) => account.changeCode(recovery ? e.target.value : e.target.value.replace(/\D/g, ''))}
        />
        <div id="login-code-tip" className="bo-login-tip" role={account.codeMissing ? 'alert' : undefined}>
          {account.codeMissing ? tip : ''}
        </div>
      </div>
      <div className="bo-login-code-links">
        <button
          type="button"
          className="bo-link-button"
          data-testid="login-code-switch"
          onClick={() => account.chooseCodeStep(recovery ? 'totp' : 'recovery')}
        >
          {t(recovery ? 'login.useCode' : 'login.useRecovery')}
        </button>
        <button
          type="button"
          className="bo-link-button"
          data-testid="login-code-back"
          onClick={() => account.chooseCodeStep(null)}
        >
          {t('login.back')}
        </button>
      </div>
    </div>
  );
}

/**
 * On arrival: the focus stays where it was on the static form, else the first field still to
 * fill has it (the password when both codes are remembered); a form sent before the code was
 * there is sent now. Later, switching back to the account tab focuses the first field to fill.
 */
function useArrivalFocus(mode: 'account' | 'qr', boot: Boot, { form, latest }: AccountSignIn) {
  const shownMode = useRef<'account' | 'qr' | null>(null);
  useEffect(() => {
    if (shownMode.current === mode) return; // StrictMode's second run: nothing changed
    const arriving = shownMode.current === null;
    shownMode.current = mode;
    if (arriving) {
      forgetStaticForm();
      if (boot?.submitted) {
        form.current?.requestSubmit();
        return;
      }
      if (boot?.focus && restoreFocus(boot.focus)) return;
    }
    if (mode === 'account') focusField(firstToFill(latest.current));
  }, [mode, boot, form, latest]);
}

/** Branch code, account and password, each with its label and the tip that says what is missing. */
function AccountFields({ account }: { account: AccountSignIn }) {
  const { t } = useSignInT();
  const { values, invalid, change, left } = account;
  const fieldProps = (field: LoginField) => ({
    id: `login-${field}`,
    name: field,
    value: values[field],
    invalid: invalid.includes(field),
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) ? `login-${field}-tip` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change(field, e.target.value),
    onBlur: () => left(field),
  });
  const labelled = (field: LoginField, input: React.ReactNode) => (
    <div className="bo-login-field">
      <label htmlFor={`login-${field}`}>{t(`login.${field}`)}</label>
      {input}
      <div id={`login-${field}-tip`} className="bo-login-tip" role={invalid.includes(field) ? 'alert' : undefined}>
        {invalid.includes(field) ? t(`login.${field}Tip`) : ''}
      </div>
    </div>
  );
  return (
    <>
      {labelled(
        'gscode',
        <LoginInput
          type="text"
          icon={shopGlyph}
          placeholder={t('login.gscodeTip')}
          autoComplete="on"
          spellCheck={false}
          autoCapitalize="off"
          maxLength={LOGIN_MAX_LENGTH.gscode}
          {...fieldProps('gscode')}
        />,
      )}
      {labelled(
        'username',
        <LoginInput
          type="text"
          icon={userGlyph}
          placeholder={t('login.usernameTip')}
          autoComplete="username"
          maxLength={LOGIN_MAX_LENGTH.username}
          {...fieldProps('username')}
        />,
      )}
      {labelled(
        'password',
        <LoginInput
          type="password"
          icon={lockGlyph}
          revealLabel={t('login.showPassword')}
          placeholder={t('login.passwordTip')}
          autoComplete="current-password"
          maxLength={LOGIN_MAX_LENGTH.password}
          {...fieldProps('password')}
        />,
      )}
    </>
  );
}
