import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Form, MobileField, NewPasswordFields, PasswordField, SmsCodeField, SubmitButton, TextField, useAppForm,
  confirmPasswordRule, loginMobileRule, loginUsernameRule, newPasswordRule, recoveryEmailRule, smsCodeRule,
} from '@/components/form';
import { Toast } from '@/components/ui/feedback';
import { HOME_PATH, LOGIN_PATH } from '@/config/paths';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useFlag } from '@/lib/flags';
import { useT } from '@/lib/i18n/use-t';
import { useMerchantCode } from '@/lib/merchant';
import { refusedField } from '@/features/auth/api-error';
import { sendPasswordResetEmail } from '@/features/auth/api/forgot-password-email';
import { login } from '@/features/auth/api/login';
import { setPasswordBySms } from '@/features/auth/api/password-by-sms';
import { resetPassword } from '@/features/auth/api/password-reset';
import { useRegisterSettings } from '@/lib/api/register-settings';
import { sendSmsNoLogin } from '@/features/auth/api/sms-no-login';
import { startSession } from '@/features/auth/session-start';
import { MethodTabs } from '@/features/auth/components/method-tabs';
import '@/features/auth/components/auth.css';

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

type EmailValues = { username: string; email: string };

function EmailRecovery() {
  const t = useT();
  const goBack = useGoBack();
  const form = useAppForm<EmailValues>({
    defaultValues: { username: '', email: '' },
    rules: { username: loginUsernameRule, email: recoveryEmailRule },
  });
  const [sending, setSending] = useState(false);

  const submit = async (values: EmailValues) => {
    setSending(true);
    pleaseWait(t('common.pleaseWait'));
    try {
      await sendPasswordResetEmail({ username: values.username.trim(), email: values.email.trim() });
      Toast.show({ icon: 'success', content: t('forget.sent'), duration: SENT_MS });
      setTimeout(goBack, SENT_MS);
    } catch (error) {
      Toast.clear();
      if (refusedField(error) === 'email') form.refuse('email', { key: 'validation.emailIncorrect' });
      else form.alert(errorText(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} idPrefix="forget" testId="forget-email-form" onValid={submit}>
      <TextField name="username" label="auth.username" placeholder="auth.usernamePlaceholder" autoComplete="username" required />
      <TextField name="email" label="forget.email" placeholder="forget.emailPlaceholder" type="email" autoComplete="email" required />
      <SubmitButton loading={sending} testId="forget-email-submit">
        {t('forget.retrieve')}
      </SubmitButton>
    </Form>
  );
}

type PhoneValues = { mobile: string; verificationCode: string; newPassword: string; countryDialingCode: string };

/** Set password by phone (CHNGPASSVERIF3), then log in with the mobile number as username. */
function PhoneRecovery() {
  const t = useT();
  const navigate = useNavigate();
  const merchantCode = useMerchantCode();
  const settings = useRegisterSettings();
  const form = useAppForm<PhoneValues>({
    defaultValues: { mobile: '', verificationCode: '', newPassword: '', countryDialingCode: '' },
    rules: { mobile: loginMobileRule, verificationCode: smsCodeRule, newPassword: newPasswordRule(settings?.password) },
  });
  const [codeSent, setCodeSent] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (values: PhoneValues) => {
    const mobileNum = values.mobile.trim();
    setSaving(true);
    pleaseWait(t('common.pleaseWait'));
    try {
      await setPasswordBySms({ newPassword: values.newPassword, mobileNum, verificationCode: values.verificationCode.trim() });
    } catch (error) {
      setSaving(false);
      Toast.clear();
      form.alert(errorText(t, error));
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
      form.alert(errorText(t, error));
      await navigate(LOGIN_PATH, { replace: true });
    }
  };

  const { touchedFields, errors } = form.formState;
  const blocked = Object.keys(touchedFields).length === 0 || Object.keys(errors).length > 0;

  return (
    <Form form={form} idPrefix="forget" testId="forget-phone-form" onValid={submit}>
      <MobileField name="mobile" />
      <SmsCodeField
        name="verificationCode"
        mobileField="mobile"
        disabled={!codeSent}
        send={({ mobile, dialingCode }) => sendSmsNoLogin({ mobileNum: mobile, module: 'PWRESETSMS3', countryDialingCode: dialingCode })}
        onSent={() => setCodeSent(true)}
      />
      <PasswordField name="newPassword" label="password.new" placeholder="password.newPlaceholder" autoComplete="new-password" required />
      <SubmitButton disabled={blocked} loading={saving} testId="forget-phone-submit">
        {t('common.submit')}
      </SubmitButton>
    </Form>
  );
}

type ResetValues = { newPassword: string; confirmNewPassword: string };

/** The link of the forgot-password e-mail: /m/forget?resetToken=… sets a new password. */
function ResetWithToken({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const form = useAppForm<ResetValues>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    rules: { newPassword: newPasswordRule(settings?.password), confirmNewPassword: confirmPasswordRule('newPassword', 'validation.enterPassword') },
    dependents: { newPassword: ['confirmNewPassword'] },
  });
  const [saving, setSaving] = useState(false);

  const submit = async (values: ResetValues) => {
    setSaving(true);
    pleaseWait(t('common.pleaseWait'));
    try {
      await resetPassword({ token, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      Toast.show({ icon: 'success', content: t('forget.resetDone'), duration: SENT_MS });
      setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), SENT_MS);
    } catch (error) {
      Toast.clear();
      form.alert(errorText(t, error));
      if (errorCode(error) === 'modify.new.old.same') form.fill({ newPassword: '', confirmNewPassword: '' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} idPrefix="forget" testId="forget-reset-form" onValid={submit}>
      <NewPasswordFields />
      <SubmitButton loading={saving} testId="forget-reset-submit">
        {t('common.submit')}
      </SubmitButton>
    </Form>
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
            <MethodTabs
              active={method}
              onChange={setChosen}
              tabs={[
                { key: 'phone', label: t('forget.byPhone'), testId: 'forget-tab-phone' },
                { key: 'email', label: t('forget.byEmail'), testId: 'forget-tab-email' },
              ]}
            />
          )}
          {method === 'phone' ? <PhoneRecovery /> : <EmailRecovery />}
        </>
      )}
    </section>
  );
}
