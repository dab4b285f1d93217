import { Toast } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import { errorText } from '@/features/auth/api-error';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { SMS_CODE_MAX_LENGTH, type FieldMessage } from '@/features/auth/validation/rules';
import { TextField } from '@/features/auth/components/form-field';

/** Spec §4/§9: the resend countdown is expiredMinutes x 60 s, 60 s when the server names none. */
const DEFAULT_COUNTDOWN_SECONDS = 60;
const SENT_TOAST_MS = 1500;

type SmsCodeFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: FieldMessage;
  required?: boolean;
  disabled?: boolean;
  /** Checks the mobile number (false: not sent) and sends the code, answering the server's expiredMinutes. */
  send: () => Promise<{ expiredMinutes?: number } | false>;
  /** After a successful send (the phone set-password form enables its code box then). */
  onSent?: () => void;
};

/** The SMS code input with its send link (`<id>-send`), a countdown in seconds while it may not be used again. */
export function SmsCodeField({ id, send, onSent, required = true, ...field }: SmsCodeFieldProps) {
  const t = useT();
  const { remaining, start } = useCountdown();

  const sendCode = async () => {
    Toast.show({ icon: 'loading', content: t('auth.smsSending'), duration: 0 });
    try {
      const sent = await send();
      Toast.clear();
      if (sent === false) return;
      Toast.show({ icon: 'success', content: t('auth.smsSent'), duration: SENT_TOAST_MS });
      start(sent.expiredMinutes ? sent.expiredMinutes * 60 : DEFAULT_COUNTDOWN_SECONDS);
      onSent?.();
    } catch (error) {
      Toast.clear();
      Toast.show({ content: errorText(t, error) });
    }
  };

  return (
    <TextField
      id={id}
      label={t('auth.smsCode')}
      placeholder={t('auth.smsCodePlaceholder')}
      required={required}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX_LENGTH}
      {...field}
      addon={
        <button type="button" className="auth-sms-send" data-testid={`${id}-send`} disabled={remaining > 0} onClick={() => void sendCode()}>
          {remaining > 0 ? t('auth.smsCountdown', { seconds: remaining }) : t('auth.smsSend')}
        </button>
      }
    />
  );
}
