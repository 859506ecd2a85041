import {
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_DURATION_MIN_MINUTES,
  APPOINTMENT_PRICE_MAX_CENTS,
  APPOINTMENT_TEXT_MAX_LENGTH,
} from '../../lib/constants';
import type { AppointmentInput } from '../../lib/booking/studio/index';
import { lisbonDayTime } from './lisbon-calendar';

/**
 * The appointment form as the owner types it, and what it sends (the Requests API's
 * `{appointment: AppointmentInput}`), checked here first so that a mistake is named beside its field
 * in the Studio's language. The site and the database check again (a start in the past, a time the
 * clocks skip), and the form shows their refusal as they word it.
 */

/** Every field as text, as the inputs hold it. */
export interface AppointmentDraft {
  /** YYYY-MM-DD, a Lisbon day (a date input's value). */
  day: string;
  /** HH:MM, Lisbon wall time (a time input's value). */
  time: string;
  /** Whole minutes. */
  duration: string;
  /** Euros with VAT, "45" or "45,50"; empty when no price was agreed. */
  price: string;
  message: string;
}

export type AppointmentField = keyof AppointmentDraft;

/** A field's problem: the field and its text's key suffix (`requests.appointment.problem.<problem>`). */
export type AppointmentProblems = Partial<
  Record<AppointmentField, 'day' | 'day-past' | 'time' | 'duration' | 'price' | 'message'>
>;

export type AppointmentCheck = { ok: true; value: AppointmentInput } | { ok: false; problems: AppointmentProblems };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Whole euros and at most two decimals, after a comma (as written in Portugal) or a point. */
const EUROS = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

const isCalendarDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * Euros typed by the owner as cents: spaces and a € sign are ignored, so "1 234,50 €" is 123450.
 * Null when empty (no price agreed); undefined when it is not an amount, or above the largest.
 * Counted in integers: 0.29 × 100 in floating point is 28.999….
 */
export function euroCents(text: string): number | null | undefined {
  const compact = text.replace(/[\s€]/gu, '');
  if (compact === '') return null;
  const match = EUROS.exec(compact);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= APPOINTMENT_PRICE_MAX_CENTS ? cents : undefined;
}

/** Cents as the price field shows them in the Studio's language ("45", "45,50"), which euroCents reads back. */
export function euroText(cents: number | null, localeId: string): string {
  if (cents === null) return '';
  if (cents % 100 === 0) return String(cents / 100);
  return new Intl.NumberFormat(localeId, { minimumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

/**
 * The form for a new appointment: the visitor's preferred day while it has not passed (`today` is
 * Lisbon's), no time yet, the service's usual duration, and the price of the estimate stored with
 * the request when it has one (the owner agrees another by changing it).
 */
export function newAppointmentDraft({
  preferredDate,
  today,
  durationMinutes,
  estimateCents,
  localeId,
}: {
  preferredDate: string | null;
  today: string;
  durationMinutes: number;
  /** The stored estimate's total (null: none, or on request). */
  estimateCents: number | null;
  localeId: string;
}): AppointmentDraft {
  return {
    day: preferredDate && preferredDate >= today ? preferredDate : '',
    time: '',
    duration: String(durationMinutes),
    price: euroText(estimateCents, localeId),
    message: '',
  };
}

/** The form for changing an appointment: everything as it is now, the start in Lisbon. */
export function appointmentDraftOf(
  appointment: { startsAt: string; durationMinutes: number; priceCents: number | null; ownerMessage: string | null },
  localeId: string,
): AppointmentDraft {
  return {
    ...lisbonDayTime(appointment.startsAt),
    duration: String(appointment.durationMinutes),
    price: euroText(appointment.priceCents, localeId),
    message: appointment.ownerMessage ?? '',
  };
}

/** The draft as the API's input, or each field's problem. `today` (Lisbon's) is the first day allowed. */
export function checkAppointment(draft: AppointmentDraft, today: string): AppointmentCheck {
  const problems: AppointmentProblems = {};
  if (!isCalendarDay(draft.day)) problems.day = 'day';
  else if (draft.day < today) problems.day = 'day-past';
  if (!TIME.test(draft.time)) problems.time = 'time';
  const duration = draft.duration.trim();
  const durationMinutes = Number(duration);
  if (
    !/^\d+$/.test(duration) ||
    durationMinutes < APPOINTMENT_DURATION_MIN_MINUTES ||
    durationMinutes > APPOINTMENT_DURATION_MAX_MINUTES
  ) {
    problems.duration = 'duration';
  }
  const priceCents = euroCents(draft.price);
  if (priceCents === undefined) problems.price = 'price';
  const message = appointmentText(draft.message);
  if (message === undefined) problems.message = 'message';

  if (priceCents === undefined || message === undefined || Object.keys(problems).length > 0) {
    return { ok: false, problems };
  }
  return { ok: true, value: { day: draft.day, time: draft.time, durationMinutes, priceCents, message } };
}

/**
 * The owner's message or a cancellation's reason as sent: trimmed, null when blank, undefined when
 * longer than the database keeps (counted in characters, as it counts them).
 */
export function appointmentText(text: string): string | null | undefined {
  const kept = text.trim();
  if ([...kept].length > APPOINTMENT_TEXT_MAX_LENGTH) return undefined;
  return kept === '' ? null : kept;
}

/**
 * What a status button does with the appointment in mind: "confirmed" without a confirmed
 * appointment opens the Confirm form (a confirmation needs a date, and mails the visitor), and
 * "cancelled" with one asks to cancel it (so the visitor is told); any other click sets the status.
 */
export function statusButtonAction(
  status: string,
  appointmentState: 'confirmed' | 'cancelled' | undefined,
): 'set' | 'confirm-form' | 'cancel-dialog' {
  if (status === 'confirmed' && appointmentState !== 'confirmed') return 'confirm-form';
  if (status === 'cancelled' && appointmentState === 'confirmed') return 'cancel-dialog';
  return 'set';
}
