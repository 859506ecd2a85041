import {
  APPOINTMENT_CUTOFF_HOURS,
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_DURATION_MIN_MINUTES,
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_PRICE_MAX_CENTS,
  APPOINTMENT_REMINDER_LEAD_HOURS,
  APPOINTMENT_TEXT_MAX_LENGTH,
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  REVIEW_LINK_VALID_DAYS,
  REVIEW_REQUEST_DELAY_HOURS,
  SERVICE_VALUES,
} from '../../constants/index.ts';
import type { ServiceValue } from '../../constants/index.ts';
import { InboxInputError } from './errors.ts';
import { INBOX_ACTOR_MAX_LENGTH, INBOX_MAX_PAGE, REQUEST_STATUSES } from './types.ts';
import type {
  AppointmentInput,
  AppointmentSettings,
  InboxActor,
  InboxFilter,
  RequestStatus,
  ReviewRequestSettings,
} from './types.ts';

/**
 * Every input checked before the database is asked anything: what is not what the database accepts
 * throws InboxInputError (answer 400).
 */

/** The database's email rules (contact_submissions_email_length), loosely: enough to find a person. */
const EMAIL_MAX_LENGTH = 254;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** C0 and C1 controls and DEL: never in a one-line value. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab and line breaks are fine in a note (as in the message). */
const NOTE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What the database trims from a note (set_booking_request_note) and from an appointment's text. */
const NOTE_EDGES = /^[ \t\r\n]+|[ \t\r\n]+$/g;
/** An appointment's text (the owner's message, a reason) keeps line breaks only (check_appointment_text). */
const TEXT_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
/** A calendar day and a 24-hour time of day, as the owner picks them. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

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

export function checkId(id: unknown): string {
  if (typeof id !== 'string' || !UUID.test(id)) throw new InboxInputError('id', 'id must be a request id (a UUID)');
  return id.toLowerCase();
}

export function checkSearch(search: unknown): string | undefined {
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

export interface CheckedFilter {
  status?: RequestStatus;
  service?: ServiceValue;
  search?: string;
  page: number;
}

export function checkFilter(filter: InboxFilter | undefined): CheckedFilter {
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

export function checkActor(actor: unknown): InboxActor {
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
export function checkNote(note: unknown): string {
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

export function checkEmail(email: unknown): string {
  const text = typeof email === 'string' ? email.trim() : '';
  if (text === '' || length(text) > EMAIL_MAX_LENGTH || !/^[^@\s]+@[^@\s]+$/.test(text) || CONTROLS.test(text)) {
    throw new InboxInputError('email', 'email must be an email address');
  }
  return text;
}

/** Whether `YYYY-MM-DD` names a day: an impossible month is no date at all, 30 February rolls over into March. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** A day of the calendar as `YYYY-MM-DD` (2026-02-30 is none), or InboxInputError. */
export function checkDay(day: unknown, field = 'day'): string {
  if (typeof day !== 'string' || !DAY.test(day) || !isCalendarDay(day)) {
    throw new InboxInputError(field, `${field} must be a day of the calendar as YYYY-MM-DD`);
  }
  return day;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * A message to the visitor or a reason, as the database keeps it: trimmed, line breaks as `\n`,
 * null when blank; at most APPOINTMENT_TEXT_MAX_LENGTH characters, no other control character.
 */
export function checkAppointmentText(text: unknown, field: string): string | null {
  if (text !== null && text !== undefined && typeof text !== 'string') {
    throw new InboxInputError(field, `${field} must be text`);
  }
  // The database refuses a carriage return, which a textarea may send with each line break.
  const kept = (text ?? '').replace(/\r\n?/g, '\n').replace(NOTE_EDGES, '');
  if (length(kept) > APPOINTMENT_TEXT_MAX_LENGTH || TEXT_CONTROLS.test(kept)) {
    throw new InboxInputError(
      field,
      `${field} must be at most ${APPOINTMENT_TEXT_MAX_LENGTH} characters, without control characters other than line breaks`,
    );
  }
  return kept === '' ? null : kept;
}

/**
 * The owner's appointment, checked for what can be known without the clock: a real day, a 24-hour
 * time, the duration and price ranges, the message. Whether the start is ahead, and exists in Lisbon
 * (not in the hour the clocks skip), the database checks, in its own time.
 */
export function checkAppointment(input: unknown): AppointmentInput {
  if (typeof input !== 'object' || input === null) {
    throw new InboxInputError('appointment', 'The appointment must be an object');
  }
  const given = input as Partial<AppointmentInput>;
  const day = checkDay(given.day);
  if (typeof given.time !== 'string' || !TIME.test(given.time)) {
    throw new InboxInputError('time', 'time must be a 24-hour time as HH:MM');
  }
  if (!isWhole(given.durationMinutes, APPOINTMENT_DURATION_MIN_MINUTES, APPOINTMENT_DURATION_MAX_MINUTES)) {
    throw new InboxInputError(
      'durationMinutes',
      `durationMinutes must be a whole number from ${APPOINTMENT_DURATION_MIN_MINUTES} to ${APPOINTMENT_DURATION_MAX_MINUTES}`,
    );
  }
  const priceCents = given.priceCents ?? null;
  if (priceCents !== null && !isWhole(priceCents, 0, APPOINTMENT_PRICE_MAX_CENTS)) {
    throw new InboxInputError(
      'priceCents',
      `priceCents must be null or a whole number of cents from 0 to ${APPOINTMENT_PRICE_MAX_CENTS}`,
    );
  }
  return {
    day,
    time: given.time,
    durationMinutes: given.durationMinutes,
    priceCents,
    message: checkAppointmentText(given.message, 'message'),
  };
}

/** A number of the owner's settings, or InboxInputError saying where in the Studio it needs a fix. */
function checkSetting(value: unknown, range: { min: number; max: number }, field: string, what: string): void {
  if (!isWhole(value, range.min, range.max)) {
    throw new InboxInputError(field, `${what} must be a whole number from ${range.min} to ${range.max}`);
  }
}

/** What a mail says from the content: an object (its size the database checks, its fields the function). */
function checkMailTexts(mail: unknown, field: string, what: string): void {
  if (typeof mail !== 'object' || mail === null || Array.isArray(mail)) {
    throw new InboxInputError(field, `${what} must be an object`);
  }
}

/** The owner's settings from the content; out of range means Site settings → Appointments needs a fix. */
export function checkAppointmentSettings(settings: AppointmentSettings): AppointmentSettings {
  const { cutoffHours, reminderLeadHours, mail } = settings;
  const where = '(Site settings → Appointments, in hours)';
  checkSetting(cutoffHours, APPOINTMENT_CUTOFF_HOURS, 'settings.cutoffHours', `The cancellation cut-off ${where}`);
  checkSetting(
    reminderLeadHours,
    APPOINTMENT_REMINDER_LEAD_HOURS,
    'settings.reminderLeadHours',
    `The reminder lead ${where}`,
  );
  checkMailTexts(mail, 'settings.mail', 'The mail texts');
  return settings;
}

/** The review request's settings from the content; out of range means Site settings → Review requests needs a fix. */
export function checkReviewRequestSettings(settings: ReviewRequestSettings): ReviewRequestSettings {
  const { delayHours, validDays, mail } = settings;
  const where = '(Site settings → Review requests)';
  checkSetting(
    delayHours,
    REVIEW_REQUEST_DELAY_HOURS,
    'review.delayHours',
    `The hours before the review request ${where}`,
  );
  checkSetting(validDays, REVIEW_LINK_VALID_DAYS, 'review.validDays', `The days the review link works ${where}`);
  checkMailTexts(mail, 'review.mail', 'The review mail texts');
  return settings;
}

/** The week view's days: a whole number from 1 to APPOINTMENT_LIST_MAX_DAYS. */
export function checkDays(days: unknown): number {
  if (!isWhole(days, 1, APPOINTMENT_LIST_MAX_DAYS)) {
    throw new InboxInputError('days', `days must be a whole number from 1 to ${APPOINTMENT_LIST_MAX_DAYS}`);
  }
  return days;
}
