import { useState } from 'react';
import type { SecurityConfig } from '@m/contract';
import {
  Form, MobileField, PasswordField, SmsCodeField, SubmitButton, TextField, loginMobileRule, loginPasswordRule, recoveryEmailRule,
  smsCodeRule, useAppForm, useDialingCode, type AppForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { errorCode, errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { sendBindEmailCode, sendBindMobileCode, useBindEmailMutation, useBindMobileMutation } from '@/features/wallet/api/bind-contact';
import { useSecurityConfig } from '@/features/wallet/api/security-config';
import '@/features/wallet/components/security.css';

const SAVED_MS = 1500;

type Contact = 'mobile' | 'email';
type MobileValues = { mobileNum: string; countryDialingCode: string; verificationCode: string; password: string };
type EmailValues = { email: string; verificationCode: string; password: string };

const boundValue = (config: SecurityConfig | undefined, contact: Contact) => config?.items.find((item) => item.item === contact)?.value ?? null;

/** The field a server refusal belongs to: the contact itself, the code or the login password. */
const fieldOfError = <V extends Record<string, string>>(contactField: keyof V & string, code: string | null): (keyof V & string) | null => {
  if (code === 'mobile.exists' || code === 'email.exists') return contactField;
  if (code === 'verification.code.error') return 'verificationCode' as keyof V & string;
  if (code === 'password.old.error') return 'password' as keyof V & string;
  return null;
};

/** Refuses the field the server names, else announces the error. */
function useRefusal() {
  const t = useT();
  return <V extends Record<string, string>>(form: AppForm<V>, contactField: keyof V & string, error: unknown) => {
    const code = errorCode(error);
    const field = fieldOfError<V>(contactField, code);
    if (field) form.refuse(field, { key: `error.${code}` });
    else form.alert(errorText(t, error));
  };
}

function MobileBindingForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const t = useT();
  const refuse = useRefusal();
  const bind = useBindMobileMutation();
  const defaultDialingCode = useDialingCode('');
  const form = useAppForm<MobileValues>({
    defaultValues: { mobileNum: '', countryDialingCode: '', verificationCode: '', password: '' },
    rules: { mobileNum: loginMobileRule, verificationCode: smsCodeRule, ...(changing ? { password: loginPasswordRule } : {}) },
  });

  const submit = async (values: MobileValues) => {
    try {
      await bind.mutateAsync({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode || defaultDialingCode,
        verificationCode: values.verificationCode.trim(),
        ...(changing ? { password: values.password } : {}),
      });
      Toast.show({ icon: 'success', content: t('security.mobileBound'), duration: SAVED_MS });
      onDone();
    } catch (error) {
      refuse(form, 'mobileNum', error);
    }
  };

  return (
    <Form form={form} idPrefix="bindMobile" onValid={submit}>
      <MobileField name="mobileNum" />
      <SmsCodeField
        name="verificationCode"
        mobileField="mobileNum"
        send={({ mobile, dialingCode }) => sendBindMobileCode({ mobileNum: mobile, countryDialingCode: dialingCode })}
      />
      {changing && <PasswordField name="password" label="security.loginPassword" placeholder="security.passwordToChange" required />}
      <SubmitButton testId="bindMobile-submit" loading={bind.isPending}>{t('common.submit')}</SubmitButton>
    </Form>
  );
}

function EmailBindingForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const t = useT();
  const refuse = useRefusal();
  const bind = useBindEmailMutation();
  const form = useAppForm<EmailValues>({
    defaultValues: { email: '', verificationCode: '', password: '' },
    rules: { email: recoveryEmailRule, verificationCode: smsCodeRule, ...(changing ? { password: loginPasswordRule } : {}) },
  });

  const submit = async (values: EmailValues) => {
    try {
      await bind.mutateAsync({
        email: values.email.trim(),
        verificationCode: values.verificationCode.trim(),
        ...(changing ? { password: values.password } : {}),
      });
      Toast.show({ icon: 'success', content: t('security.emailBound'), duration: SAVED_MS });
      onDone();
    } catch (error) {
      refuse(form, 'email', error);
    }
  };

  return (
    <Form form={form} idPrefix="bindEmail" onValid={submit}>
      <TextField name="email" label="security.email" placeholder="security.emailPlaceholder" required type="email" inputMode="email" autoComplete="email" />
      <SmsCodeField
        name="verificationCode"
        mobileField="email"
        placeholder="security.emailCodePlaceholder"
        send={({ mobile: email }) => sendBindEmailCode(email)}
      />
      {changing && <PasswordField name="password" label="security.loginPassword" placeholder="security.passwordToChange" required />}
      <SubmitButton testId="bindEmail-submit" loading={bind.isPending}>{t('common.submit')}</SubmitButton>
    </Form>
  );
}

/**
 * A mobile number or an e-mail address: its state (masked value, bound or not) and a form to bind
 * it with a code sent to it; changing a bound one also asks for the login password.
 */
export function ContactBinding({ contact }: { contact: Contact }) {
  const t = useT();
  const config = useSecurityConfig();
  const [open, setOpen] = useState(false);
  const bound = boundValue(config.data, contact);
  const testId = `security-${contact}`;

  return (
    <section className="wallet-card payout-section security-section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="payout-section-title">{t(`security.${contact}`)}</h2>
      {config.data ? (
        <p className="security-contact-state" data-testid={`${testId}-state`} data-bound={bound !== null}>
          <span className="security-contact-value" dir="ltr">{bound ?? t('security.notBound')}</span>
          {bound !== null && <span className="security-contact-badge">{t('security.bound')}</span>}
        </p>
      ) : (
        <p className="payout-hint" aria-busy="true">{t('common.pleaseWait')}</p>
      )}
      <p className="payout-hint">{t(`security.${contact}Hint`)}</p>
      {open ? (
        <>
          {contact === 'mobile'
            ? <MobileBindingForm changing={bound !== null} onDone={() => setOpen(false)} />
            : <EmailBindingForm changing={bound !== null} onDone={() => setOpen(false)} />}
          <Button block fill="none" onClick={() => setOpen(false)} data-testid={`${testId}-cancel`}>{t('common.cancel')}</Button>
        </>
      ) : (
        <Button block color="primary" fill="outline" onClick={() => setOpen(true)} data-testid={`${testId}-open`} disabled={!config.data}>
          {t(bound === null ? `security.bind.${contact}` : `security.change.${contact}`)}
        </Button>
      )}
    </section>
  );
}
