import { z } from 'zod';
import { LOCALES } from '../../constants/index.ts';
import { storedEstimateSchema } from '../stored-estimate-schema.ts';
import { InboxDatabaseError } from './errors.ts';
import { BOOKING_MAIL_KINDS, REQUEST_STATUSES } from './types.ts';

/**
 * What the database answers (private.booking_inbox_rows, private.booking_request_detail,
 * list_booking_appointments), checked before it is read.
 */

export const rowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  status: z.enum(REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.string().nullable(),
  vehicle_size: z.string().nullable(),
  extras: z.array(z.string()),
  estimate: storedEstimateSchema.nullable(),
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
export type DatabaseRow = z.infer<typeof rowSchema>;

const changeBase = {
  changed_at: z.string(),
  from_status: z.enum(REQUEST_STATUSES).nullable(),
  to_status: z.enum(REQUEST_STATUSES).nullable(),
  actor_id: z.string(),
  actor_name: z.string(),
  by_visitor: z.boolean(),
};

/** A history entry, its `detail` by its kind (what the appointment functions record). */
export const changeSchema = z.discriminatedUnion('kind', [
  z.object({ ...changeBase, kind: z.enum(['status', 'note']), detail: z.null() }),
  z.object({
    ...changeBase,
    kind: z.enum(['confirmed', 'rescheduled']),
    detail: z.object({
      starts_at: z.string(),
      duration_minutes: z.number().int(),
      price_cents: z.number().int().nullable(),
    }),
  }),
  z.object({ ...changeBase, kind: z.literal('cancelled'), detail: z.object({ reason: z.string().nullable() }) }),
  z.object({ ...changeBase, kind: z.literal('asked'), detail: z.object({ message: z.string() }) }),
]);
export type DatabaseChange = z.infer<typeof changeSchema>;

export const appointmentSchema = z.object({
  state: z.enum(['confirmed', 'cancelled']),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  price_cents: z.number().int().nullable(),
  owner_message: z.string().nullable(),
  sequence: z.number().int().nonnegative(),
  changes_until: z.string(),
  remind_at: z.string().nullable(),
  cancelled_by: z.enum(['owner', 'visitor']).nullable(),
  cancel_reason: z.string().nullable(),
});

export const mailSchema = z.object({
  kind: z.enum(BOOKING_MAIL_KINDS),
  sequence: z.number().int().nonnegative(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  dropped_at: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  last_error: z.string().nullable(),
  failing: z.boolean(),
});

export const detailSchema = z
  .object({
    request: rowSchema,
    appointment: appointmentSchema.nullable(),
    mails: z.array(mailSchema),
    history: z.array(changeSchema),
  })
  .nullable();
/** list_booking_appointments: the confirmed appointments of a range of days, by start. */
export const appointmentSlotsSchema = z.array(
  z.object({
    request_id: z.string(),
    starts_at: z.string(),
    duration_minutes: z.number().int(),
    name: z.string(),
    service: z.string().nullable(),
    vehicle: z.string().nullable(),
    phone: z.string().nullable(),
  }),
);
export const pageSchema = z.object({
  rows: z.array(rowSchema),
  total: z.number().int().nonnegative(),
  new_count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export const personExportSchema = z.looseObject({
  email: z.string(),
  exported_at: z.string(),
  booking_requests: z.array(z.json()),
  status_changes: z.array(z.json()),
  proof_of_work_records: z.array(z.json()),
  rate_limit_counters: z.array(z.json()),
});
export const erasureSchema = z.object({
  email: z.string(),
  booking_requests: z.number().int(),
  status_changes: z.number().int(),
  proof_of_work_records: z.number().int(),
  rate_limit_counters: z.number().int(),
  reviews: z.array(z.object({ document_id: z.string(), keep_after_erasure: z.boolean() })),
});

export function parseAnswer<T>(fn: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new InboxDatabaseError(`${fn} answered in an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
