import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { CSV_BOM, inboxCsvHeader, inboxCsvRecord } from './csv.ts';
import type { InboxCsvLabels } from './csv.ts';
import type { Database } from '../database.types.ts';
import { databaseError } from './errors.ts';
import { toDetail, toRow, toSlot } from './mapping.ts';
import {
  appointmentSlotsSchema,
  detailSchema,
  erasureSchema,
  pageSchema,
  parseAnswer,
  personExportSchema,
  rowSchema,
} from './schema.ts';
import { INBOX_EXPORT_BATCH_SIZE, INBOX_PAGE_SIZE } from './types.ts';
import type {
  AppointmentInput,
  AppointmentSettings,
  AppointmentSlot,
  InboxActor,
  InboxDetail,
  InboxExportFilter,
  InboxFilter,
  InboxPage,
  PersonErasure,
  PersonExport,
  RequestStatus,
  ReviewRequestSettings,
} from './types.ts';
import { APPOINTMENT_LIST_DEFAULT_DAYS } from '../../constants/index.ts';
import {
  checkActor,
  checkAppointment,
  checkAppointmentSettings,
  checkAppointmentText,
  checkDay,
  checkDays,
  checkEmail,
  checkFilter,
  checkId,
  checkNote,
  checkReviewRequestSettings,
  parseRequestStatus,
} from './validation.ts';

/**
 * The owner's inbox over the service-role-only SQL functions of
 * supabase/migrations/20261127090000_booking_requests_inbox.sql, 20261207090000_appointments.sql and
 * 20261208090000_review_requests.sql: list, filter, search and page; one request with its
 * appointment, mails and history; status (a job done queues its review request), note and
 * appointment changes recorded with who made them; the week's appointments; the CSV export of
 * a filter; a person's export and erasure. Its client is passed in (one holding the
 * secret key; ./server.ts makes it from the server's environment), so this holds no secret and
 * tools (the bench) run it under plain Node. Every input is checked (./validation.ts) before the
 * database is asked anything.
 */

export type InboxClient = SupabaseClient<Database>;

export interface Inbox {
  list(filter?: InboxFilter): Promise<InboxPage>;
  /** Null when no request has this id. */
  get(id: string): Promise<InboxDetail | null>;
  /**
   * Records the change (who, when) and the last contact; the same status again changes nothing.
   * A move to `done` with the review request's settings also queues that request, once per booking
   * (none to an address that opted out), in the same transaction. Null: no such request.
   */
  setStatus(
    id: string,
    status: RequestStatus,
    actor: InboxActor,
    review?: ReviewRequestSettings,
  ): Promise<InboxDetail | null>;
  /** Replaces the note; blank clears it. Records who changed it and when. Null: no such request. */
  setNote(id: string, note: string | null, actor: InboxActor): Promise<InboxDetail | null>;
  /**
   * Confirms the request for a Lisbon day and time, or reschedules its confirmed appointment (the
   * same values again change nothing), with the owner's settings and the mails' texts from the
   * content; the database writes the visitor's mail in the same transaction. A start in the past or
   * in the hour the clocks skip throws InboxInputError. Null: no such request.
   */
  setAppointment(
    id: string,
    input: AppointmentInput,
    settings: AppointmentSettings,
    actor: InboxActor,
  ): Promise<InboxDetail | null>;
  /** Cancels the confirmed appointment (the reason optional), mailing the visitor; a second cancel changes nothing. Null: no such request. */
  cancelAppointment(id: string, reason: string | null, actor: InboxActor): Promise<InboxDetail | null>;
  /** The confirmed appointments starting on `days` Lisbon days from `fromDay` (YYYY-MM-DD), by start. */
  listAppointments(fromDay: string, days?: number): Promise<AppointmentSlot[]>;
  /**
   * Every request matching the filter as a CSV file (./csv.ts), newest first, read from
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

    async setStatus(id, status, actor, review) {
      const args = {
        p_id: checkId(id),
        p_status: parseRequestStatus(status),
        ...actorArgs(checkActor(actor)),
        ...(review && { p_review: reviewArgs(checkReviewRequestSettings(review)) }),
      };
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

    async setAppointment(id, input, settings, actor) {
      const appointment = checkAppointment(input);
      const { cutoffHours, reminderLeadHours, mail } = checkAppointmentSettings(settings);
      const args = {
        p_id: checkId(id),
        p_day: appointment.day,
        p_time: appointment.time,
        p_duration_minutes: appointment.durationMinutes,
        p_price_cents: appointment.priceCents,
        p_message: appointment.message,
        p_cutoff_hours: cutoffHours,
        p_reminder_lead_hours: reminderLeadHours,
        p_mail: mail,
        ...actorArgs(checkActor(actor)),
      };
      const { data, error } = await client.rpc('set_booking_appointment', args);
      if (error) throw databaseError('set_booking_appointment', error);
      return detailOf('set_booking_appointment', data);
    },

    async cancelAppointment(id, reason, actor) {
      const args = {
        p_id: checkId(id),
        p_reason: checkAppointmentText(reason, 'reason'),
        ...actorArgs(checkActor(actor)),
      };
      const { data, error } = await client.rpc('cancel_booking_appointment', args);
      if (error) throw databaseError('cancel_booking_appointment', error);
      return detailOf('cancel_booking_appointment', data);
    },

    async listAppointments(fromDay, days = APPOINTMENT_LIST_DEFAULT_DAYS) {
      const args = { p_from_day: checkDay(fromDay, 'from'), p_days: checkDays(days) };
      const { data, error } = await client.rpc('list_booking_appointments', args);
      if (error) throw databaseError('list_booking_appointments', error);
      return parseAnswer('list_booking_appointments', appointmentSlotsSchema, data).map(toSlot);
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
        reviews: erased.reviews.map((review) => ({
          documentId: review.document_id,
          keepAfterErasure: review.keep_after_erasure,
        })),
      };
    },
  };
}

const actorArgs = (actor: InboxActor) => ({ p_actor_id: actor.id, p_actor_name: actor.name });
/** The review request's settings as queue_review_request reads them. */
const reviewArgs = ({ delayHours, validDays, mail }: ReviewRequestSettings) => ({
  delay_hours: delayHours,
  valid_days: validDays,
  mail,
});
