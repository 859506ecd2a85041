import { BOOKING_MAX_DAYS_AHEAD } from '@/lib/constants';

/** The business's time zone: "today" for the date picker and the database check agree on it. */
export const BUSINESS_TIME_ZONE = 'Europe/Lisbon';

// Built once, on first use: constructing a time-zone formatter loads ICU zone data, tens of
// milliseconds on a phone, and the booking form reads today's date on every focus.
let lisbonDateFormat: Intl.DateTimeFormat | undefined;

/** Today's date in Lisbon as YYYY-MM-DD (the `min` of the preferred-date input). */
export function todayInLisbon(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  lisbonDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return lisbonDateFormat.format(now);
}

/** The last day a preferred date may name (the `max` of the date input; the database checks it too). */
export function lastBookableDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + BOOKING_MAX_DAYS_AHEAD);
  return date.toISOString().slice(0, 10);
}
