import { z } from 'zod';
import { checkAppointment, checkAppointmentText, checkDay, checkDays, InboxInputError } from '@/lib/booking/inbox';
import {
  APPOINTMENT_LIST_DEFAULT_DAYS,
  APPOINTMENT_LIST_MAX_DAYS,
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  SERVICE_VALUES,
} from '@/lib/constants';
import { BodyTooLarge, readLimitedText } from '@/lib/security/limited-body';
import { REQUEST_STATUS_VALUES, type PersonAction, type RequestChange, type RequestStatusValue } from './contract';

/**
 * What the Requests API accepts, checked before the inbox is asked anything: the list's query
 * (`?status&service&search&page`), the week view's (`?from&days`), a request id, and the bodies of
 * a change and of a person's export or erasure. Pure, so each rule is pinned by a unit test; the
 * route handlers stay thin. An appointment's values are checked by the inbox's own rules
 * (lib/booking/inbox/validation.ts), so the API and the module refuse the same things.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 413; error: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(status: 400 | 404 | 413, error: string): Parsed<T> => ({ ok: false, status, error });

/** Largest JSON body a change or a person's request may have. */
export const STUDIO_REQUEST_MAX_BODY_BYTES = 16 * 1024;
/** The database's email rule (contact_submissions_email_shape and _length). */
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const EMAIL_MAX_CHARS = 254;
/** Control characters no field holds (the database refuses them in a search and a note; a note keeps tabs and line breaks). */
const SEARCH_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
const NOTE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ListQuery {
  status?: RequestStatusValue;
  service?: (typeof SERVICE_VALUES)[number];
  search?: string;
  page?: number;
}

/** A parameter left empty counts as not given (a form's "all" choice). */
const param = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The list's (and the CSV export's) filter; other parameters are ignored. */
export function parseListQuery(params: URLSearchParams): Parsed<ListQuery> {
  const query: ListQuery = {};
  const status = param(params, 'status');
  if (status !== undefined) {
    if (!isOneOf(REQUEST_STATUS_VALUES, status)) {
      return fail(400, `status must be one of ${REQUEST_STATUS_VALUES.join(', ')}`);
    }
    query.status = status;
  }
  const service = param(params, 'service');
  if (service !== undefined) {
    if (!isOneOf(SERVICE_VALUES, service)) return fail(400, `service must be one of ${SERVICE_VALUES.join(', ')}`);
    query.service = service;
  }
  const search = param(params, 'search');
  if (search !== undefined) {
    if ([...search].length > BOOKING_INBOX_SEARCH_MAX_LENGTH || SEARCH_CONTROLS.test(search)) {
      return fail(
        400,
        `search must be at most ${BOOKING_INBOX_SEARCH_MAX_LENGTH} characters, without control characters`,
      );
    }
    query.search = search;
  }
  const page = param(params, 'page');
  if (page !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(page)) return fail(400, 'page must be a whole number from 1');
    query.page = Number(page);
  }
  return ok(query);
}

/** A request's id (a UUID); anything else names no request. */
export function parseRequestId(id: string): Parsed<string> {
  return UUID.test(id) ? ok(id.toLowerCase()) : fail(404, 'No booking request has this id');
}

/** The bodies a change may have, as a refusal names them. */
const CHANGES = [
  `{"status": one of ${REQUEST_STATUS_VALUES.join(', ')}}`,
  '{"note": text}',
  '{"appointment": {"day": "YYYY-MM-DD", "time": "HH:MM", "durationMinutes": minutes, "priceCents": cents or null, "message": text or null}}',
  '{"cancelAppointment": {"reason": text or null}}',
];

const changeSchema = z.union([
  z.strictObject({ status: z.enum(REQUEST_STATUS_VALUES) }),
  z.strictObject({ note: z.string() }),
  z.strictObject({
    appointment: z.strictObject({
      day: z.string(),
      time: z.string(),
      durationMinutes: z.number(),
      priceCents: z.number().nullable().optional(),
      message: z.string().nullable().optional(),
    }),
  }),
  z.strictObject({ cancelAppointment: z.strictObject({ reason: z.string().nullable().optional() }) }),
]);

/** The inbox's check as a refusal: its message is the answer's. */
function checked<T>(check: () => T): Parsed<T> {
  try {
    return ok(check());
  } catch (error) {
    if (error instanceof InboxInputError) return fail(400, error.message);
    throw error;
  }
}

/**
 * A change to one request, exactly one of: `{status}`, `{note}` (trimmed; an empty one clears it),
 * `{appointment}` (a real day, a 24-hour time, the duration and price in range, the message as the
 * database keeps it; a missing price or message is none) or `{cancelAppointment}` (a reason, or
 * none). Texts are counted in characters (code points), as the database counts them.
 */
export function parseChange(body: unknown): Parsed<RequestChange> {
  const parsed = changeSchema.safeParse(body);
  if (!parsed.success) return fail(400, `The body must be one of ${CHANGES.join(', ')}`);
  const change = parsed.data;
  if ('status' in change) return ok({ status: change.status });
  if ('appointment' in change) {
    return checked(() => ({ appointment: checkAppointment(change.appointment) }));
  }
  if ('cancelAppointment' in change) {
    return checked(() => ({
      cancelAppointment: { reason: checkAppointmentText(change.cancelAppointment.reason, 'reason') },
    }));
  }
  const note = change.note.trim();
  if ([...note].length > BOOKING_OWNER_NOTE_MAX_LENGTH) {
    return fail(400, `note must be at most ${BOOKING_OWNER_NOTE_MAX_LENGTH} characters`);
  }
  if (NOTE_CONTROLS.test(note)) return fail(400, 'note must not contain control characters');
  return ok({ note });
}

export interface AppointmentsQuery {
  from: string;
  days: number;
}

/**
 * The week view's days: `?from=YYYY-MM-DD` (default `today`, the day in Lisbon) and `&days=` from 1
 * to APPOINTMENT_LIST_MAX_DAYS (default APPOINTMENT_LIST_DEFAULT_DAYS); other parameters are ignored.
 */
export function parseAppointmentsQuery(params: URLSearchParams, today: string): Parsed<AppointmentsQuery> {
  const days = param(params, 'days');
  if (days !== undefined && !/^[1-9]\d{0,2}$/.test(days)) {
    return fail(400, `days must be a whole number from 1 to ${APPOINTMENT_LIST_MAX_DAYS}`);
  }
  return checked(() => ({
    from: checkDay(param(params, 'from') ?? today, 'from'),
    days: checkDays(days === undefined ? APPOINTMENT_LIST_DEFAULT_DAYS : Number(days)),
  }));
}

export interface PersonRequest {
  email: string;
  action: PersonAction;
}

const personSchema = z.strictObject({
  email: z.string(),
  action: z.enum(['export', 'erase']),
  confirm: z.boolean().optional(),
});

/**
 * Everything about one person: `{email, action: 'export'}`, or `{email, action: 'erase', confirm:
 * true}` (an erasure without the explicit confirmation is refused, so no slip erases anyone).
 */
export function parsePersonRequest(body: unknown): Parsed<PersonRequest> {
  const parsed = personSchema.safeParse(body);
  if (!parsed.success) return fail(400, 'The body must be {"email": …, "action": "export" | "erase"}');
  const email = parsed.data.email.trim();
  if (email.length > EMAIL_MAX_CHARS || !EMAIL_SHAPE.test(email)) return fail(400, 'email must be an email address');
  if (parsed.data.action === 'erase' && parsed.data.confirm !== true) {
    return fail(400, 'Erasing needs "confirm": true');
  }
  return ok({ email, action: parsed.data.action });
}

/**
 * A JSON body of at most `limit` bytes: refused (413) as soon as it is known to be larger, by its
 * declared length or as it streams in, and 400 when it is not JSON.
 */
export async function readJsonBody(
  request: Request,
  limit: number = STUDIO_REQUEST_MAX_BODY_BYTES,
): Promise<Parsed<unknown>> {
  let text: string;
  try {
    text = await readLimitedText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(413, `The body must be at most ${limit} bytes`);
    throw error;
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail(400, 'The body must be JSON');
  }
}
