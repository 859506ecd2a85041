import type { Locale } from '@/lib/constants';
import type { TablesInsert } from '../database.types';

/** The booking form's fields as typed (every input yields a string; '' when left empty). */
export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  /** The chosen size class's key (the price list's), '' when none. */
  vehicleSize: string;
  /** The checked extras' keys; one not offered with the chosen service is disabled, so not among them. */
  extras: readonly string[];
  vehicle: string;
  /** YYYY-MM-DD from the date input. */
  preferredDate: string;
  message: string;
  /** The hidden honeypot input (BOOKING_HONEYPOT_FIELD): people leave it empty, form-filling bots do not. */
  honeypot: string;
  /** One per form fill (newIdempotencyKey), sent with both calls: a retried fill is stored and mailed once. */
  idempotencyKey: string;
  /** When the visitor started this fill (ms since the epoch), for the minimum fill time. */
  startedAt: number;
  /** The solved ALTCHA challenge (base64 payload), sent to the notification function only. */
  proofOfWork: string;
}

/** Every visitor column, always present: empty optionals are sent as null, not left out; no extras as []. */
type FormColumns = Required<
  Pick<
    TablesInsert<'contact_submissions'>,
    | 'idempotency_key'
    | 'name'
    | 'email'
    | 'phone'
    | 'service'
    | 'vehicle_size'
    | 'extras'
    | 'vehicle'
    | 'preferred_date'
    | 'message'
  >
>;

/** The form's columns, and a signal's mark only when it is set (an ordinary fill inserts the form's columns alone). */
export type SubmissionRow = FormColumns & Pick<TablesInsert<'contact_submissions'>, 'quick_fill' | 'honeypot_filled'>;

/** What the form noticed about a fill; each marks the stored request, neither drops it. */
export interface FillSignals {
  /** Sent sooner than BOOKING_MIN_FILL_MS after the form appeared (autofill, or a bot). */
  quickFill: boolean;
  /** The hidden honeypot input was filled (a bot, or a password manager filling every field). */
  honeypotFilled: boolean;
}

/** Body of the notification call (spec §7, call 2): `date` instead of `preferred_date`, plus the language. */
export type NotificationPayload = Omit<FormColumns, 'preferred_date'> & {
  date: string | null;
  language: Locale;
  proof_of_work: string;
};

/** Surrounding spaces are dropped; an optional field left empty is sent as null (spec §5). */
const optional = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Each extra once, in the order chosen (the database refuses repeats), blanks left out; none is []. */
const keys = (values: readonly string[]): string[] => [
  ...new Set(values.map((value) => value.trim()).filter((value) => value !== '')),
];

/** The form's columns of the row (shared by both calls). */
function formColumns(values: BookingFormValues): FormColumns {
  return {
    idempotency_key: values.idempotencyKey,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    service: optional(values.service),
    vehicle_size: optional(values.vehicleSize),
    extras: keys(values.extras),
    vehicle: optional(values.vehicle),
    preferred_date: optional(values.preferredDate),
    message: optional(values.message),
  };
}

/** Call 1: the row inserted into contact_submissions, with the mark of each signal that is set. */
export function toSubmissionRow(
  values: BookingFormValues,
  signals: FillSignals = { quickFill: false, honeypotFilled: false },
): SubmissionRow {
  return {
    ...formColumns(values),
    ...(signals.quickFill ? { quick_fill: true } : {}),
    ...(signals.honeypotFilled ? { honeypot_filled: true } : {}),
  };
}

/**
 * Call 2: the same values, so the function can match (claim) exactly the row call 1 stored.
 * The language and the proof of work are only sent here, never stored.
 */
export function toNotificationPayload(values: BookingFormValues, language: Locale): NotificationPayload {
  const { preferred_date: date, ...row } = formColumns(values);
  return { ...row, date, language, proof_of_work: values.proofOfWork };
}
