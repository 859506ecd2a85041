import { z } from 'zod';
import { LOCALES } from '../../constants/index.ts';
import { InboxDatabaseError } from './errors.ts';
import { REQUEST_STATUSES } from './types.ts';

/** What the database answers (private.booking_inbox_rows, private.booking_request_detail), checked before it is read. */

export const rowSchema = z.object({
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
export type DatabaseRow = z.infer<typeof rowSchema>;

export const changeSchema = z.object({
  changed_at: z.string(),
  kind: z.enum(['status', 'note']),
  from_status: z.enum(REQUEST_STATUSES).nullable(),
  to_status: z.enum(REQUEST_STATUSES).nullable(),
  actor_id: z.string(),
  actor_name: z.string(),
});

export const detailSchema = z.object({ request: rowSchema, history: z.array(changeSchema) }).nullable();
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
});

export function parseAnswer<T>(fn: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new InboxDatabaseError(`${fn} answered in an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
