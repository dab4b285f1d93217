import type { Captcha } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { CAPTCHA_MAX_LENGTH, type FieldMessage } from '@/features/auth/validation/rules';
import { TextField } from '@/features/auth/components/form-field';

type CaptchaFieldProps = {
  id: string;
  captcha: Captcha | undefined;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: FieldMessage;
  required?: boolean;
};

/** The digits of the server's captcha image; tapping the image fetches another (`<id>-image`). */
export function CaptchaField({ id, captcha, onRefresh, required = true, ...field }: CaptchaFieldProps) {
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('auth.captcha')}
      placeholder={t('auth.captchaPlaceholder')}
      required={required}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_MAX_LENGTH}
      {...field}
      addon={
        <button type="button" className="auth-captcha" data-testid={`${id}-image`} aria-label={t('auth.captchaRefresh')} onClick={onRefresh}>
          {captcha && <img src={`data:image/png;base64,${captcha.image}`} alt={t('auth.captchaImage')} />}
        </button>
      }
    />
  );
}
