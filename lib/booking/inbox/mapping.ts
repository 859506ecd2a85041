import type { z } from 'zod';
import { formatLisbonTime } from './csv.ts';
import type { DatabaseRow, detailSchema } from './schema.ts';
import type { InboxDetail, InboxRow } from './types.ts';

/** The database's snake_case answers as the inbox's rows and histories, with Lisbon times beside the instants. */

export function toRow(row: DatabaseRow): InboxRow {
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

export function toDetail(detail: z.infer<typeof detailSchema>): InboxDetail | null {
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
