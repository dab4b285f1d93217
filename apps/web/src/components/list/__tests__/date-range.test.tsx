import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customRange, initialDateRange, presetRange } from '@/components/list/date-range';
import { DateRangeFilter } from '@/components/list/date-range-filter';

// 2026-03-01 10:00 in the test's time zone: yesterday is in February, 30 days back in January.
const NOW = new Date(2026, 2, 1, 10, 0).getTime();

describe('date ranges of the record screens', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['today', { from: '2026-03-01', to: '2026-03-01' }],
    ['yesterday', { from: '2026-02-28', to: '2026-02-28' }],
    ['last7Days', { from: '2026-02-23', to: '2026-03-01' }],
    ['last30Days', { from: '2026-01-31', to: '2026-03-01' }],
  ] as const)('%s runs from the first to the last day, both included', (preset, range) => {
    expect(presetRange(preset, NOW)).toEqual(range);
  });

  it('counts calendar days just after midnight', () => {
    expect(presetRange('yesterday', new Date(2026, 2, 1, 0, 5).getTime())).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('counts the days of a fixed zone when given its offset (the platform\'s business days)', () => {
    // 20:30 UTC on 26 November is already the 27th at UTC+8.
    const evening = Date.UTC(2026, 10, 26, 20, 30);
    expect(presetRange('today', evening, 480)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('last7Days', evening, 480)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(initialDateRange(Date.UTC(2026, 2, 1, 15, 59), 480)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('orders two picked days', () => {
    expect(customRange('2026-02-10', '2026-02-01')).toEqual({ from: '2026-02-01', to: '2026-02-10' });
  });

  it('reports each choice as { from, to }, and two picked days for custom', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const onChange = vi.fn();
    render(<DateRangeFilter onChange={onChange} />);
    expect(screen.getByTestId('date-range-last7Days').getAttribute('aria-pressed')).toBe('true');
    expect(initialDateRange(NOW)).toEqual({ from: '2026-02-23', to: '2026-03-01' });

    await userEvent.click(screen.getByTestId('date-range-today'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-01' });
    expect(screen.getByTestId('date-range-today').getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByTestId('date-range-custom'));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-01' });
    fireEvent.change(screen.getByLabelText('dateRange.from'), { target: { value: '2026-02-14' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-14', to: '2026-03-01' });
    fireEvent.change(screen.getByLabelText('dateRange.to'), { target: { value: '2026-02-20' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-14', to: '2026-02-20' });
  });
});
