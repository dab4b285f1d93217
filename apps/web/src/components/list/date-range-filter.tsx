import { useId, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { customRange, DATE_RANGE_PRESETS, INITIAL_DATE_RANGE_PRESET, presetRange, type DateRange, type DateRangePreset } from '@/components/list/date-range';
import '@/components/list/list.css';

type Choice = DateRangePreset | 'custom';

const rangeFromToday = (preset: DateRangePreset, utcOffset: number | undefined) => presetRange(preset, Date.now(), utcOffset);

/**
 * The period of a record screen: today, yesterday, the last 7 or 30 days, or two picked days.
 * Reports each new choice as `{ from, to }` (days, both included); the screen starts with
 * `initialDateRange(Date.now())` and keeps the range in its state or URL. With `utcOffset` the days
 * are those of that fixed zone (the platform's business days of the team reports), not the player's.
 */
export function DateRangeFilter({ onChange, utcOffset }: { onChange: (range: DateRange) => void; utcOffset?: number }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(INITIAL_DATE_RANGE_PRESET);
  const [custom, setCustom] = useState<DateRange | null>(null);

  const choose = (next: Choice) => {
    setChoice(next);
    if (next === 'custom') {
      const start = custom ?? rangeFromToday('today', utcOffset);
      setCustom(start);
      onChange(start);
    } else {
      onChange(rangeFromToday(next, utcOffset));
    }
  };
  const pick = (end: 'from' | 'to', day: string) => {
    if (!custom || !day) return;
    const next = end === 'from' ? customRange(day, custom.to) : customRange(custom.from, day);
    setCustom(next);
    onChange(next);
  };

  return (
    <fieldset className="date-range" data-testid="date-range">
      <legend className="visually-hidden">{t('dateRange.label')}</legend>
      <div className="date-range-presets">
        {[...DATE_RANGE_PRESETS, 'custom' as const].map((option) => (
          <button
            key={option}
            type="button"
            className="date-range-preset"
            aria-pressed={choice === option}
            data-testid={`date-range-${option}`}
            onClick={() => choose(option)}
          >
            {t(`dateRange.${option}`)}
          </button>
        ))}
      </div>
      {choice === 'custom' && custom && (
        <div className="date-range-custom">
          <label htmlFor={`${id}-from`}>{t('dateRange.from')}</label>
          <input id={`${id}-from`} type="date" name="from" value={custom.from} max={custom.to} onChange={(event) => pick('from', event.target.value)} />
          <label htmlFor={`${id}-to`}>{t('dateRange.to')}</label>
          <input id={`${id}-to`} type="date" name="to" value={custom.to} min={custom.from} onChange={(event) => pick('to', event.target.value)} />
        </div>
      )}
    </fieldset>
  );
}
