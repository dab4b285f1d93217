import { describe, expect, it } from 'vitest';
import { greetingBand } from '@/features/agent/greeting';

describe('greetingBand (spec §2 agent home: 0–10 h, >10–14 h, >14–18 h, after 18 h)', () => {
  it.each([
    [0, 'morning'], [10, 'morning'],
    [11, 'earlyAfternoon'], [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'], [18, 'lateAfternoon'],
    [19, 'evening'], [23, 'evening'],
  ] as const)('at %i h it is %s', (hour, band) => {
    expect(greetingBand(hour)).toBe(band);
  });
});
