import { daysFrom, lisbonDayTime, mondayOf } from './lisbon-calendar';

/** The weeks the week view shows: this one and the next. */
export const WEEK_VIEW_WEEKS = 2;
const DAYS_A_WEEK = 7;
/** The days the week view asks the API for (`?days=`), from the Monday of this week. */
export const WEEK_VIEW_DAYS = WEEK_VIEW_WEEKS * DAYS_A_WEEK;

/** The first day the week view shows at `now`: the Monday of this week in Lisbon. */
export const weekViewStart = (now: Date): string => mondayOf(lisbonDayTime(now).day);

export interface AppointmentDay<T> {
  /** YYYY-MM-DD, a Lisbon day. */
  day: string;
  /** Those starting that Lisbon day, earliest first. */
  appointments: T[];
}

export interface AppointmentWeek<T> {
  /** Its Monday. */
  first: string;
  /** Monday to Sunday, each listed even when it has no appointment. */
  days: AppointmentDay<T>[];
}

/**
 * Appointments by the Lisbon day they start on, in weeks from Monday `first`. The day comes from
 * the instant in Lisbon, never from the browser's zone or a UTC date: 00:30 in Lisbon in summer is
 * 23:30 UTC the day before. Appointments outside the weeks are left out.
 */
export function appointmentWeeks<T extends { startsAt: string }>(
  appointments: readonly T[],
  first: string,
  weeks: number = WEEK_VIEW_WEEKS,
): AppointmentWeek<T>[] {
  const byDay = new Map<string, T[]>(daysFrom(first, weeks * DAYS_A_WEEK).map((day) => [day, []]));
  const earliestFirst = [...appointments].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const appointment of earliestFirst) byDay.get(lisbonDayTime(appointment.startsAt).day)?.push(appointment);
  const days = [...byDay].map(([day, dayAppointments]) => ({ day, appointments: dayAppointments }));
  return Array.from({ length: weeks }, (_, index) => {
    const week = days.slice(index * DAYS_A_WEEK, (index + 1) * DAYS_A_WEEK);
    return { first: week[0]!.day, days: week };
  });
}
