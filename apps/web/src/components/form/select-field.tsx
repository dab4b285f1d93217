import { useFormState } from 'react-hook-form';
import { useT } from '@/lib/i18n/use-t';
import { useFormKit } from '@/components/form/form-context';
import { FieldFrame, type FieldProps } from '@/components/form/fields';

/** One choice of a select field; `label` is shown as given (names, numbers), not translated. */
export type SelectOption = { value: string; label: string };

/** A native select bound to the form value `name`; the empty first option shows `placeholder` until a choice is made. */
export function SelectField({ name, label, placeholder, required, options }: Pick<FieldProps, 'name' | 'label' | 'placeholder' | 'required'> & { options: readonly SelectOption[] }) {
  const t = useT();
  const { form, fieldId } = useFormKit();
  const { errors } = useFormState({ control: form.control, name, exact: true });
  const { onChange, ...registered } = form.register(name);
  const id = fieldId(name);
  const message = errors[name]?.message;
  return (
    <FieldFrame id={id} label={label} required={required} message={message}>
      <select
        id={id}
        className="form-input form-select"
        {...registered}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-required={required || undefined}
        onChange={async (event) => {
          await onChange(event);
          form.recheckDependents(name);
        }}
      >
        <option value="">{placeholder ? t(placeholder) : ''}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
