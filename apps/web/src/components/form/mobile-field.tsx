import { useFieldValue } from '@/components/form/form-engine';
import { useFormKit } from '@/components/form/form-context';
import { useDialingCode } from '@/components/form/countries';
import { DialingCodePicker } from '@/components/form/dialing-code-picker';
import { TextField } from '@/components/form/fields';
import { MOBILE_LENGTH } from '@/components/form/rules';

export const DIALING_CODE_FIELD = 'countryDialingCode';

/** The dialing code in use for a form with a mobile field (its picked value, else the market's first). */
export function useFormDialingCode(): string {
  const { form } = useFormKit();
  return useDialingCode(useFieldValue(form.control, DIALING_CODE_FIELD));
}

/**
 * Dialing code (`<id>-dialing-code`, the form value `countryDialingCode`, '' until picked) and
 * the national number, at most 20 digits.
 */
export function MobileField({ name, required = true }: { name: string; required?: boolean }) {
  const { form, fieldId } = useFormKit();
  const dialingCode = useFormDialingCode();
  return (
    <TextField
      name={name}
      label="auth.mobile"
      placeholder="auth.mobilePlaceholder"
      required={required}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_LENGTH.max}
      prefix={
        <DialingCodePicker
          id={`${fieldId(name)}-dialing-code`}
          value={dialingCode}
          onChange={(code) => form.setValue(DIALING_CODE_FIELD, code)}
        />
      }
    />
  );
}
