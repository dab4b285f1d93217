import { useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldError } from '@/components/form/form-engine';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { useT } from '@/lib/i18n/use-t';
import { useFormKit } from '@/components/form/form-context';
import { decodeMessage } from '@/components/form/use-app-form';

type InputOptions = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'readOnly' | 'disabled' | 'min' | 'max'>;

export type FieldProps = InputOptions & {
  /** The form value the field edits; its input's id is `<form idPrefix>-<name>`. */
  name: string;
  /** Translation keys of the label and the placeholder. */
  label: string;
  placeholder?: string;
  /** Shows the asterisk and says so to screen readers (the rule decides what is checked). */
  required?: boolean;
};

type FrameProps = { id: string; label: string; required?: boolean; message?: string; children: ReactNode };

/** Label (with the required asterisk), the control row, and the field's message under it (`<id>-error`). */
export function FieldFrame({ id, label, required, message, children }: FrameProps) {
  const t = useT();
  const shown = message ? decodeMessage(message) : null;
  return (
    <div className={shown ? 'form-field form-field-invalid' : 'form-field'} data-testid={`${id}-field`}>
      <label className="form-field-label" htmlFor={id}>
        {required && (
          <span className="form-required" aria-hidden="true">
            *
          </span>
        )}
        {t(label)}
      </label>
      <div className="form-field-control">{children}</div>
      {shown && (
        <p className="form-field-error" id={`${id}-error`} data-testid={`${id}-error`}>
          {t(shown.key, shown.params)}
        </p>
      )}
    </div>
  );
}

type InputFieldProps = FieldProps & {
  /** Before the input (the dialing code), after it (a toggle, a send link, a captcha image). */
  prefix?: ReactNode;
  addon?: ReactNode;
  /** Rewrites what is typed before it is stored (an amount keeps two decimals). */
  normalize?: (typed: string) => string;
};

/**
 * What every native control of the kit (input, select) binds: the form's registration, its id, the
 * field's message, the ARIA state, and a change that rechecks the fields depending on this one.
 * `normalize` rewrites what is typed before it is stored.
 */
export function useBoundControl(name: string, required: boolean | undefined, normalize?: (typed: string) => string) {
  const { form, fieldId } = useFormKit();
  const message = useFieldError(form.control, name)?.message;
  const { onChange, ...registered } = form.register(name);
  const id = fieldId(name);
  const controlProps = {
    id,
    ...registered,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
    'aria-required': required || undefined,
    onChange: async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      if (normalize) event.target.value = normalize(event.target.value);
      await onChange(event);
      form.recheckDependents(name);
    },
  };
  return { id, message, controlProps };
}

/** A text input bound to the form value `name`, with its label, message and ARIA state. */
export function TextField({ name, label, placeholder, required, prefix, addon, normalize, ...inputOptions }: InputFieldProps) {
  const t = useT();
  const { id, message, controlProps } = useBoundControl(name, required, normalize);
  return (
    <FieldFrame id={id} label={label} required={required} message={message}>
      {prefix}
      <input className="form-input" {...controlProps} placeholder={placeholder && t(placeholder)} {...inputOptions} />
      {addon}
    </FieldFrame>
  );
}

/** A password with the show/hide toggle (`<id>-toggle`). */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const t = useT();
  const { fieldId } = useFormKit();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="form-addon-button"
          data-testid={`${fieldId(props.name)}-toggle`}
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

/** What may be typed into an amount: digits and one decimal point with at most two places. */
export const normalizeAmount = (typed: string): string => {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
};

/** A money amount: decimal keyboard, two places at most (check its bounds with `amountRule`). */
export function AmountField(props: Omit<InputFieldProps, 'type' | 'inputMode' | 'normalize'>) {
  return <TextField autoComplete="off" {...props} inputMode="decimal" normalize={normalizeAmount} />;
}

/**
 * A new password and its confirmation (change password, reset, payment password): give the
 * confirmation `confirmPasswordRule(newName)` and make it a dependent of the new one.
 */
export function NewPasswordFields({ newName = 'newPassword', confirmName = 'confirmNewPassword' }: { newName?: string; confirmName?: string }) {
  return (
    <>
      <PasswordField name={newName} label="password.new" placeholder="password.newPlaceholder" autoComplete="new-password" required />
      <PasswordField name={confirmName} label="password.confirm" placeholder="password.confirmPlaceholder" autoComplete="new-password" required />
    </>
  );
}
