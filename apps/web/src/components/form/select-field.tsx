import { useT } from '@/lib/i18n/use-t';
import { FieldFrame, useBoundControl, type FieldProps } from '@/components/form/fields';

/** One choice of a select field; `label` is shown as given (names, numbers), not translated. */
export type SelectOption = { value: string; label: string };

/** A native select bound to the form value `name`; the empty first option shows `placeholder` until a choice is made. */
export function SelectField({ name, label, placeholder, required, options }: Pick<FieldProps, 'name' | 'label' | 'placeholder' | 'required'> & { options: readonly SelectOption[] }) {
  const t = useT();
  const { id, message, controlProps } = useBoundControl(name, required);
  return (
    <FieldFrame id={id} label={label} required={required} message={message}>
      <select className="form-input form-select" {...controlProps}>
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
