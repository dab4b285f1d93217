import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FieldErrors, SubmitHandler } from '@/components/form/form-engine';
import { useT } from '@/lib/i18n/use-t';
import { FormKitContext } from '@/components/form/form-context';
import { decodeMessage, type AppForm, type FormValues } from '@/components/form/use-app-form';
import '@/components/form/form.css';

type FormProps<V extends FormValues> = {
  form: AppForm<V>;
  /** Field ids are `<idPrefix>-<name>`, the form's test id `<idPrefix>-form` unless `testId` says otherwise. */
  idPrefix: string;
  testId?: string;
  /** Called with the values once every rule passes. */
  onValid: SubmitHandler<V>;
  children: ReactNode;
};

const neverChanges = () => () => undefined;
const documentBody = () => document.body;
const noDocument = () => null;

/**
 * A form of the kit: submitting (a button or Enter) checks every field, focuses the first in
 * error and announces the failure; with all fields valid it calls `onValid`. The live region
 * is attached to the document body, outside the masks popups lay over the page.
 */
export function Form<V extends FormValues>({ form, idPrefix, testId, onValid, children }: FormProps<V>) {
  const t = useT();
  const regionHost = useSyncExternalStore(neverChanges, documentBody, noDocument);

  const formRef = useRef<HTMLFormElement>(null);

  // The first field in error as the page shows them (fields may register in another order).
  const onInvalid = (errors: FieldErrors<V>) => {
    const inputs = [...(formRef.current?.elements ?? [])].filter((element) => element instanceof HTMLInputElement);
    const first = inputs.find((input) => typeof errors[input.name]?.message === 'string');
    if (!first) return;
    first.focus();
    const { key, params } = decodeMessage(errors[first.name]!.message as string);
    form.announce(t('form.invalid', { message: t(key, params) }));
  };

  return (
    <FormKitContext.Provider value={{ form: form as unknown as AppForm<FormValues>, idPrefix }}>
      <form
        ref={formRef}
        className="form-kit"
        noValidate
        data-testid={testId ?? `${idPrefix}-form`}
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
      >
        {children}
      </form>
      {regionHost &&
        createPortal(
          <div className="visually-hidden" role="status" aria-live="assertive" aria-atomic="true" data-testid={`${idPrefix}-announcement`}>
            {form.announcement}
          </div>,
          regionHost,
        )}
    </FormKitContext.Provider>
  );
}
