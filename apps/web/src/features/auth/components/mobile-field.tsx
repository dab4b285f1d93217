import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import { MOBILE_LENGTH, type FieldMessage } from '@/features/auth/validation/rules';
import { DialingCodePicker } from '@/features/auth/components/dialing-code-picker';
import { FieldFrame } from '@/features/auth/components/form-field';

type MobileFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: FieldMessage;
  required?: boolean;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
};

/** Dialing code (`<id>-dialing-code`) and the national number, at most 20 digits. */
export function MobileField({ id, value, onChange, onBlur, error, required = true, dialingCode, onDialingCodeChange }: MobileFieldProps) {
  const t = useT();
  return (
    <FieldFrame id={id} label={t('auth.mobile')} required={required} error={error}>
      <DialingCodePicker id={`${id}-dialing-code`} value={dialingCode} onChange={onDialingCodeChange} />
      <Input
        id={id}
        className="auth-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH.max}
        placeholder={t('auth.mobilePlaceholder')}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
