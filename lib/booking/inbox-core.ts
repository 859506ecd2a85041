import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  LOCALES,
  SERVICE_VALUES,
} from '../constants/index.ts';
import type { Locale, ServiceValue } from '../constants/index.ts';
import { CSV_BOM, formatLisbonTime, inboxCsvHeader, inboxCsvRecord } from './csv.ts';
import type { InboxCsvLabels } from './csv.ts';
import type { Database, Json } from './database.types.ts';

/**
 * The owner's inbox of booking requests (issue 36), over the service-role-only SQL functions of
 * supabase/migrations/20261127090000_booking_requests_inbox.sql: list, filter, search and page;
 * one request with its history; status and note changes recorded with who made them; the CSV
 * export of a filter; a person's export and erasure. Its dependencies are passed in (a client
 * holding the secret key); lib/booking/inbox.ts is what the site imports, server-only, with the
 * client made from the server's environment. This module holds no secret, so tools (the bench)
 * can run it under plain Node.
 *
 * Every input is checked here first: what the API passes on from a caller that is not what the
 * database accepts throws InboxInputError (answer 400), before anything is asked of the database.
 */

/** The statuses a request goes through, in the order the owner works them (the database's domain). */
export const REQUEST_STATUSES = ['new', 'contacted', 'confirmed', 'done', 'declined', 'spam'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Requests per page of the list. */
export const INBOX_PAGE_SIZE = 50;
/** The last page that may be asked for (the database refuses beyond). */
export const INBOX_MAX_PAGE = 1_000_000;
/** Requests the CSV export reads per database call. */
export const INBOX_EXPORT_BATCH_SIZE = 1000;
/** An actor's id and name are at most this many characters (the history table's checks). */
export const INBOX_ACTOR_MAX_LENGTH = 200;
/** The database's email rules (contact_submissions_email_length), loosely: enough to find a person. */
const EMAIL_MAX_LENGTH = 254;

export type InboxClient = SupabaseClient<Database>;

/** What the list shows; every part optional (all requests, page 1). */
export interface InboxFilter {
  status?: RequestStatus;
  service?: ServiceValue;
  /** Looked for in the name, email, phone (as typed or as digits) and vehicle; case and accents ignored. */
  search?: string;
  /** From 1; INBOX_PAGE_SIZE requests a page. */
  page?: number;
}
/** The CSV export takes the list's filter, without a page: it writes every request that matches. */
export type InboxExportFilter = Omit<InboxFilter, 'page'>;

/** The Studio user who makes a change, as the site's server identified them (Sanity user id and name). */
export interface InboxActor {
  id: string;
  name: string;
}

/**
 * How the owner heard of the request: `sent` at once by the notification function, in a `digest`,
 * or `waiting` (not yet: the digest takes it within minutes, or is retrying).
 */
export type OwnerMail = 'sent' | 'digest' | 'waiting';

/** One booking request as the inbox shows it. */
export interface InboxRow {
  id: string;
  /** When it was stored: the database's ISO 8601 instant, to the microsecond. */
  createdAt: string;
  /** The same in Lisbon time, `YYYY-MM-DD HH:mm`. */
  createdAtLisbon: string;
  status: RequestStatus;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  vehicle: string | null;
  /** YYYY-MM-DD. */
  preferredDate: string | null;
  message: string | null;
  /** The owner's private note. */
  ownerNote: string | null;
  /** The form's language, known once the notification function was called for the request. */
  language: Locale | null;
  /** Sent within the minimum fill time (a bot's pace; kept, marked). */
  quickFill: boolean;
  /** The hidden field was filled (likely spam; such requests start as `spam`). */
  honeypotFilled: boolean;
  /** Why the function did not mail it at once, when known ('proof-expired', 'mail-error', …). */
  notificationProblem: string | null;
  /** Taken into a digest of requests the function did not mail at once (sent when notifiedAt is set). */
  inDigest: boolean;
  /** inDigest and notifiedAt read together. */
  ownerMail: OwnerMail;
  /** When the owner's mail (at once or the digest) was accepted by the mail service. */
  notifiedAt: string | null;
  /** The visitor's acknowledgement: sent, withheld (past the hourly cap), or null (none was tried). */
  acknowledgement: 'sent' | 'withheld' | null;
  /** Retention counts from here: the stored time, then the latest status change. */
  lastContactAt: string;
}

/** One entry of a request's history: a status change or a note change (not the note's text). */
export interface StatusChange {
  changedAt: string;
  /** `YYYY-MM-DD HH:mm` in Lisbon. */
  changedAtLisbon: string;
  kind: 'status' | 'note';
  /** Set for a status change; null for a note change. */
  from: RequestStatus | null;
  to: RequestStatus | null;
  /** The Studio user who made it. */
  actor: InboxActor;
}

/** One request with its history, oldest change first. */
export interface InboxDetail {
  request: InboxRow;
  history: StatusChange[];
}

export interface InboxPage {
  rows: InboxRow[];
  /** Requests matching the filter, on every page together. */
  total: number;
  /** Requests with the status `new`, whatever the filter (the tool's badge). */
  newCount: number;
  page: number;
  pageSize: number;
}

/** Everything stored about one email address, as export_booking_data gives it (the person's JSON file). */
export interface PersonExport {
  email: string;
  exported_at: string;
  booking_requests: Json[];
  status_changes: Json[];
  proof_of_work_records: Json[];
  rate_limit_counters: Json[];
  [key: string]: Json | undefined;
}

/** What erasing one email address deleted. A second erasure reports zeros. */
export interface PersonErasure {
  email: string;
  bookingRequests: number;
  statusChanges: number;
  proofOfWorkRecords: number;
  rateLimitCounters: number;
}

export interface Inbox {
  list(filter?: InboxFilter): Promise<InboxPage>;
  /** Null when no request has this id. */
  get(id: string): Promise<InboxDetail | null>;
  /** Records the change (who, when) and the last contact; the same status again changes nothing. Null: no such request. */
  setStatus(id: string, status: RequestStatus, actor: InboxActor): Promise<InboxDetail | null>;
  /** Replaces the note; blank clears it. Records who changed it and when. Null: no such request. */
  setNote(id: string, note: string | null, actor: InboxActor): Promise<InboxDetail | null>;
  /**
   * Every request matching the filter as a CSV file (lib/booking/csv.ts), newest first, read from
   * the database a batch at a time as the stream is read. The filter is checked at once (a bad one
   * throws InboxInputError before any byte); a database failure later errors the stream.
   */
  exportCsv(filter?: InboxExportFilter, options?: { labels?: InboxCsvLabels }): ReadableStream<Uint8Array>;
  /** GDPR art. 15: everything stored about this email address (any case). */
  exportPerson(email: string): Promise<PersonExport>;
  /** GDPR art. 17: deletes everything stored about this email address (any case). */
  erasePerson(email: string): Promise<PersonErasure>;
}

export interface InboxDeps {
  /** A client with the project's secret key (service role); nothing less may call the functions. */
  client: InboxClient;
  /** Requests per page; INBOX_PAGE_SIZE unless a test wants smaller pages. */
  pageSize?: number;
  /** Requests per database call of the CSV export; INBOX_EXPORT_BATCH_SIZE by default. */
  exportBatchSize?: number;
}

// ---------------------------------------------------------------------------------------------
// Errors the API maps to answers.

/** The caller's input cannot be what it is meant to be (answer 400); `field` names it. */
export class InboxInputError extends Error {
  readonly status = 400;
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'InboxInputError';
    this.field = field;
  }
}

/** The inbox cannot run here: no secret key configured (answer 503). */
export class InboxUnavailableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'InboxUnavailableError';
  }
}

/** The database failed or answered something unexpected (answer 502). */
export class InboxDatabaseError extends Error {
  readonly status = 502;
  /** The SQLSTATE or PostgREST code, when there was one. */
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'InboxDatabaseError';
    this.code = code;
  }
}

/** SQLSTATEs of input the database refused: invalid parameter, check violation, malformed value. */
const INPUT_SQLSTATES = new Set(['22023', '23514', '22P02', '22001', '22007', '22008']);

function databaseError(fn: string, error: { code?: string; message: string }): Error {
  if (error.code && INPUT_SQLSTATES.has(error.code)) return new InboxInputError('request', error.message);
  return new InboxDatabaseError(`${fn} failed: ${error.message}${error.code ? ` (${error.code})` : ''}`, error.code);
}

// ---------------------------------------------------------------------------------------------
// Input checks.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** C0 and C1 controls and DEL: never in a one-line value. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab and line breaks are fine in a note (as in the message). */
const NOTE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What the database trims from a note (set_booking_request_note). */
const NOTE_EDGES = /^[ \t\r\n]+|[ \t\r\n]+$/g;

/** Characters as the database counts them (code points, char_length). */
const length = (text: string): number => Array.from(text).length;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export function isRequestStatus(value: unknown): value is RequestStatus {
  return isOneOf(REQUEST_STATUSES, value);
}

/** The value as a status, or InboxInputError. */
export function parseRequestStatus(value: unknown, field = 'status'): RequestStatus {
  if (!isRequestStatus(value))
    throw new InboxInputError(field, `${field} must be one of ${REQUEST_STATUSES.join(', ')}`);
  return value;
}

function checkId(id: unknown): string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new InboxInputError('id', 'id must be a request id (a UUID)');
  return id.toLowerCase();
}

function checkSearch(search: unknown): string | undefined {
  if (search === undefined || search === null) return undefined;
  if (typeof search !== 'string') throw new InboxInputError('search', 'search must be text');
  const term = search.trim();
  if (term === '') return undefined;
  if (length(term) > BOOKING_INBOX_SEARCH_MAX_LENGTH || CONTROLS.test(term)) {
    throw new InboxInputError(
      'search',
      `search must be at most ${BOOKING_INBOX_SEARCH_MAX_LENGTH} characters, without control characters`,
    );
  }
  return term;
}

interface CheckedFilter {
  status?: RequestStatus;
  service?: ServiceValue;
  search?: string;
  page: number;
}

function checkFilter(filter: InboxFilter | undefined): CheckedFilter {
  const given = filter ?? {};
  if (typeof given !== 'object') throw new InboxInputError('filter', 'The filter must be an object');
  const checked: CheckedFilter = { page: 1 };
  if (given.status !== undefined) checked.status = parseRequestStatus(given.status);
  if (given.service !== undefined) {
    if (!isOneOf(SERVICE_VALUES, given.service)) {
      throw new InboxInputError('service', `service must be one of ${SERVICE_VALUES.join(', ')}`);
    }
    checked.service = given.service;
  }
  const search = checkSearch(given.search);
  if (search !== undefined) checked.search = search;
  if (given.page !== undefined) {
    if (!Number.isInteger(given.page) || given.page < 1 || given.page > INBOX_MAX_PAGE) {
      throw new InboxInputError('page', `page must be a whole number from 1 to ${INBOX_MAX_PAGE}`);
    }
    checked.page = given.page;
  }
  return checked;
}

function checkActor(actor: unknown): InboxActor {
  const { id, name } = (actor ?? {}) as Partial<InboxActor>;
  const part = (value: unknown, field: string): string => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' || length(text) > INBOX_ACTOR_MAX_LENGTH || CONTROLS.test(text)) {
      throw new InboxInputError(
        field,
        `${field} must be 1 to ${INBOX_ACTOR_MAX_LENGTH} characters without control characters`,
      );
    }
    return text;
  };
  return { id: part(id, 'actor.id'), name: part(name, 'actor.name') };
}

/** The note as it will be kept: trimmed as the database trims it; '' clears it. */
function checkNote(note: unknown): string {
  if (note !== null && note !== undefined && typeof note !== 'string') {
    throw new InboxInputError('note', 'note must be text');
  }
  const kept = (note ?? '').replace(NOTE_EDGES, '');
  if (length(kept) > BOOKING_OWNER_NOTE_MAX_LENGTH) {
    throw new InboxInputError('note', `note must be at most ${BOOKING_OWNER_NOTE_MAX_LENGTH} characters`);
  }
  if (NOTE_CONTROLS.test(kept)) throw new InboxInputError('note', 'note must not contain control characters');
  return kept;
}

function checkEmail(email: unknown): string {
  const text = typeof email === 'string' ? email.trim() : '';
  if (text === '' || length(text) > EMAIL_MAX_LENGTH || !/^[^@\s]+@[^@\s]+$/.test(text) || CONTROLS.test(text)) {
    throw new InboxInputError('email', 'email must be an email address');
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// What the database answers (private.booking_inbox_rows, private.booking_request_detail).

const rowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  status: z.enum(REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  vehicle: z.string().nullable(),
  preferred_date: z.string().nullable(),
  message: z.string().nullable(),
  owner_note: z.string().nullable(),
  language: z.enum(LOCALES).nullable(),
  quick_fill: z.boolean(),
  honeypot_filled: z.boolean(),
  notification_problem: z.string().nullable(),
  notified_at: z.string().nullable(),
  in_digest: z.boolean(),
  acknowledgement: z.enum(['sent', 'withheld']).nullable(),
  last_contact_at: z.string(),
});
type DatabaseRow = z.infer<typeof rowSchema>;

const changeSchema = z.object({
  changed_at: z.string(),
  kind: z.enum(['status', 'note']),
  from_status: z.enum(REQUEST_STATUSES).nullable(),
  to_status: z.enum(REQUEST_STATUSES).nullable(),
  actor_id: z.string(),
  actor_name: z.string(),
});

const detailSchema = z.object({ request: rowSchema, history: z.array(changeSchema) }).nullable();
const pageSchema = z.object({
  rows: z.array(rowSchema),
  total: z.number().int().nonnegative(),
  new_count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
const personExportSchema = z.looseObject({
  email: z.string(),
  exported_at: z.string(),
  booking_requests: z.array(z.json()),
  status_changes: z.array(z.json()),
  proof_of_work_records: z.array(z.json()),
  rate_limit_counters: z.array(z.json()),
});
const erasureSchema = z.object({
  email: z.string(),
  booking_requests: z.number().int(),
  status_changes: z.number().int(),
  proof_of_work_records: z.number().int(),
  rate_limit_counters: z.number().int(),
});

function parseAnswer<T>(fn: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new InboxDatabaseError(`${fn} answered in an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

function toRow(row: DatabaseRow): InboxRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    createdAtLisbon: formatLisbonTime(row.created_at),
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    vehicle: row.vehicle,
    preferredDate: row.preferred_date,
    message: row.message,
    ownerNote: row.owner_note,
    language: row.language,
    quickFill: row.quick_fill,
    honeypotFilled: row.honeypot_filled,
    notificationProblem: row.notification_problem,
    inDigest: row.in_digest,
    ownerMail: row.notified_at === null ? 'waiting' : row.in_digest ? 'digest' : 'sent',
    notifiedAt: row.notified_at,
    acknowledgement: row.acknowledgement,
    lastContactAt: row.last_contact_at,
  };
}

function toDetail(detail: z.infer<typeof detailSchema>): InboxDetail | null {
  if (detail === null) return null;
  return {
    request: toRow(detail.request),
    history: detail.history.map((change) => ({
      changedAt: change.changed_at,
      changedAtLisbon: formatLisbonTime(change.changed_at),
      kind: change.kind,
      from: change.from_status,
      to: change.to_status,
      actor: { id: change.actor_id, name: change.actor_name },
    })),
  };
}

// ---------------------------------------------------------------------------------------------

export function createInbox(deps: InboxDeps): Inbox {
  const { client } = deps;
  const pageSize = deps.pageSize ?? INBOX_PAGE_SIZE;
  const batchSize = deps.exportBatchSize ?? INBOX_EXPORT_BATCH_SIZE;

  const detailOf = (fn: string, data: unknown) => toDetail(parseAnswer(fn, detailSchema, data));

  return {
    async list(filter) {
      const checked = checkFilter(filter);
      const { data, error } = await client.rpc('list_booking_requests', {
        p_status: checked.status,
        p_service: checked.service,
        p_search: checked.search,
        p_page: checked.page,
        p_page_size: pageSize,
      });
      if (error) throw databaseError('list_booking_requests', error);
      const page = parseAnswer('list_booking_requests', pageSchema, data);
      return {
        rows: page.rows.map(toRow),
        total: page.total,
        newCount: page.new_count,
        page: page.page,
        pageSize: page.page_size,
      };
    },

    async get(id) {
      const { data, error } = await client.rpc('get_booking_request', { p_id: checkId(id) });
      if (error) throw databaseError('get_booking_request', error);
      return detailOf('get_booking_request', data);
    },

    async setStatus(id, status, actor) {
      const args = { p_id: checkId(id), p_status: parseRequestStatus(status), ...actorArgs(checkActor(actor)) };
      const { data, error } = await client.rpc('set_booking_request_status', args);
      if (error) throw databaseError('set_booking_request_status', error);
      return detailOf('set_booking_request_status', data);
    },

    async setNote(id, note, actor) {
      const args = { p_id: checkId(id), p_note: checkNote(note), ...actorArgs(checkActor(actor)) };
      const { data, error } = await client.rpc('set_booking_request_note', args);
      if (error) throw databaseError('set_booking_request_note', error);
      return detailOf('set_booking_request_note', data);
    },

    exportCsv(filter, options = {}) {
      const { page, ...checked } = checkFilter(filter as InboxFilter | undefined);
      void page;
      const encoder = new TextEncoder();
      let cursor: { createdAt: string; id: string } | null = null;
      let headerSent = false;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!headerSent) {
            headerSent = true;
            controller.enqueue(encoder.encode(CSV_BOM + inboxCsvHeader(options.labels)));
            return;
          }
          const { data, error } = await client.rpc('export_booking_requests', {
            p_status: checked.status,
            p_service: checked.service,
            p_search: checked.search,
            p_before_created_at: cursor?.createdAt,
            p_before_id: cursor?.id,
            p_limit: batchSize,
          });
          if (error) throw databaseError('export_booking_requests', error);
          const rows = parseAnswer('export_booking_requests', z.array(rowSchema), data);
          if (rows.length > 0) {
            controller.enqueue(encoder.encode(rows.map((row) => inboxCsvRecord(toRow(row), options.labels)).join('')));
            const last = rows.at(-1)!;
            // The database's own text of the instant (microseconds), so the next batch starts exactly after it.
            cursor = { createdAt: last.created_at, id: last.id };
          }
          if (rows.length < batchSize) controller.close();
        },
      });
    },

    async exportPerson(email) {
      const { data, error } = await client.rpc('export_booking_data', { p_email: checkEmail(email) });
      if (error) throw databaseError('export_booking_data', error);
      return parseAnswer('export_booking_data', personExportSchema, data) as PersonExport;
    },

    async erasePerson(email) {
      const { data, error } = await client.rpc('erase_booking_data', { p_email: checkEmail(email) });
      if (error) throw databaseError('erase_booking_data', error);
      const erased = parseAnswer('erase_booking_data', erasureSchema, data);
      return {
        email: erased.email,
        bookingRequests: erased.booking_requests,
        statusChanges: erased.status_changes,
        proofOfWorkRecords: erased.proof_of_work_records,
        rateLimitCounters: erased.rate_limit_counters,
      };
    },
  };
}

const actorArgs = (actor: InboxActor) => ({ p_actor_id: actor.id, p_actor_name: actor.name });
