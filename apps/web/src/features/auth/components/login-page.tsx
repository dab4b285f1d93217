import { Suspense, lazy, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '@m/contract';
import {
  CaptchaField, Checkbox, Form, PasswordField, SubmitButton, TextField, useAppForm,
  captchaRule, loginMobileRule, loginPasswordRule, loginUsernameRule, smsCodeRule, useDialingCode, type FormRules,
} from '@/components/form';
import { toast } from '@/components/ui/toast';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useMerchantCode } from '@/lib/merchant';
import { refusalWantsCaptcha } from '@/features/auth/api-error';
import { useCaptcha } from '@/features/auth/api/captcha';
import { useLoginMutation } from '@/features/auth/api/login';
import { REDIRECT_PARAM, loginReturnPath } from '@/features/auth/redirect';
import {
  forgetLogin, loadRememberedLogin, rememberLogin, rememberPreference, setRememberPreference, type LoginMethod,
} from '@/features/auth/remembered-login';
import { startSession } from '@/features/auth/session-start';
import { AuthBrand } from '@/features/auth/components/auth-brand';
import { AuthTop } from '@/features/auth/components/auth-top';
import { LoginNavStrip } from '@/features/auth/components/login-nav-strip';
import { MethodTabs } from '@/features/auth/components/method-tabs';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { TrialButton } from '@/features/auth/components/trial-button';
import '@/features/auth/components/auth.css';

/** Sign-in by mobile code: its fields load when the visitor picks it (the dialing-code picker is heavy). */
const LoginSmsFields = lazy(() => import('@/features/auth/components/login-sms-fields'));

type LoginField = 'username' | 'password' | 'mobile' | 'verificationCode' | 'captcha' | 'countryDialingCode';

type LoginValues = Record<LoginField, string>;

const EMPTY: LoginValues = { username: '', password: '', mobile: '', verificationCode: '', captcha: '', countryDialingCode: '' };

const METHOD_RULES: Record<LoginMethod, FormRules<LoginValues>> = {
  username: { username: loginUsernameRule, password: loginPasswordRule },
  sms: { mobile: loginMobileRule, verificationCode: smsCodeRule },
};

/** Which field a refused login points at; others show as a message. */
const REFUSAL_FIELDS: Partial<Record<string, LoginField>> = {
  'captcha.required': 'captcha',
  'captcha.error': 'captcha',
  'verification.code.error': 'verificationCode',
};

/** The member's own break from play: no login until it ends (its end is in the text). */
const EXCLUSION_REFUSALS = new Set(['login.excluded', 'login.excluded.permanent']);

/** Where the visitor came from: `?redirect=` or the state of a guarded link; else home. */
function useReturnPath(): string {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as { from?: unknown } | null;
  return loginReturnPath(searchParams.get(REDIRECT_PARAM) ?? state?.from);
}

/** Spec §2 Login, §4 Login. `languageSwitch` is the language block the route composes in (the header is hidden here). */
export function LoginPage({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const merchantCode = useMerchantCode();
  const returnPath = useReturnPath();
  const smsLoginOn = useFlag('MOBILEVERCODELOGIN3');
  const freePlayOn = useFlag('FREEPLAY3');
  const [method, setMethod] = useState<LoginMethod>('username');
  const [remember, setRemember] = useState(rememberPreference);
  const [captchaShown, setCaptchaShown] = useState(false);
  /** The member's own time-out or self-exclusion refused the login: said on the page until the next try, not in a passing toast. */
  const [excluded, setExcluded] = useState<string | null>(null);
  const { captcha, refresh: refreshCaptcha } = useCaptcha('login', captchaShown);
  const loginMutation = useLoginMutation();
  const activeMethod: LoginMethod = smsLoginOn ? method : 'username';
  const defaultDialingCode = useDialingCode('');
  const form = useAppForm<LoginValues>({
    defaultValues: EMPTY,
    rules: { ...METHOD_RULES[activeMethod], ...(captchaShown ? { captcha: captchaRule } : {}) },
  });

  const fillRemembered = useEffectEvent(async (loginMethod: LoginMethod) => {
    const remembered = await loadRememberedLogin(loginMethod);
    if (!remembered) return;
    if (loginMethod === 'username') form.fill({ username: remembered.username, password: remembered.password ?? '' });
    else form.fill({ mobile: remembered.username, countryDialingCode: remembered.countryDialingCode ?? '' });
  });
  useEffect(() => {
    void fillRemembered(activeMethod);
  }, [activeMethod]);

  const switchMethod = (next: LoginMethod) => {
    setMethod(next);
    form.clearErrors();
    if (captchaShown) refreshCaptcha();
  };

  const loginBody = (values: LoginValues, dialingCode: string): LoginRequest => {
    const captchaFields = captchaShown && captcha ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {};
    return activeMethod === 'username'
      ? { type: 'username', username: values.username.trim(), password: values.password, ...captchaFields }
      : { type: 'sms', username: values.mobile.trim(), verificationCode: values.verificationCode.trim(), countryDialingCode: dialingCode, ...captchaFields };
  };

  const refused = (error: unknown) => {
    if (refusalWantsCaptcha(error) && !captchaShown) setCaptchaShown(true);
    // A captcha is used up by every attempt.
    else if (captchaShown) refreshCaptcha();
    form.fill({ captcha: '' });
    if (EXCLUSION_REFUSALS.has(errorCode(error) ?? '')) {
      setExcluded(errorText(t, error));
      return;
    }
    const field = REFUSAL_FIELDS[errorCode(error) ?? ''];
    if (field && (field !== 'verificationCode' || activeMethod === 'sms')) {
      form.refuse(field, { key: `error.${errorCode(error)}` });
      return;
    }
    form.alert(errorText(t, error));
    // Wrong credentials: the secret is what to type again.
    form.setFocus(activeMethod === 'username' ? 'password' : 'verificationCode', { shouldSelect: true });
  };

  const submit = async (values: LoginValues) => {
    setExcluded(null);
    const dialingCode = values.countryDialingCode || defaultDialingCode;
    try {
      const session = await loginMutation.mutateAsync(loginBody(values, dialingCode));
      setRememberPreference(remember);
      if (remember) {
        await rememberLogin(
          activeMethod,
          activeMethod === 'username'
            ? { username: values.username.trim(), password: values.password }
            : { username: values.mobile.trim(), countryDialingCode: dialingCode },
        );
      } else forgetLogin(activeMethod);
      startSession(session, merchantCode);
      // Someone tried this account's password since the member's last visit: say so (issue 11, ASVS V2.2).
      if (session.failedAttemptsSinceLastLogin) {
        toast.show({
          content: <span data-testid="login-attempts-notice">{t('auth.failedAttemptsNotice', { attempts: session.failedAttemptsSinceLastLogin })}</span>,
          duration: 6000,
        });
      }
      await navigate(returnPath, { replace: true });
    } catch (error) {
      refused(error);
    }
  };

  return (
    <section className="page auth-page" data-testid="page-login">
      <AuthTop>{languageSwitch}</AuthTop>
      <AuthBrand title={t('page.login.title')} />
      {smsLoginOn && (
        <MethodTabs
          active={activeMethod}
          onChange={switchMethod}
          tabs={[
            { key: 'username', label: t('auth.method.username'), testId: 'login-tab-username' },
            { key: 'sms', label: t('auth.method.sms'), testId: 'login-tab-sms' },
          ]}
        />
      )}
      {excluded && <p className="auth-excluded" role="alert" data-testid="login-excluded">{excluded}</p>}
      <Form form={form} idPrefix="login" onValid={submit}>
        {activeMethod === 'username' ? (
          <>
            <TextField name="username" label="auth.username" placeholder="auth.usernamePlaceholder" autoComplete="username" required />
            <PasswordField name="password" label="auth.password" placeholder="auth.passwordPlaceholder" autoComplete="current-password" required />
          </>
        ) : (
          <Suspense>
            <LoginSmsFields />
          </Suspense>
        )}
        {captchaShown && <CaptchaField name="captcha" captcha={captcha} onRefresh={refreshCaptcha} />}
        <Checkbox testId="login-remember" checked={remember} onChange={setRemember}>
          {t('auth.rememberPassword')}
        </Checkbox>
        <SubmitButton loading={loginMutation.isPending} testId="login-submit">
          {t('auth.loginButton')}
        </SubmitButton>
      </Form>
      <SocialButtons returnPath={returnPath} />
      {freePlayOn && <TrialButton />}
      <LoginNavStrip />
    </section>
  );
}
