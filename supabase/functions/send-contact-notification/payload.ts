import { z } from 'npm:zod@4.6.7';
import { BOOKING_PRICE_KEY_MAX_LENGTH, LOCALES, SERVICE_EXTRAS_MAX, SERVICE_VALUES } from './site-constants.ts';
import type { NotificationPayload } from './mail-content.ts';

/**
 * What the table refuses in a one-line field: control characters (C0, DEL, C1), line and paragraph
 * separators and bidirectional overrides. The message may keep tab and line breaks.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The table's email shape: what <input type="email"> accepts (WHATWG), with a dot in the domain.
 * Keep equal to contact_submissions_email_shape (supabase/migrations).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Text of at most `max` characters counted as PostgreSQL's char_length does (code points, not UTF-16 units). */
const text = (max: number, forbidden: RegExp) =>
  z
    .string()
    .refine((value) => [...value].length <= max, `must be at most ${max} characters`)
    .refine((value) => !forbidden.test(value), 'must not contain control characters');
const optionalText = (max: number, forbidden = CONTROL_CHARACTERS) => text(max, forbidden).min(1).nullable();

/** A key of the price list (a size class's or an extra's document id). Keep equal to the table's checks. */
const priceKey = z
  .string()
  .max(BOOKING_PRICE_KEY_MAX_LENGTH)
  .regex(/^[A-Za-z0-9._-]+$/, 'must be a key of the price list');

/**
 * The body of call 2 (spec §7). Values are checked, never rewritten: the claim compares them with
 * the stored row, so they must stay exactly what the form inserted. Limits mirror the table's.
 * Unknown keys are refused, so a typo or a forged extra field is an error, not silently ignored.
 */
export const notificationPayloadSchema = z.strictObject({
  idempotency_key: z.uuid(),
  name: text(120, CONTROL_CHARACTERS).refine((name) => name.trim() !== '', 'name must not be blank'),
  email: z.string().max(254).regex(EMAIL_PATTERN, 'must be an email address'),
  phone: optionalText(40),
  service: z.enum(SERVICE_VALUES).nullable(),
  // Optional, so a page loaded before prices by size still notifies: none chosen.
  vehicle_size: priceKey.nullable().default(null),
  extras: z
    .array(priceKey)
    .max(SERVICE_EXTRAS_MAX)
    .refine((keys) => new Set(keys).size === keys.length, 'must not name an extra twice')
    .default([]),
  vehicle: optionalText(120),
  date: z.iso.date().nullable(),
  message: optionalText(2000, MESSAGE_CONTROL_CHARACTERS),
  language: z.enum(LOCALES),
  // The ALTCHA payload (base64 JSON); checked by the handler, which names what is wrong with it.
  proof_of_work: z.string().max(4096).optional(),
}) satisfies z.ZodType<NotificationPayload>;
