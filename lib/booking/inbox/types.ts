import type { Locale, ServiceValue } from '../../constants/index.ts';
import type { Json } from '../database.types.ts';

/**
 * The owner's inbox of booking requests as the site sees it: the statuses, the request row (declared
 * here once; the CSV export's record is derived from it), a request's history, and the list's filter.
 */

/**
 * The statuses a request goes through, in the order the owner works them. Keep equal to the domain
 * public.booking_request_status (supabase/migrations/20261127090000_booking_requests_inbox.sql).
 */
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
