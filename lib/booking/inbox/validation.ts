import {
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  SERVICE_VALUES,
} from '../../constants/index.ts';
import type { ServiceValue } from '../../constants/index.ts';
import { InboxInputError } from './errors.ts';
import { INBOX_ACTOR_MAX_LENGTH, INBOX_MAX_PAGE, REQUEST_STATUSES } from './types.ts';
import type { InboxActor, InboxFilter, RequestStatus } from './types.ts';

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
