import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { FieldFrame, useBoundControl, type FieldProps } from '@/components/form/fields';

/**
 * Text of several lines (a feedback, a message) bound to the form value `name`. `hint` is shown
 * under it and read with it (a live word count and its bounds).
 */
export function TextAreaField({ name, label, placeholder, required, rows = 5, maxLength, hint }: Pick<FieldProps, 'name' | 'label' | 'placeholder' | 'required' | 'maxLength'> & { rows?: number; hint?: ReactNode }) {
  const t = useT();
  const { id, message, controlProps } = useBoundControl(name, required);
  const describedBy = [controlProps['aria-describedby'], hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} label={label} required={required} message={message}>
      <textarea className="form-input form-textarea" {...controlProps} aria-describedby={describedBy} rows={rows} maxLength={maxLength} placeholder={placeholder && t(placeholder)} />
      {hint && <p className="form-textarea-hint" id={`${id}-hint`}>{hint}</p>}
    </FieldFrame>
  );
}
