import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { Tabs } from '@/components/ui/tabs';
import { HOME_PATH, LOGIN_PATH } from '@/config/paths';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useMerchantCode } from '@/lib/merchant';
import { errorCode, errorText, refusedField } from '@/features/auth/api-error';
import { sendPasswordResetEmail } from '@/features/auth/api/forgot-password-email';
import { login } from '@/features/auth/api/login';
import { setPasswordBySms } from '@/features/auth/api/password-by-sms';
import { resetPassword } from '@/features/auth/api/password-reset';
import { useRegisterSettings } from '@/features/auth/api/register-settings';
import { sendSmsNoLogin } from '@/features/auth/api/sms-no-login';
import { useForm } from '@/features/auth/hooks/use-form';
import { useRevalidateOnLanguageChange } from '@/features/auth/hooks/use-revalidate-on-language-change';
import { startSession } from '@/features/auth/session-start';
import {
  confirmPasswordRule, loginMobileRule, loginUsernameRule, newPasswordRule, recoveryEmailRule, smsCodeRule,
} from '@/features/auth/validation/rules';
import { useDialingCode } from '@/features/auth/components/dialing-code-picker';
import { focusField, PasswordField, TextField } from '@/features/auth/components/form-field';
import { MobileField } from '@/features/auth/components/mobile-field';
import { SmsCodeField } from '@/features/auth/components/sms-code-field';

/** Spec §9: 'please wait' up to 9999 ms, 'been sent' for 1 s, then back. */
const PLEASE_WAIT_MS = 9999;
const SENT_MS = 1000;
const RESET_TOKEN_PARAM = 'resetToken';

const pleaseWait = (text: string) => Toast.show({ icon: 'loading', content: text, duration: PLEASE_WAIT_MS });

/** Back one step when there is one, else home. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(HOME_PATH));
  };
}

type EmailField = 'username' | 'email';
const EMAIL_FIELDS: readonly EmailField[] = ['username', 'email'];

function EmailRecovery() {
  const t = useT();
  const goBack = useGoBack();
  const form = useForm<EmailField>({ username: '', email: '' }, { username: loginUsernameRule, email: recoveryEmailRule });
  const [sending, setSending] = useState(false);
  useRevalidateOnLanguageChange(() => form.revalidateFilled(EMAIL_FIELDS));

  const submit = async () => {
    const invalid = form.validate(EMAIL_FIELDS);
    if (invalid) {
      focusField(`forget-${invalid}`);
      return;
    }
    const values = form.current();
    setSending(true);
    pleaseWait(t('common.pleaseWait'));
    try {
      await sendPasswordResetEmail({ username: values.username.trim(), email: values.email.trim() });
      Toast.show({ icon: 'success', content: t('forget.sent'), duration: SENT_MS });
      setTimeout(goBack, SENT_MS);
    } catch (error) {
      Toast.clear();
      if (refusedField(error) === 'email') form.setError('email', { key: 'validation.emailIncorrect' });
      else Toast.show({ content: errorText(t, error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="forget-email-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id="forget-username"
        label={t('auth.username')}
        placeholder={t('auth.usernamePlaceholder')}
        autoComplete="username"
        required
        value={form.values.username}
        onChange={(value) => form.setValue('username', value)}
        onBlur={() => form.blur('username')}
        error={form.errors.username}
      />
      <TextField
        id="forget-email"
        label={t('forget.email')}
        placeholder={t('forget.emailPlaceholder')}
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        onBlur={() => form.blur('email')}
        error={form.errors.email}
      />
      <Button block color="primary" size="large" type="submit" loading={sending} data-testid="forget-email-submit">
        {t('forget.retrieve')}
      </Button>
    </form>
  );
}

type PhoneField = 'mobile' | 'verificationCode' | 'newPassword' | 'countryDialingCode';
const PHONE_FIELDS: readonly PhoneField[] = ['mobile', 'verificationCode', 'newPassword'];

/** Set password by phone (CHNGPASSVERIF3), then log in with the mobile number as username. */
function PhoneRecovery() {
  const t = useT();
  const navigate = useNavigate();
  const merchantCode = useMerchantCode();
  const settings = useRegisterSettings();
  const form = useForm<PhoneField>(
    { mobile: '', verificationCode: '', newPassword: '', countryDialingCode: '' },
    { mobile: loginMobileRule, verificationCode: smsCodeRule, newPassword: newPasswordRule(settings?.password) },
  );
  const dialingCode = useDialingCode(form.values.countryDialingCode);
  const [codeSent, setCodeSent] = useState(false);
  const [saving, setSaving] = useState(false);
  useRevalidateOnLanguageChange(() => form.revalidateFilled(PHONE_FIELDS));

  const sendCode = async () => {
    if (form.validate(['mobile'])) {
      focusField('forget-mobile');
      return false as const;
    }
    return sendSmsNoLogin({ mobileNum: form.current().mobile.trim(), module: 'PWRESETSMS3', countryDialingCode: dialingCode });
  };

  const submit = async () => {
    const invalid = form.validate(PHONE_FIELDS);
    if (invalid) {
      focusField(`forget-${invalid}`);
      return;
    }
    const values = form.current();
    const mobileNum = values.mobile.trim();
    setSaving(true);
    pleaseWait(t('common.pleaseWait'));
    try {
      await setPasswordBySms({ newPassword: values.newPassword, mobileNum, verificationCode: values.verificationCode.trim() });
    } catch (error) {
      setSaving(false);
      Toast.clear();
      Toast.show({ content: errorText(t, error) });
      if (errorCode(error) === 'modify.new.old.same') form.fill({ newPassword: '' });
      else form.fill({ verificationCode: '' });
      return;
    }
    try {
      startSession(await login({ type: 'username', username: mobileNum, password: values.newPassword }), merchantCode);
      Toast.clear();
      await navigate(HOME_PATH, { replace: true });
    } catch (error) {
      // The password is set; only the automatic login failed (a captcha may be due): log in by hand.
      Toast.clear();
      Toast.show({ content: errorText(t, error) });
      await navigate(LOGIN_PATH, { replace: true });
    }
  };

  const blocked = !form.touched || Object.keys(form.errors).length > 0;

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="forget-phone-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MobileField
        id="forget-mobile"
        value={form.values.mobile}
        onChange={(value) => form.setValue('mobile', value)}
        onBlur={() => form.blur('mobile')}
        error={form.errors.mobile}
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => form.fill({ countryDialingCode: code })}
      />
      <SmsCodeField
        id="forget-verificationCode"
        value={form.values.verificationCode}
        onChange={(value) => form.setValue('verificationCode', value)}
        onBlur={() => form.blur('verificationCode')}
        error={form.errors.verificationCode}
        disabled={!codeSent}
        send={sendCode}
        onSent={() => setCodeSent(true)}
      />
      <PasswordField
        id="forget-newPassword"
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
        required
        value={form.values.newPassword}
        onChange={(value) => form.setValue('newPassword', value)}
        onBlur={() => form.blur('newPassword')}
        error={form.errors.newPassword}
      />
      <Button block color="primary" size="large" type="submit" disabled={blocked} loading={saving} data-testid="forget-phone-submit">
        {t('common.submit')}
      </Button>
    </form>
  );
}

type ResetField = 'newPassword' | 'confirmNewPassword';
const RESET_FIELDS: readonly ResetField[] = ['newPassword', 'confirmNewPassword'];

/** The link of the forgot-password e-mail: /m/forget?resetToken=… sets a new password. */
function ResetWithToken({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const form = useForm<ResetField>(
    { newPassword: '', confirmNewPassword: '' },
    { newPassword: newPasswordRule(settings?.password), confirmNewPassword: confirmPasswordRule('newPassword', 'validation.enterPassword') },
    { newPassword: ['confirmNewPassword'] },
  );
  const [saving, setSaving] = useState(false);
  useRevalidateOnLanguageChange(() => form.revalidateFilled(RESET_FIELDS));

  const submit = async () => {
    const invalid = form.validate(RESET_FIELDS);
    if (invalid) {
      focusField(`forget-${invalid}`);
      return;
    }
    const values = form.current();
    setSaving(true);
    pleaseWait(t('common.pleaseWait'));
    try {
      await resetPassword({ token, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      Toast.show({ icon: 'success', content: t('forget.resetDone'), duration: SENT_MS });
      setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), SENT_MS);
    } catch (error) {
      Toast.clear();
      Toast.show({ content: errorText(t, error) });
      if (errorCode(error) === 'modify.new.old.same') form.fill({ newPassword: '', confirmNewPassword: '' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="forget-reset-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PasswordField
        id="forget-newPassword"
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
        required
        value={form.values.newPassword}
        onChange={(value) => form.setValue('newPassword', value)}
        onBlur={() => form.blur('newPassword')}
        error={form.errors.newPassword}
      />
      <PasswordField
        id="forget-confirmNewPassword"
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
        autoComplete="new-password"
        required
        value={form.values.confirmNewPassword}
        onChange={(value) => form.setValue('confirmNewPassword', value)}
        onBlur={() => form.blur('confirmNewPassword')}
        error={form.errors.confirmNewPassword}
      />
      <Button block color="primary" size="large" type="submit" loading={saving} data-testid="forget-reset-submit">
        {t('common.submit')}
      </Button>
    </form>
  );
}

type RecoveryMethod = 'phone' | 'email';

/** Spec §2 Forgot password: phone (with CHNGPASSVERIF3, then the default) or e-mail. */
export function ForgetPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const phoneOn = useFlag('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<RecoveryMethod>('phone');
  const method: RecoveryMethod = phoneOn ? chosen : 'email';
  const resetToken = searchParams.get(RESET_TOKEN_PARAM);

  return (
    <section className="page auth-page" data-testid="page-forget">
      <h1 className="visually-hidden">{t('page.forget.title')}</h1>
      {resetToken ? (
        <ResetWithToken token={resetToken} />
      ) : (
        <>
          {phoneOn && (
            <Tabs activeKey={method} onChange={(key) => setChosen(key as RecoveryMethod)} className="auth-tabs">
              <Tabs.Tab key="phone" title={<span data-testid="forget-tab-phone">{t('forget.byPhone')}</span>} />
              <Tabs.Tab key="email" title={<span data-testid="forget-tab-email">{t('forget.byEmail')}</span>} />
            </Tabs>
          )}
          {method === 'phone' ? <PhoneRecovery /> : <EmailRecovery />}
        </>
      )}
    </section>
  );
}
