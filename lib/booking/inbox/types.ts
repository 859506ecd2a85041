import type { Locale, ServiceValue } from '../../constants/index.ts';
import type { Json } from '../database.types.ts';
import type { StoredEstimate } from '../estimate.ts';
import type { AppointmentMailTexts } from '../../../supabase/functions/send-contact-notification/appointment-mail-content.ts';
import type { ReviewMailTexts } from '../../../supabase/functions/send-contact-notification/review-mail-content.ts';

/**
 * The owner's inbox of booking requests as the site sees it: the statuses, the request row (declared
 * here once; the CSV export's record is derived from it), a request's appointment, mails and
 * history, the list's filter, and what a confirmation takes (the owner's input, the content's
 * settings and texts).
 */

/**
 * The statuses a request goes through, in the order the owner works them; `cancelled`: its
 * appointment was cancelled, by the owner or the visitor. Keep equal to the domain
 * public.booking_request_status (supabase/migrations/20261207090000_appointments.sql).
 */
export const REQUEST_STATUSES = ['new', 'contacted', 'confirmed', 'done', 'declined', 'cancelled', 'spam'] as const;
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
  /** The chosen size class's key (the price list's), null when none was chosen. */
  vehicleSize: string | null;
  /** The chosen extras' keys. */
  extras: string[];
  /**
   * What the database computed from the published prices when the request was stored, with the size's
   * and extras' names and prices then; null when neither a size nor an extra was chosen, or no price
   * list was published yet.
   */
  estimate: StoredEstimate | null;
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

/** What a history entry records: a status or note change, or one of the appointment's. */
export const HISTORY_KINDS = ['status', 'note', 'confirmed', 'rescheduled', 'cancelled', 'asked'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

interface ChangeBase {
  changedAt: string;
  /** `YYYY-MM-DD HH:mm` in Lisbon. */
  changedAtLisbon: string;
  /** Set when the change moved the status (a status change; a confirmation, a cancellation); else null. */
  from: RequestStatus | null;
  to: RequestStatus | null;
  /** The Studio user who made it; `{id: 'visitor', name: 'visitor'}` for the visitor's own change. */
  actor: InboxActor;
  /** Made by the visitor through the manage link (a cancellation, an ask for another date). */
  byVisitor: boolean;
}

/** The time an appointment was confirmed or rescheduled for. */
export interface AppointmentTimes {
  startsAt: string;
  /** `YYYY-MM-DD HH:mm` in Lisbon. */
  startsAtLisbon: string;
  durationMinutes: number;
  priceCents: number | null;
}

/**
 * One entry of a request's history, with what changed: a status or a note change (not the note's
 * text), an appointment confirmed or rescheduled (its time), cancelled (the reason, if given), or
 * the visitor's ask for another date (their message).
 */
export type StatusChange = ChangeBase &
  (
    | { kind: 'status' | 'note'; detail: null }
    | { kind: 'confirmed' | 'rescheduled'; detail: AppointmentTimes }
    | { kind: 'cancelled'; detail: { reason: string | null } }
    | { kind: 'asked'; detail: { message: string } }
  );

/**
 * The appointment the owner confirmed for a request (Lisbon time), as it now is. The start, the
 * duration, the price (cents, VAT included) and the message are what the visitor was mailed.
 */
export interface InboxAppointment {
  state: 'confirmed' | 'cancelled';
  startsAt: string;
  /** `YYYY-MM-DD HH:mm` in Lisbon (the day and time the owner picked). */
  startsAtLisbon: string;
  durationMinutes: number;
  priceCents: number | null;
  ownerMessage: string | null;
  /** The calendar file's SEQUENCE: 0 at the first confirmation, one more at each change. */
  sequence: number;
  /** The visitor may cancel or ask for another date through their link until then (the owner's cut-off). */
  changesUntil: string;
  /** When the reminder is due; null when none is (its lead had begun when the time was set). */
  remindAt: string | null;
  cancelledBy: 'owner' | 'visitor' | null;
  cancelReason: string | null;
}

/**
 * A request's mails (private.booking_mails): about its appointment, to the visitor, then to the
 * owner (the visitor cancelled or asked); and the review request after the job is done.
 */
export const BOOKING_MAIL_KINDS = [
  'confirmed',
  'rescheduled',
  'cancelled',
  'reminder',
  'visitor-cancelled',
  'visitor-asked',
  'review-request',
] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

/** One mail of the request and how its sending went. */
export interface InboxMail {
  kind: BookingMailKind;
  /** The appointment's sequence when it was written. */
  sequence: number;
  createdAt: string;
  /** When the mail service accepted it. */
  sentAt: string | null;
  /** A reminder whose time was changed or cancelled before it went out is dropped, never sent. */
  droppedAt: string | null;
  attempts: number;
  lastError: string | null;
  /** Refused APPOINTMENT_MAIL_FAILING_ATTEMPTS times and still unsent: the owner should know. */
  failing: boolean;
}

/** One request with its appointment (null: never confirmed), the appointment's mails and the history, oldest first. */
export interface InboxDetail {
  request: InboxRow;
  appointment: InboxAppointment | null;
  mails: InboxMail[];
  history: StatusChange[];
}

/**
 * The owner's appointment for a request: a day and a start time in Lisbon (`YYYY-MM-DD`, `HH:MM`,
 * 24-hour), how long it takes, the agreed price with VAT in cents (null: none agreed) and a short
 * message to the visitor (null or blank: none).
 */
export interface AppointmentInput {
  day: string;
  time: string;
  durationMinutes: number;
  priceCents: number | null;
  message: string | null;
}

/**
 * The texts every mail about an appointment needs, in the visitor's language (business identity,
 * address, next steps, the withdrawal notice), composed by the site's server from the content and
 * kept with the appointment (the database's `p_mail`, snake_case as the notification function reads
 * it): the function's own type, as its folder deploys alone.
 */
export type AppointmentMail = AppointmentMailTexts;

/** The owner's settings a confirmation or reschedule is made with (the content's, Site settings → Appointments). */
export interface AppointmentSettings {
  /** Hours before the start until which the visitor may cancel or ask for another date. */
  cutoffHours: number;
  /** Hours before the start the reminder is sent. */
  reminderLeadHours: number;
  mail: AppointmentMail;
}

/**
 * The review request a move to `done` queues (the content's Site settings → Review requests): how
 * many hours after the change it is mailed (moved out of the night by the database), how many days
 * its link works, and what the mail says besides the booking (the database's `p_review`, snake_case
 * as the notification function reads it, its own type).
 */
export interface ReviewRequestSettings {
  delayHours: number;
  validDays: number;
  mail: ReviewMailTexts;
}

/** One confirmed appointment of the week view, by start. */
export interface AppointmentSlot {
  requestId: string;
  startsAt: string;
  /** `YYYY-MM-DD HH:mm` in Lisbon. */
  startsAtLisbon: string;
  durationMinutes: number;
  name: string;
  service: string | null;
  vehicle: string | null;
  phone: string | null;
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

/** A review a person wrote of a booking, as their erasure names its Studio document. */
export interface ErasedReview {
  /** `review-booking-<request id>`: the Sanity document (and its draft) holding it. */
  documentId: string;
  /** The person asked that the published review stay after their data is erased. */
  keepAfterErasure: boolean;
}

/** What erasing one email address deleted. A second erasure reports zeros. */
export interface PersonErasure {
  email: string;
  bookingRequests: number;
  statusChanges: number;
  proofOfWorkRecords: number;
  rateLimitCounters: number;
  /**
   * The person's reviews, whose link to them the database deleted: the caller deletes their Studio
   * documents, all but those kept (./erasure.ts). Named once: a second erasure knows none.
   */
  reviews: ErasedReview[];
}
