/** Spec §2 agent home: the greeting's four bands of the day. */
export type GreetingBand = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/**
 * The band of the member's local clock hour (0–23): morning 0–10 h, early afternoon after 10 up to
 * 14 h, late afternoon after 14 up to 18 h, evening after 18 h; an hour belongs to the band it
 * starts in (10:59 is still morning, 11:00 early afternoon).
 */
export function greetingBand(hour: number): GreetingBand {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
