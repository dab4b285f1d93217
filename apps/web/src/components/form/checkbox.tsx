import type { ReactNode } from 'react';

type CheckboxProps = { checked: boolean; onChange: (checked: boolean) => void; testId?: string; children: ReactNode };

/**
 * A real checkbox (reachable by Tab, announced with its state) drawn as the app's round tick;
 * the label is the whole row, so a tap on the text toggles it too.
 */
export function Checkbox({ checked, onChange, testId, children }: CheckboxProps) {
  return (
    <label className="form-checkbox" data-testid={testId}>
      <input type="checkbox" className="form-checkbox-input" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="form-checkbox-mark" aria-hidden="true" />
      <span>{children}</span>
    </label>
  );
}
