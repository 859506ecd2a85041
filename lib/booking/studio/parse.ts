import { z } from 'zod';
import { BOOKING_INBOX_SEARCH_MAX_LENGTH, BOOKING_OWNER_NOTE_MAX_LENGTH, SERVICE_VALUES } from '@/lib/constants';
import { BodyTooLarge, readLimitedText } from '@/lib/security/limited-body';
import { REQUEST_STATUS_VALUES, type PersonAction, type RequestStatusValue } from './contract';

/**
 * What the Requests API accepts, checked before the inbox is asked anything: the list's query
 * (`?status&service&search&page`), a request id, and the bodies of a change and of a person's
 * export or erasure. Pure, so each rule is pinned by a unit test; the route handlers stay thin.
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

export type RequestChange = { status: RequestStatusValue } | { note: string };

const changeSchema = z.union([
  z.strictObject({ status: z.enum(REQUEST_STATUS_VALUES) }),
  z.strictObject({ note: z.string() }),
]);

/**
 * A change to one request: `{status}` or `{note}` (trimmed; an empty one clears it), never both.
 * A note is counted in characters (code points), as the database counts it.
 */
export function parseChange(body: unknown): Parsed<RequestChange> {
  const parsed = changeSchema.safeParse(body);
  if (!parsed.success) {
    return fail(400, `The body must be {"status": one of ${REQUEST_STATUS_VALUES.join(', ')}} or {"note": text}`);
  }
  if ('status' in parsed.data) return ok({ status: parsed.data.status });
  const note = parsed.data.note.trim();
  if ([...note].length > BOOKING_OWNER_NOTE_MAX_LENGTH) {
    return fail(400, `note must be at most ${BOOKING_OWNER_NOTE_MAX_LENGTH} characters`);
  }
  if (NOTE_CONTROLS.test(note)) return fail(400, 'note must not contain control characters');
  return ok({ note });
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
