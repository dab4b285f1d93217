import type { FieldProps } from '@/components/form/fields';
import { TextField } from '@/components/form/fields';
import { PIN_LENGTH } from '@/components/form/rules';

const digitsOnly = (typed: string): string => typed.replace(/\D/g, '').slice(0, PIN_LENGTH);

/**
 * A 6-digit PIN (the payment password): masked, the numeric keyboard, never offered by autofill;
 * whatever is not a digit is dropped as it is typed. Check it with `paymentPasswordRule` (or `newPaymentPasswordRule`).
 */
export function PinField(props: Omit<FieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  return <TextField autoComplete="off" {...props} type="password" inputMode="numeric" maxLength={PIN_LENGTH} normalize={digitsOnly} />;
}
