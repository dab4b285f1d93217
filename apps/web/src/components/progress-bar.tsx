import '@/components/progress-bar.css';

/**
 * A bar of `value` out of `max` (wagering done, a VIP requirement met), announced as a progressbar
 * named `label` with `valueText` (the figures in words), which is also shown under it.
 */
export function ProgressBar({ value, max, label, valueText, testId }: { value: number; max: number; label: string; valueText: string; testId: string }) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 100;
  return (
    <div className="progress-bar">
      <div
        className="progress-bar-track" role="progressbar" aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)}
        aria-valuetext={valueText} aria-label={label} data-testid={testId}
      >
        <div className="progress-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="progress-bar-text">{valueText}</p>
    </div>
  );
}
