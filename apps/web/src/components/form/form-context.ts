import { createContext, useContext } from 'react';
import type { AppForm, FormValues } from '@/components/form/use-app-form';

type FormKit = { form: AppForm<FormValues>; idPrefix: string };

export const FormKitContext = createContext<FormKit | null>(null);

/** The form around a field and the id of one of its fields (`<idPrefix>-<name>`). */
export function useFormKit() {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('A form field is used outside <Form>');
  return { form: kit.form, fieldId: (name: string) => `${kit.idPrefix}-${name}` };
}
