import { useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { Input, type InputProps } from '@/components/ui/input';
import { useT } from '@/lib/i18n/use-t';
import type { FieldMessage } from '@/features/auth/validation/rules';
import '@/features/auth/components/auth.css';

type FieldFrameProps = {
  /** The input's id; the row's test id is `<id>-field`, its message `<id>-error`. */
  id: string;
  label: string;
  required?: boolean;
  error?: FieldMessage;
  children: ReactNode;
};

/** Label (with the required asterisk), the control, and the field's message under it. */
export function FieldFrame({ id, label, required, error, children }: FieldFrameProps) {
  const t = useT();
  return (
    <div className={error ? 'auth-field auth-field-invalid' : 'auth-field'} data-testid={`${id}-field`}>
      <label className="auth-field-label" htmlFor={id}>
        {required && (
          <span className="auth-required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="auth-field-control">{children}</div>
      {error && (
        <p className="auth-field-error" data-testid={`${id}-error`} role="alert">
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = Omit<FieldFrameProps, 'children'> &
  Pick<InputProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'placeholder' | 'readOnly' | 'disabled'> & {
    value: string;
    onChange: (value: string) => void;
    onBlur?: () => void;
    /** Shown after the input: a toggle, a send button, a captcha image. */
    addon?: ReactNode;
  };

export function TextField({ id, label, required, error, value, onChange, onBlur, addon, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <Input id={id} className="auth-input" value={value} onChange={onChange} onBlur={onBlur} {...inputProps} />
      {addon}
    </FieldFrame>
  );
}

/** A password field with the show/hide toggle (`<id>-toggle`). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="auth-addon-button"
          data-testid={`${props.id}-toggle`}
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      }
    />
  );
}

/** Moves the focus to a field's input (the first field in error, the affiliate field). */
export const focusField = (id: string) => document.getElementById(id)?.focus();
