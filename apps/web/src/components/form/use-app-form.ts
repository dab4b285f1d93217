import { useState } from 'react';
import { useForm, type FieldErrors, type Path, type PathValue, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Toast } from '@/components/ui/feedback';
import type { FieldMessage, Rule } from '@/components/form/rules';
import { useRevalidateOnLanguageChange } from '@/components/form/use-revalidate-on-language-change';

/** Every field of a kit form holds text (an amount too, as typed). */
export type FormValues = Record<string, string>;
export type FormRules<V extends FormValues> = Partial<Record<keyof V & string, Rule>>;

/**
 * A field message travels in react-hook-form's `message` string as `key?param=value`, so that it is
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
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, rule] of Object.entries(rules) as [string, Rule | undefined][]) {
      const failure = rule?.(values[field] ?? '', values);
      if (failure) errors[field] = { type: 'rule', message: encodeMessage(failure) };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };

export type AppFormOptions<V extends FormValues> = {
  defaultValues: V;
  /** The checks of the fields on screen; fields without a rule are not checked. */
  rules: FormRules<V>;
  /** Fields checked again when another changes, once they show a message or were left (the confirmation). */
  dependents?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
};

export type AppForm<V extends FormValues> = UseFormReturn<V> & {
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
 * react-hook-form set up the way every form of the app behaves (spec §4, §5): a field is checked
 * when it is left and, from then on, at each change; a submit checks all and focuses the first
 * field in error; filled fields are checked again 200 ms after a language change.
 */
export function useAppForm<V extends FormValues>({ defaultValues, rules, dependents = {} }: AppFormOptions<V>): AppForm<V> {
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<V>({
    defaultValues: defaultValues as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // <Form> focuses the first field in error in the page's order.
    shouldFocusError: false,
    resolver: rulesResolver(rules),
  });

  useRevalidateOnLanguageChange(() => {
    const filled = Object.keys(rules).filter((field) => form.getValues(field as Path<V>) !== '');
    if (filled.length > 0) void form.trigger(filled as Path<V>[]);
  });

  const announce = (text: string) => {
    // The same text twice is still said twice: the region is emptied first.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  };

  return {
    ...form,
    announcement,
    announce,
    alert(text) {
      Toast.show({ content: text });
      announce(text);
    },
    refuse(field, message) {
      form.setError(field as Path<V>, { type: 'refused', message: encodeMessage(message) }, { shouldFocus: true });
    },
    recheckDependents(field) {
      const waiting = (dependents[field] ?? []).filter((dependent) => {
        const state = form.getFieldState(dependent as Path<V>);
        return state.isTouched || state.error !== undefined;
      });
      if (waiting.length > 0) void form.trigger(waiting as Path<V>[]);
    },
    fill(patch) {
      for (const [field, value] of Object.entries(patch)) form.setValue(field as Path<V>, value as PathValue<V, Path<V>>);
    },
  };
}
