import { Toast } from '@/components/ui/feedback';
import { errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useFormKit } from '@/components/form/form-context';
import { TextField } from '@/components/form/fields';
import { useFormDialingCode } from '@/components/form/mobile-field';
import { SMS_CODE_MAX_LENGTH } from '@/components/form/rules';
import { resendSeconds, useCountdown } from '@/components/form/use-countdown';

const SENT_TOAST_MS = 1500;

/** Where the code goes: the national number as typed (trimmed) and the dialing code in use. */
export type SmsRecipient = { mobile: string; dialingCode: string };

type SmsCodeFieldProps = {
  name: string;
  /** The form's mobile field (or e-mail field, for a code by e-mail): checked (and focused when wrong) before any code is sent. */
  mobileField: string;
  /** Sends the code; answers the server's expiredMinutes. */
  send: (recipient: SmsRecipient) => Promise<{ expiredMinutes?: number }>;
  /** After a successful send (the phone set-password form enables its code box then). */
  onSent?: () => void;
  required?: boolean;
  disabled?: boolean;
  /** Translation key of the placeholder; the SMS code's by default. */
  placeholder?: string;
};

/**
 * The SMS code input with its send link (`<id>-send`): the mobile number is checked first, a
 * loading then a success toast follow the send, and a countdown in seconds holds the link.
 */
export function SmsCodeField({ mobileField, send, ...props }: SmsCodeFieldProps) {
  const { form } = useFormKit();
  const dialingCode = useFormDialingCode();
  return (
    <SmsCodeInput
      {...props}
      ready={() => form.trigger(mobileField, { shouldFocus: true })}
      send={() => send({ mobile: form.getValues(mobileField).trim(), dialingCode })}
    />
  );
}

/** The code of a signed-in member, sent to the mobile bound to the account (nothing to type but the code). */
export function BoundMobileSmsCodeField({ send, ...props }: Omit<SmsCodeFieldProps, 'mobileField' | 'send'> & { send: () => Promise<{ expiredMinutes?: number }> }) {
  return <SmsCodeInput {...props} send={send} />;
}

type SmsCodeInputProps = Omit<SmsCodeFieldProps, 'mobileField' | 'send'> & {
  /** Whether the code may be sent (the mobile number checked first); false sends nothing. */
  ready?: () => Promise<boolean>;
  send: () => Promise<{ expiredMinutes?: number }>;
};

function SmsCodeInput({ name, ready, send, onSent, required = true, disabled, placeholder = 'auth.smsCodePlaceholder' }: SmsCodeInputProps) {
  const t = useT();
  const { form, fieldId } = useFormKit();
  const { remaining, start } = useCountdown();

  const sendCode = async () => {
    if (ready && !(await ready())) return;
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: 0 });
    try {
      const sent = await send();
      Toast.clear();
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: SENT_TOAST_MS });
      start(resendSeconds(sent.expiredMinutes));
      onSent?.();
    } catch (error) {
      Toast.clear();
      form.alert(errorText(t, error));
    }
  };

  return (
    <TextField
      name={name}
      label="auth.smsCode"
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX_LENGTH}
      addon={
        <button type="button" className="form-sms-send" data-testid={`${fieldId(name)}-send`} disabled={remaining > 0} onClick={() => void sendCode()}>
          {remaining > 0 ? t('auth.smsCountdown', { seconds: remaining }) : t('auth.smsSend')}
        </button>
      }
    />
  );
}
