import type { DateRange } from '@/components/list/date-range';

/**
 * A record's period on the wire: the player's days and the device's offset from UTC on the first
 * of them, so the server counts each day from the player's midnight.
 */
export const periodQuery = ({ from, to }: DateRange) => ({ from, to, utcOffset: -new Date(`${from}T00:00:00`).getTimezoneOffset() });
