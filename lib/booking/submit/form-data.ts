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
  'name' | 'email' | 'phone' | 'service' | 'vehicleSize' | 'extras' | 'vehicle' | 'preferredDate' | 'message'
>;

/** Input name of each visible field (`extras`: one checkbox per extra, each posting its key). */
export const BOOKING_FIELD_NAMES: Record<keyof BookingFields, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  service: 'service',
  vehicleSize: 'vehicle_size',
  extras: 'extras',
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

/** Every text posted under a name (the checked boxes of a group), in the form's order. */
const texts = (data: FormData, name: string): string[] =>
  data.getAll(name).filter((value): value is string => typeof value === 'string');

/** The visible fields and the honeypot, '' where missing (the extras: the checked ones, none when missing). */
export function readBookingFields(data: FormData): BookingFields & Pick<BookingFormValues, 'honeypot'> {
  const { extras, ...single } = BOOKING_FIELD_NAMES;
  const fields = Object.fromEntries(Object.entries(single).map(([field, name]) => [field, text(data, name)])) as Omit<
    BookingFields,
    'extras'
  >;
  return { ...fields, extras: texts(data, extras), honeypot: text(data, BOOKING_HONEYPOT_FIELD) };
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
