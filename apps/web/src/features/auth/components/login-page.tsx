import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginRequest } from '@m/contract';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Toast } from '@/components/ui/feedback';
import { Tabs } from '@/components/ui/tabs';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useMerchantCode } from '@/lib/merchant';
import { errorCode, errorText, refusalWantsCaptcha } from '@/features/auth/api-error';
import { useCaptcha } from '@/features/auth/api/captcha';
import { useLoginMutation } from '@/features/auth/api/login';
import { sendSmsNoLogin } from '@/features/auth/api/sms-no-login';
import { useForm } from '@/features/auth/hooks/use-form';
import { useRevalidateOnLanguageChange } from '@/features/auth/hooks/use-revalidate-on-language-change';
import { REDIRECT_PARAM, loginReturnPath } from '@/features/auth/redirect';
import {
  forgetLogin, loadRememberedLogin, rememberLogin, rememberPreference, setRememberPreference, type LoginMethod,
} from '@/features/auth/remembered-login';
import { startSession } from '@/features/auth/session-start';
import { captchaRule, loginMobileRule, loginPasswordRule, loginUsernameRule, smsCodeRule } from '@/features/auth/validation/rules';
import { AuthTop } from '@/features/auth/components/auth-top';
import { CaptchaField } from '@/features/auth/components/captcha-field';
import { useDialingCode } from '@/features/auth/components/dialing-code-picker';
import { focusField, PasswordField, TextField } from '@/features/auth/components/form-field';
import { LoginNavStrip } from '@/features/auth/components/login-nav-strip';
import { MobileField } from '@/features/auth/components/mobile-field';
import { SmsCodeField } from '@/features/auth/components/sms-code-field';
import { SocialButtons } from '@/features/auth/components/social-buttons';
import { TrialButton } from '@/features/auth/components/trial-button';

type LoginField = 'username' | 'password' | 'mobile' | 'verificationCode' | 'captcha' | 'countryDialingCode';

const METHOD_FIELDS: Record<LoginMethod, readonly LoginField[]> = {
  username: ['username', 'password'],
  sms: ['mobile', 'verificationCode'],
};

const EMPTY: Record<LoginField, string> = { username: '', password: '', mobile: '', verificationCode: '', captcha: '', countryDialingCode: '' };

const RULES = {
  username: loginUsernameRule,
  password: loginPasswordRule,
  mobile: loginMobileRule,
  verificationCode: smsCodeRule,
  captcha: captchaRule,
};

/** Which field a refused login points at; others show as a message. */
const REFUSAL_FIELDS: Partial<Record<string, LoginField>> = {
  'captcha.required': 'captcha',
  'captcha.error': 'captcha',
  'verification.code.error': 'verificationCode',
};

const fieldId = (field: LoginField) => (field === 'countryDialingCode' ? 'login-mobile-dialing-code' : `login-${field}`);

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
  const { captcha, refresh: refreshCaptcha } = useCaptcha('login', captchaShown);
  const form = useForm<LoginField>(EMPTY, RULES);
  const dialingCode = useDialingCode(form.values.countryDialingCode);
  const loginMutation = useLoginMutation();
  const activeMethod: LoginMethod = smsLoginOn ? method : 'username';
  const checkedFields = [...METHOD_FIELDS[activeMethod], ...(captchaShown ? (['captcha'] as const) : [])];

  useRevalidateOnLanguageChange(() => form.revalidateFilled(checkedFields));

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

  const loginBody = (): LoginRequest => {
    const values = form.current();
    const captchaFields = captchaShown && captcha ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {};
    return activeMethod === 'username'
      ? { type: 'username', username: values.username.trim(), password: values.password, ...captchaFields }
      : { type: 'sms', username: values.mobile.trim(), verificationCode: values.verificationCode.trim(), countryDialingCode: dialingCode, ...captchaFields };
  };

  const remembered = () => {
    const values = form.current();
    return activeMethod === 'username'
      ? { username: values.username.trim(), password: values.password }
      : { username: values.mobile.trim(), countryDialingCode: dialingCode };
  };

  const refused = (error: unknown) => {
    if (refusalWantsCaptcha(error) && !captchaShown) setCaptchaShown(true);
    // A captcha is used up by every attempt.
    else if (captchaShown) refreshCaptcha();
    form.fill({ captcha: '' });
    const field = REFUSAL_FIELDS[errorCode(error) ?? ''];
    if (field && (field !== 'verificationCode' || activeMethod === 'sms')) {
      form.setError(field, { key: `error.${errorCode(error)}` });
      focusField(fieldId(field));
    } else {
      Toast.show({ content: errorText(t, error) });
    }
  };

  const submit = async () => {
    const invalid = form.validate(checkedFields);
    if (invalid) {
      focusField(fieldId(invalid));
      return;
    }
    try {
      const session = await loginMutation.mutateAsync(loginBody());
      setRememberPreference(remember);
      if (remember) await rememberLogin(activeMethod, remembered());
      else forgetLogin(activeMethod);
      startSession(session, merchantCode);
      await navigate(returnPath, { replace: true });
    } catch (error) {
      refused(error);
    }
  };

  const sendCode = async () => {
    if (form.validate(['mobile'])) {
      focusField(fieldId('mobile'));
      return false as const;
    }
    return sendSmsNoLogin({ mobileNum: form.current().mobile.trim(), module: 'VERIFICATION3', countryDialingCode: dialingCode });
  };

  return (
    <section className="page auth-page" data-testid="page-login">
      <AuthTop>{languageSwitch}</AuthTop>
      <div className="auth-brand">
        <Logo alt={t('app.name')} />
        <h1 className="auth-title">{t('page.login.title')}</h1>
      </div>
      {smsLoginOn && (
        <Tabs activeKey={activeMethod} onChange={(key) => switchMethod(key as LoginMethod)} className="auth-tabs">
          <Tabs.Tab key="username" title={<span data-testid="login-tab-username">{t('auth.method.username')}</span>} />
          <Tabs.Tab key="sms" title={<span data-testid="login-tab-sms">{t('auth.method.sms')}</span>} />
        </Tabs>
      )}
      <form
        className="auth-form"
        noValidate
        data-testid="login-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {activeMethod === 'username' ? (
          <>
            <TextField
              id="login-username"
              label={t('auth.username')}
              placeholder={t('auth.usernamePlaceholder')}
              autoComplete="username"
              required
              value={form.values.username}
              onChange={(value) => form.setValue('username', value)}
              onBlur={() => form.blur('username')}
              error={form.errors.username}
            />
            <PasswordField
              id="login-password"
              label={t('auth.password')}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete="current-password"
              required
              value={form.values.password}
              onChange={(value) => form.setValue('password', value)}
              onBlur={() => form.blur('password')}
              error={form.errors.password}
            />
          </>
        ) : (
          <>
            <MobileField
              id="login-mobile"
              value={form.values.mobile}
              onChange={(value) => form.setValue('mobile', value)}
              onBlur={() => form.blur('mobile')}
              error={form.errors.mobile}
              dialingCode={dialingCode}
              onDialingCodeChange={(code) => form.fill({ countryDialingCode: code })}
            />
            <SmsCodeField
              id="login-verificationCode"
              value={form.values.verificationCode}
              onChange={(value) => form.setValue('verificationCode', value)}
              onBlur={() => form.blur('verificationCode')}
              error={form.errors.verificationCode}
              send={sendCode}
            />
          </>
        )}
        {captchaShown && (
          <CaptchaField
            id="login-captcha"
            captcha={captcha}
            onRefresh={refreshCaptcha}
            value={form.values.captcha}
            onChange={(value) => form.setValue('captcha', value)}
            onBlur={() => form.blur('captcha')}
            error={form.errors.captcha}
          />
        )}
        <Checkbox className="auth-remember" data-testid="login-remember" checked={remember} onChange={setRemember}>
          {t('auth.rememberPassword')}
        </Checkbox>
        <Button block color="primary" type="submit" size="large" loading={loginMutation.isPending} data-testid="login-submit">
          {t('auth.loginButton')}
        </Button>
      </form>
      <SocialButtons returnPath={returnPath} />
      {freePlayOn && <TrialButton />}
      <LoginNavStrip />
    </section>
  );
}
