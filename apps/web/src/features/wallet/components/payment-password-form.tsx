import { useState } from 'react';
import {
  BoundMobileSmsCodeField, Form, PinField, SubmitButton, confirmPasswordRule, newPaymentPasswordRule, paymentPasswordRule, smsCodeRule, useAppForm,
} from '@/components/form';
import { Toast } from '@/components/ui/feedback';
import { errorCode } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useChangePaymentPasswordMutation } from '@/features/wallet/api/change-payment-password';
import { useHasPaymentPassword } from '@/features/wallet/api/has-payment-password';
import { sendPaymentPasswordSms } from '@/features/wallet/api/payment-password-sms';
import { useSetPaymentPasswordMutation } from '@/features/wallet/api/set-payment-password';
import { paymentPasswordErrorText } from '@/lib/payment-password-error';
import { LoadFailed } from '@/components/layout/load-failed';
import '@/features/wallet/components/payout.css';

const SAVED_MS = 1500;

type DoneProps = { onDone?: () => void };
type NewPinValues = { newPassword: string; confirmNewPassword: string };

const newPinRules = {
  newPassword: newPaymentPasswordRule,
  confirmNewPassword: confirmPasswordRule('newPassword', 'validation.required'),
};

function NewPinFields() {
  return (
    <>
      <PinField name="newPassword" label="paymentPassword.new" placeholder="paymentPassword.sixDigits" required />
      <PinField name="confirmNewPassword" label="paymentPassword.confirm" placeholder="paymentPassword.sixDigits" required />
    </>
  );
}

/** The first payment password: 6 digits, typed twice. */
export function SetPaymentPasswordForm({ onDone }: DoneProps) {
  const t = useT();
  const setPassword = useSetPaymentPasswordMutation();
  const form = useAppForm<NewPinValues>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    rules: newPinRules,
    dependents: { newPassword: ['confirmNewPassword'] },
  });

  const submit = async (values: NewPinValues) => {
    try {
      await setPassword.mutateAsync(values);
      Toast.show({ icon: 'success', content: t('paymentPassword.saved'), duration: SAVED_MS });
      onDone?.();
    } catch (error) {
      if (errorCode(error) === 'payment.password.weak') form.refuse('newPassword', { key: 'error.payment.password.weak' });
      else form.alert(paymentPasswordErrorText(t, error));
    }
  };

  return (
    <Form form={form} idPrefix="setPaymentPassword" onValid={submit}>
      <p className="payout-hint">{t('paymentPassword.setHint')}</p>
      <NewPinFields />
      <SubmitButton testId="setPaymentPassword-submit" loading={setPassword.isPending}>
        {t('common.submit')}
      </SubmitButton>
    </Form>
  );
}

type ChangeMethod = 'old' | 'sms';
type ChangeValues = NewPinValues & { oldPassword: string; verificationCode: string };

/** A new payment password, proven with the old one or with a code sent to the bound mobile. */
export function ChangePaymentPasswordForm({ onDone }: DoneProps) {
  const t = useT();
  const [method, setMethod] = useState<ChangeMethod>('old');
  const changePassword = useChangePaymentPasswordMutation();
  const form = useAppForm<ChangeValues>({
    defaultValues: { oldPassword: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    rules: { ...(method === 'old' ? { oldPassword: paymentPasswordRule } : { verificationCode: smsCodeRule }), ...newPinRules },
    dependents: { newPassword: ['confirmNewPassword'] },
  });

  const submit = async ({ oldPassword, verificationCode, ...newPin }: ChangeValues) => {
    try {
      await changePassword.mutateAsync(method === 'old' ? { oldPassword, ...newPin } : { verificationCode: verificationCode.trim(), ...newPin });
      Toast.show({ icon: 'success', content: t('paymentPassword.saved'), duration: SAVED_MS });
      form.reset();
      onDone?.();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'payment.password.wrong') {
        form.refuse('oldPassword', { key: 'error.payment.password.wrong' });
        form.alert(paymentPasswordErrorText(t, error));
      } else if (code === 'verification.code.error') form.refuse('verificationCode', { key: 'error.verification.code.error' });
      else if (code === 'modify.new.old.same' || code === 'payment.password.weak') form.refuse('newPassword', { key: `error.${code}` });
      else form.alert(paymentPasswordErrorText(t, error));
    }
  };

  const choose = (next: ChangeMethod) => {
    setMethod(next);
    form.clearErrors();
  };

  return (
    <Form form={form} idPrefix="changePaymentPassword" onValid={submit}>
      <div className="payout-choice" role="group" aria-label={t('paymentPassword.changeWith')}>
        {(['old', 'sms'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="payout-choice-option"
            aria-pressed={method === choice}
            data-testid={`changePaymentPassword-method-${choice}`}
            onClick={() => choose(choice)}
          >
            {t(choice === 'old' ? 'paymentPassword.withOld' : 'paymentPassword.withSms')}
          </button>
        ))}
      </div>
      {method === 'old' ? (
        <PinField name="oldPassword" label="paymentPassword.old" placeholder="paymentPassword.sixDigits" required />
      ) : (
        <>
          <p className="payout-hint">{t('paymentPassword.smsHint')}</p>
          <BoundMobileSmsCodeField name="verificationCode" send={sendPaymentPasswordSms} />
        </>
      )}
      <NewPinFields />
      <SubmitButton testId="changePaymentPassword-submit" loading={changePassword.isPending}>
        {t('common.submit')}
      </SubmitButton>
    </Form>
  );
}

/** Sets the payment password when the member has none, else changes it. */
export function PaymentPasswordForm({ onDone }: DoneProps) {
  const t = useT();
  const hasPassword = useHasPaymentPassword();
  if (hasPassword.isError) return <LoadFailed onRetry={() => void hasPassword.refetch()} />;
  if (hasPassword.data === undefined) return <p className="payout-hint" aria-busy="true">{t('common.pleaseWait')}</p>;
  return hasPassword.data ? <ChangePaymentPasswordForm onDone={onDone} /> : <SetPaymentPasswordForm onDone={onDone} />;
}
