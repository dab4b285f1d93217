import { useRef, useState } from 'react';
import type { FieldMessage, Rule } from '@/features/auth/validation/rules';

type Messages<F extends string> = Partial<Record<F, FieldMessage>>;

/**
 * Field values, their messages and whether the user touched them. A field is checked when it
 * loses focus and, once touched, on every change; `dependents` are re-checked with it
 * (the confirmation when the password changes). Every write also lands in refs so that
 * timers and awaited handlers see the latest values.
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  rules: Partial<Record<F, Rule>>,
  dependents: Partial<Record<F, readonly F[]>> = {},
) {
  const [values, setValuesState] = useState(initial);
  const [errors, setErrorsState] = useState<Messages<F>>({});
  const [touched, setTouchedState] = useState<Partial<Record<F, true>>>({});
  const valuesRef = useRef(initial);
  const errorsRef = useRef<Messages<F>>({});
  const touchedRef = useRef<Partial<Record<F, true>>>({});

  const commitValues = (next: Record<F, string>) => {
    valuesRef.current = next;
    setValuesState(next);
  };
  const commitErrors = (next: Messages<F>) => {
    errorsRef.current = next;
    setErrorsState(next);
  };
  const markTouched = (field: F) => {
    if (touchedRef.current[field]) return;
    touchedRef.current = { ...touchedRef.current, [field]: true };
    setTouchedState(touchedRef.current);
  };

  const check = (field: F, current: Record<F, string>) => rules[field]?.(current[field], current) ?? null;

  const recheck = (fields: readonly F[], current: Record<F, string>, onlyShown: boolean) => {
    const next = { ...errorsRef.current };
    for (const field of fields) {
      if (onlyShown && !touchedRef.current[field] && !errorsRef.current[field]) continue;
      const failure = check(field, current);
      if (failure) next[field] = failure;
      else delete next[field];
    }
    commitErrors(next);
  };

  return {
    values,
    errors,
    /** Whether any field was touched (the phone set-password submit waits for one). */
    touched: Object.keys(touched).length > 0,

    setValue(field: F, value: string) {
      const next = { ...valuesRef.current, [field]: value };
      commitValues(next);
      recheck([field, ...(dependents[field] ?? [])], next, true);
    },

    /** Replaces values without checking them (remembered credentials, a cleared field). */
    fill(patch: Partial<Record<F, string>>) {
      commitValues({ ...valuesRef.current, ...patch });
    },

    blur(field: F) {
      markTouched(field);
      recheck([field], valuesRef.current, false);
    },

    /** Checks `fields` and answers the first in error, or null when all pass. */
    validate(fields: readonly F[]): F | null {
      for (const field of fields) markTouched(field);
      recheck(fields, valuesRef.current, false);
      return fields.find((field) => errorsRef.current[field]) ?? null;
    },

    /** Checks again the fields that hold a value (after a language change). */
    revalidateFilled(fields: readonly F[]) {
      recheck(fields.filter((field) => valuesRef.current[field] !== ''), valuesRef.current, false);
    },

    setError(field: F, failure: FieldMessage | null) {
      const next = { ...errorsRef.current };
      if (failure) next[field] = failure;
      else delete next[field];
      commitErrors(next);
    },

    clearErrors() {
      commitErrors({});
    },

    current: () => valuesRef.current,
  };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;
