import type { z } from 'zod';
import { formatLisbonTime } from './csv.ts';
import type {
  appointmentSchema,
  appointmentSlotsSchema,
  DatabaseChange,
  DatabaseRow,
  detailSchema,
  mailSchema,
} from './schema.ts';
import type { AppointmentSlot, InboxAppointment, InboxDetail, InboxMail, InboxRow, StatusChange } from './types.ts';

/**
 * The database's snake_case answers as the inbox's rows, appointments, mails and histories, with
 * Lisbon times beside the instants the owner reads as a day and a time.
 */

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
    vehicleSize: row.vehicle_size,
    extras: row.extras,
    estimate: row.estimate,
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

/** The change's own fields by its kind, so the type says which detail goes with which kind. */
function toChange(change: DatabaseChange): StatusChange {
  const base = {
    changedAt: change.changed_at,
    changedAtLisbon: formatLisbonTime(change.changed_at),
    from: change.from_status,
    to: change.to_status,
    actor: { id: change.actor_id, name: change.actor_name },
    byVisitor: change.by_visitor,
  };
  switch (change.kind) {
    case 'confirmed':
    case 'rescheduled':
      return {
        ...base,
        kind: change.kind,
        detail: {
          startsAt: change.detail.starts_at,
          startsAtLisbon: formatLisbonTime(change.detail.starts_at),
          durationMinutes: change.detail.duration_minutes,
          priceCents: change.detail.price_cents,
        },
      };
    case 'cancelled':
      return { ...base, kind: change.kind, detail: { reason: change.detail.reason } };
    case 'asked':
      return { ...base, kind: change.kind, detail: { message: change.detail.message } };
    default:
      return { ...base, kind: change.kind, detail: null };
  }
}

function toAppointment(appointment: z.infer<typeof appointmentSchema>): InboxAppointment {
  return {
    state: appointment.state,
    startsAt: appointment.starts_at,
    startsAtLisbon: formatLisbonTime(appointment.starts_at),
    durationMinutes: appointment.duration_minutes,
    priceCents: appointment.price_cents,
    ownerMessage: appointment.owner_message,
    sequence: appointment.sequence,
    changesUntil: appointment.changes_until,
    remindAt: appointment.remind_at,
    cancelledBy: appointment.cancelled_by,
    cancelReason: appointment.cancel_reason,
  };
}

function toMail(mail: z.infer<typeof mailSchema>): InboxMail {
  return {
    kind: mail.kind,
    sequence: mail.sequence,
    createdAt: mail.created_at,
    sentAt: mail.sent_at,
    droppedAt: mail.dropped_at,
    attempts: mail.attempts,
    lastError: mail.last_error,
    failing: mail.failing,
  };
}

export function toDetail(detail: z.infer<typeof detailSchema>): InboxDetail | null {
  if (detail === null) return null;
  return {
    request: toRow(detail.request),
    appointment: detail.appointment && toAppointment(detail.appointment),
    mails: detail.mails.map(toMail),
    history: detail.history.map(toChange),
  };
}

export function toSlot(slot: z.infer<typeof appointmentSlotsSchema>[number]): AppointmentSlot {
  return {
    requestId: slot.request_id,
    startsAt: slot.starts_at,
    startsAtLisbon: formatLisbonTime(slot.starts_at),
    durationMinutes: slot.duration_minutes,
    name: slot.name,
    service: slot.service,
    vehicle: slot.vehicle,
    phone: slot.phone,
  };
}
