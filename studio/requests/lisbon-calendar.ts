/**
 * Days and wall-clock times in Lisbon, where the garage works: an appointment is agreed as a Lisbon
 * day and time (the API takes `YYYY-MM-DD` and `HH:MM`), and the week view groups by Lisbon days.
 * Calendar days are counted on UTC dates, which have no daylight-saving shifts, so adding a day is
 * always 24 hours there whatever Lisbon's clocks do.
 */

export { lisbonDayTime } from '../../lib/booking/studio/index';

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in (weeks start on Monday, as in Portugal). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** `count` consecutive calendar days from `first`. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}
