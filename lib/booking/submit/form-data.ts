import { BOOKING_HONEYPOT_FIELD, DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { isLocale } from '@/lib/i18n/locale';
import { newIdempotencyKey } from './idempotency-key';
import type { BookingFormValues } from './payloads';

/**
 * The booking form's inputs as the browser submits them. The same names serve the JavaScript
 * flow (read in the browser) and the plain POST handled by the server action.
 */
export type BookingFields = Pick<
  BookingFormValues,
  'name' | 'email' | 'phone' | 'service' | 'vehicle' | 'preferredDate' | 'message'
>;

/** Input name of each visible field. */
export const BOOKING_FIELD_NAMES: Record<keyof BookingFields, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  service: 'service',
  vehicle: 'vehicle',
  preferredDate: 'preferred_date',
  message: 'message',
};
/** Hidden input carrying the form's language (sent to the notification function only). */
export const BOOKING_LANGUAGE_FIELD = 'language';
/** Hidden input carrying the fill's idempotency key once the server has issued one (no-JS flow). */
export const BOOKING_IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A posted form sends line breaks as CRLF; the field held (and the browser flow sends) LF. */
const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
};

/** The visible fields and the honeypot, '' where missing. */
export function readBookingFields(data: FormData): BookingFields & Pick<BookingFormValues, 'honeypot'> {
  const fields = Object.fromEntries(
    Object.entries(BOOKING_FIELD_NAMES).map(([field, name]) => [field, text(data, name)]),
  ) as BookingFields;
  return { ...fields, honeypot: text(data, BOOKING_HONEYPOT_FIELD) };
}

/** The posted language, English when missing or unknown (a forged post gets the default). */
export function readBookingLanguage(data: FormData): Locale {
  const value = text(data, BOOKING_LANGUAGE_FIELD);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The posted idempotency key, or null when absent or not a UUID (the column's type). */
export function readIdempotencyKey(data: FormData): string | null {
  const value = text(data, BOOKING_IDEMPOTENCY_KEY_FIELD).trim();
  return UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * A submission as either path reads it: the visible fields, the honeypot, and the fill's key (the
 * posted one for a retry of the same fill, a new one for the fill's first submission).
 */
export function readBookingSubmission(data: FormData) {
  const { honeypot, ...values } = readBookingFields(data);
  return { values, honeypot, idempotencyKey: readIdempotencyKey(data) ?? newIdempotencyKey() };
}
