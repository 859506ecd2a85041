import { CURRENCY, LOCALES, type Locale } from '../../lib/constants';
import type { RequestStatusValue } from '../../lib/booking/studio/index';

/** The site language of a Studio language ('pt-PT' → 'pt'); English for any other. */
export function contentLocale(studioLocaleId: string): Locale {
  const language = studioLocaleId.split('-')[0] ?? '';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en';
}

/** The business's time zone (BUSINESS_TIME_ZONE of lib/booking/dates.ts, which Studio code cannot import: it uses the `@/` alias). */
const LISBON = 'Europe/Lisbon';

/** A stored time as the business reads it: in Lisbon, written in the Studio's language. */
export function lisbonTime(iso: string | null | undefined, studioLocaleId: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(studioLocaleId, {
    timeZone: LISBON,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A form date (YYYY-MM-DD) in the Studio's language; the date itself, not a moment, so no time zone applies. */
export function calendarDate(date: string | null | undefined, studioLocaleId: string): string | undefined {
  if (!date) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(studioLocaleId, { timeZone: 'UTC', dateStyle: 'full' }).format(parsed);
}

/**
 * An appointment's hours in Lisbon, start to end ("09:00–11:00"), with its day in front where it is
 * not named elsewhere ("Monday, 30 March 2026, 09:00–11:00").
 */
export function lisbonHours(
  appointment: { startsAt: string; durationMinutes: number },
  studioLocaleId: string,
  { withDay = false } = {},
): string {
  const start = new Date(appointment.startsAt);
  return new Intl.DateTimeFormat(studioLocaleId, {
    timeZone: LISBON,
    timeStyle: 'short',
    ...(withDay ? { dateStyle: 'full' as const } : {}),
  }).formatRange(start, new Date(start.getTime() + appointment.durationMinutes * 60_000));
}

/** A duration as the Studio's language writes minutes ("90 minutes", "90 minutos"). */
export const minutesText = (minutes: number, studioLocaleId: string): string =>
  new Intl.NumberFormat(studioLocaleId, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);

/** An amount in cents as euros in the Studio's language ("€45.50", "45,50 €"). */
export const euroAmount = (cents: number, studioLocaleId: string): string =>
  new Intl.NumberFormat(studioLocaleId, { style: 'currency', currency: CURRENCY }).format(cents / 100);

/** Each status's badge colour (Sanity UI tones). */
export const STATUS_TONES: Record<
  RequestStatusValue,
  'primary' | 'suggest' | 'positive' | 'neutral' | 'caution' | 'critical'
> = {
  new: 'primary',
  contacted: 'suggest',
  confirmed: 'positive',
  done: 'neutral',
  declined: 'caution',
  cancelled: 'caution',
  spam: 'critical',
};

/** What a thrown value says, for an error line or toast. */
export const errorMessage = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));
