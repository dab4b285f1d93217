import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useFormStore, type FieldError, type FieldErrors, type FormStore, type FormValues, type Resolver, type SubmitHandler } from '@/components/form/form-engine';
import { toast } from '@/components/ui/toast';
import type { FieldMessage, Rule } from '@/components/form/rules';
import { useRevalidateOnLanguageChange } from '@/components/form/use-revalidate-on-language-change';

/** Every field of a kit form holds text (an amount too, as typed). */
export type { FormValues };
export type FormRules<V extends FormValues> = Partial<Record<keyof V & string, Rule>>;

/**
 * A field message travels in the form state's `message` string as `key?param=value`, so that it is
 * translated when shown and follows the language without checking the field again.
 */
export const encodeMessage = ({ key, params }: FieldMessage): string =>
  params ? `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString()}` : key;

export const decodeMessage = (message: string): FieldMessage => {
  const [key = message, query] = message.split('?');
  return query ? { key, params: Object.fromEntries(new URLSearchParams(query)) } : { key };
};

/** Checks the fields that have a rule now (the rules follow the method shown: username or mobile). */
const rulesResolver =
  <V extends FormValues>(rules: FormRules<V>): Resolver<V> =>
  (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, rule] of Object.entries(rules) as [string, Rule | undefined][]) {
      const failure = rule?.(values[field] ?? '', values);
      if (failure) errors[field] = { type: 'rule', message: encodeMessage(failure) };
    }
    return errors as FieldErrors<V>;
  };

export type AppFormOptions<V extends FormValues> = {
  defaultValues: V;
  /** The checks of the fields on screen; fields without a rule are not checked. */
  rules: FormRules<V>;
  /** Fields checked again when another changes, once they show a message or were left (the confirmation). */
  dependents?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
};

type Name<V extends FormValues> = keyof V & string;

/** What a form of the kit offers its page (the calls of react-hook-form the app uses, on the kit's engine). */
export type AppForm<V extends FormValues> = {
  /** The form's state, for the kit's fields (`useFieldError`, `useFieldValue`). */
  control: FormStore<V>;
  register: FormStore<V>['register'];
  handleSubmit: (onValid: SubmitHandler<V>, onInvalid?: (errors: FieldErrors<V>) => void) => (event?: FormEvent) => Promise<void>;
  trigger: (names?: Name<V> | readonly Name<V>[], options?: { shouldFocus?: boolean }) => Promise<boolean>;
  getValues: {
    (): V;
    (name: Name<V>): string;
  };
  setValue: (name: Name<V>, value: string, options?: { shouldValidate?: boolean }) => void;
  setError: (name: Name<V>, error: FieldError, options?: { shouldFocus?: boolean }) => void;
  clearErrors: (names?: Name<V> | readonly Name<V>[]) => void;
  setFocus: (name: Name<V>, options?: { shouldSelect?: boolean }) => void;
  getFieldState: (name: Name<V>) => { isTouched: boolean; error?: FieldError; invalid: boolean };
  reset: (values?: V) => void;
  /** A value, re-rendering the page as the form changes. */
  watch: (name: Name<V>) => string;
  /** Fields left and messages shown, re-rendering the page as the form changes. */
  formState: { touchedFields: Partial<Record<Name<V>, true>>; errors: FieldErrors<V> };
  /** Said by the form's live region (a failed submit, a refusal), for screen readers. */
  announcement: string;
  announce(text: string): void;
  /** A refusal as a toast, announced too. */
  alert(text: string): void;
  /** A refusal that belongs to one field: its message under the field, the focus on it. */
  refuse(field: keyof V & string, message: FieldMessage): void;
  /** Checks again the fields that depend on `field` (see `dependents`). */
  recheckDependents(field: string): void;
  /** Sets a value without checking it (remembered credentials, a cleared field). */
  fill(patch: Partial<V>): void;
};

/**
 * The form engine set up the way every form of the app behaves (spec §4, §5): a field is checked
 * when it is left and, from then on, at each change; a submit checks all and focuses the first
 * field in error; filled fields are checked again 200 ms after a language change.
 */
export function useAppForm<V extends FormValues>({ defaultValues, rules, dependents = {} }: AppFormOptions<V>): AppForm<V> {
  const [announcement, setAnnouncement] = useState('');
  const store = useFormStore<V>(defaultValues, rulesResolver(rules));
  // The page re-renders with the form only once it reads a value or the form state while rendering.
  const watching = useRef(false);
  useSyncExternalStore(store.subscribe, () => (watching.current ? store.version() : 0), () => 0);
  const watched = () => {
    watching.current = true;
  };
  const form = {
    control: store,
    register: store.register,
    handleSubmit: store.handleSubmit,
    trigger: store.trigger,
    getValues: ((name?: Name<V>) => (name === undefined ? store.values() : (store.values()[name] ?? ''))) as AppForm<V>['getValues'],
    setValue: store.setValue,
    setError: store.setError,
    clearErrors: store.clearErrors,
    setFocus: store.setFocus,
    getFieldState: store.getFieldState,
    reset: store.reset,
    watch: (name: Name<V>) => {
      watched();
      return store.values()[name] ?? '';
    },
  };

  useRevalidateOnLanguageChange(() => {
    const filled = Object.keys(rules).filter((field) => form.getValues(field as Name<V>) !== '') as Name<V>[];
    if (filled.length > 0) void form.trigger(filled);
  });

  const announce = (text: string) => {
    // The same text twice is still said twice: the region is emptied first.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  };

  return {
    ...form,
    get formState() {
      watched();
      return { touchedFields: store.touched(), errors: store.errors() };
    },
    announcement,
    announce,
    alert(text) {
      toast.show({ content: text });
      announce(text);
    },
    refuse(field, message) {
      form.setError(field, { type: 'refused', message: encodeMessage(message) }, { shouldFocus: true });
    },
    recheckDependents(field) {
      const waiting = (dependents[field] ?? []).filter((dependent) => {
        const state = form.getFieldState(dependent);
        return state.isTouched || state.error !== undefined;
      });
      if (waiting.length > 0) void form.trigger(waiting);
    },
    fill(patch) {
      for (const [field, value] of Object.entries(patch)) form.setValue(field as Name<V>, value as string);
    },
  };
}
