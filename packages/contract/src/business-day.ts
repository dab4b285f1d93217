/**
 * The platform's calendar: the demo merchants' zone, the Philippines. Daily closes, the VIP club's
 * birthdays and months, and the agents' team days all count days in it; the team statistics'
 * database triggers use the same offset (`team_day()` in migration 0033), and the app asks for
 * "today" in it.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = 480;

/** The local date (YYYY-MM-DD) of an instant in the platform's zone. */
export const businessDate = (at: Date): string => new Date(at.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
