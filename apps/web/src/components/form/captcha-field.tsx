import type { Captcha } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { useFormKit } from '@/components/form/form-context';
import { TextField } from '@/components/form/fields';
import { CAPTCHA_MAX_LENGTH } from '@/components/form/rules';

/** The digits of the server's captcha image; tapping the image fetches another (`<id>-image`). */
export function CaptchaField({ name, captcha, onRefresh }: { name: string; captcha: Captcha | undefined; onRefresh: () => void }) {
  const t = useT();
  const { fieldId } = useFormKit();
  return (
    <TextField
      name={name}
      label="auth.captcha"
      placeholder="auth.captchaPlaceholder"
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_MAX_LENGTH}
      addon={
        <button type="button" className="form-captcha" data-testid={`${fieldId(name)}-image`} aria-label={t('auth.captchaRefresh')} onClick={onRefresh}>
          {captcha && <img src={`data:image/png;base64,${captcha.image}`} alt={t('auth.captchaImage')} />}
        </button>
      }
    />
  );
}
