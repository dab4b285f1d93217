import { useFormState } from 'react-hook-form';
import { useT } from '@/lib/i18n/use-t';
import { FieldFrame } from '@/components/form/fields';
import { useFormKit } from '@/components/form/form-context';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  name: string;
  /** Translation keys of the label and of the empty choice shown until one is picked. */
  label: string;
  placeholder: string;
  /** Labels as shown (names of banks, already in their own words). */
  options: readonly SelectOption[];
  required?: boolean;
};

/** One choice of a short list, as the platform's own picker (the phone's wheel or sheet); the value '' until picked. */
export function SelectField({ name, label, placeholder, options, required }: SelectFieldProps) {
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
        <option value="" disabled>
          {t(placeholder)}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
