import { useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';

/**
 * The form state under the kit: text values, field messages, which fields were left, and the
 * checks of `useAppForm`, in the way of react-hook-form's `onTouched` mode (a field is checked when
 * it is first left, then at each change; after a submit every change is checked) with a fraction of
 * its weight, so that the sign-in page's first paint can carry a form. Inputs stay uncontrolled:
 * a field's value lives here and in its element, never in React state, so typing re-renders only
 * what shows a message or watches a value.
 */

export type FormValues = Record<string, string>;
export type FieldError = { type: string; message: string };
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, FieldError>>;
/** The checks of a form: every field's message for `values` (an empty object when all pass). */
export type Resolver<V extends FormValues> = (values: V) => FieldErrors<V>;
export type SubmitHandler<V extends FormValues> = (values: V) => unknown;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FormStore<V extends FormValues> = ReturnType<typeof createFormStore<V>>;

function createFormStore<V extends FormValues>(defaults: V) {
  let defaultValues = { ...defaults };
  let values: V = { ...defaults };
  let errors: FieldErrors<V> = {};
  let touched: Partial<Record<keyof V & string, true>> = {};
  let submitted = false;
  let resolver: Resolver<V> = () => ({});
  const elements = new Map<string, Control>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of listeners) listener();
  };

  type Name = keyof V & string;

  const setFieldError = (name: Name, error: FieldError | undefined) => {
    if (errors[name]?.message === error?.message && errors[name]?.type === error?.type) return;
    const next = { ...errors };
    if (error) next[name] = error;
    else delete next[name];
    errors = next;
  };

  /** Checks `names` (all fields with a rule when none is given) and shows their messages; true when they pass. */
  const check = (names?: readonly Name[]) => {
    const found = resolver(values);
    const checked = names ?? (Object.keys({ ...found, ...errors }) as Name[]);
    for (const name of checked) setFieldError(name, found[name]);
    changed();
    return checked.every((name) => !found[name]);
  };

  const focus = (name: string, select = false) => {
    const element = elements.get(name);
    element?.focus();
    if (select && element instanceof HTMLInputElement) element.select();
  };

  const writeElement = (name: string) => {
    const element = elements.get(name);
    if (element && element.value !== values[name]) element.value = values[name] ?? '';
  };

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    setResolver: (next: Resolver<V>) => {
      resolver = next;
    },
    values: () => values,
    errors: () => errors,
    touched: () => touched,
    register(name: Name) {
      return {
        name,
        ref: (element: Control | null) => {
          if (!element) {
            elements.delete(name);
            return;
          }
          elements.set(name, element);
          writeElement(name);
        },
        onChange: async (event: ChangeEvent<Control>) => {
          values = { ...values, [name]: event.target.value };
          if (touched[name] || submitted) check([name]);
          else changed();
        },
        onBlur: () => {
          touched = { ...touched, [name]: true };
          check([name]);
        },
      };
    },
    handleSubmit: (onValid: SubmitHandler<V>, onInvalid?: (errors: FieldErrors<V>) => void) => async (event?: FormEvent) => {
      event?.preventDefault();
      submitted = true;
      const found = resolver(values);
      errors = found;
      changed();
      if (Object.keys(found).length > 0) onInvalid?.(found);
      else await onValid(values);
    },
    trigger: async (names?: Name | readonly Name[], options: { shouldFocus?: boolean } = {}) => {
      const list = names === undefined ? undefined : typeof names === 'string' ? [names] : names;
      const valid = check(list);
      if (!valid && options.shouldFocus) {
        const first = (list ?? (Object.keys(errors) as Name[])).find((name) => errors[name]);
        if (first) focus(first);
      }
      return valid;
    },
    setValue: (name: Name, value: string, options: { shouldValidate?: boolean } = {}) => {
      values = { ...values, [name]: value };
      writeElement(name);
      if (options.shouldValidate) check([name]);
      else changed();
    },
    setError: (name: Name, error: FieldError, options: { shouldFocus?: boolean } = {}) => {
      setFieldError(name, error);
      changed();
      if (options.shouldFocus) focus(name);
    },
    clearErrors: (names?: Name | readonly Name[]) => {
      if (names === undefined) errors = {};
      else for (const name of typeof names === 'string' ? [names] : names) setFieldError(name, undefined);
      changed();
    },
    setFocus: (name: Name, options: { shouldSelect?: boolean } = {}) => focus(name, options.shouldSelect),
    getFieldState: (name: Name) => ({ isTouched: touched[name] === true, error: errors[name], invalid: errors[name] !== undefined }),
    reset: (next?: V) => {
      if (next) defaultValues = { ...next };
      values = { ...defaultValues };
      errors = {};
      touched = {};
      submitted = false;
      for (const name of elements.keys()) writeElement(name);
      changed();
    },
  };
}

/** The store of one form, made once for the component's life. */
export function useFormStore<V extends FormValues>(defaultValues: V, resolver: Resolver<V>): FormStore<V> {
  const [store] = useState(() => createFormStore(defaultValues));
  // The checks follow what the form shows now (e.g. the sign-in method).
  store.setResolver(resolver);
  return store;
}

/** The message of one field, re-rendering the caller only when it changes. */
export function useFieldError<V extends FormValues>(store: FormStore<V>, name: keyof V & string): FieldError | undefined {
  const read = () => store.errors()[name];
  return useSyncExternalStore(store.subscribe, read, read);
}

/** A field's value, re-rendering the caller only when it changes. */
export function useFieldValue<V extends FormValues>(store: FormStore<V>, name: keyof V & string): string {
  const read = () => store.values()[name] ?? '';
  return useSyncExternalStore(store.subscribe, read, read);
}
