import type {
  AppointmentInput,
  AppointmentSlot,
  InboxDetail,
  InboxPage,
  PersonErasureEverywhere,
  RequestStatus,
} from '../inbox';

/**
 * The Requests API between the Studio's Requests tool (studio/requests) and the site
 * (app/api/studio/requests): its paths, values and answers. Client-safe and light: the inbox
 * (lib/booking/inbox/schema.ts) builds its database schemas when loaded, so the Studio takes its types
 * only, and its statuses are repeated here, checked against them by the compiler (and by
 * parse.test.ts at run time).
 */

export const STUDIO_REQUESTS_API = '/api/studio/requests';
/** The week view: `?from=YYYY-MM-DD&days=…` (default today in Lisbon and 14 days). */
export const STUDIO_APPOINTMENTS_API = `${STUDIO_REQUESTS_API}/appointments`;

/** The statuses a request goes through, in the order the owner works them. */
export const REQUEST_STATUS_VALUES = [
  'new',
  'contacted',
  'confirmed',
  'done',
  'declined',
  'cancelled',
  'spam',
] as const;
export type RequestStatusValue = (typeof REQUEST_STATUS_VALUES)[number];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const STATUSES_MATCH_THE_INBOX: Same<RequestStatusValue, RequestStatus> = true;
void STATUSES_MATCH_THE_INBOX;

export type PersonAction = 'export' | 'erase';

/** GET /api/studio/requests */
export type RequestListAnswer = InboxPage;
/** GET /api/studio/requests/[id] */
export type RequestDetailAnswer = InboxDetail;
/**
 * PATCH /api/studio/requests/[id], exactly one of: a status, a note (blank clears it), the
 * appointment (confirms, or reschedules a confirmed one; the server adds the owner's settings and
 * the mails' texts from the content), or its cancellation (the reason optional).
 */
export type RequestChange =
  | { status: RequestStatusValue }
  | { note: string }
  | { appointment: AppointmentInput }
  | { cancelAppointment: { reason: string | null } };
/** PATCH /api/studio/requests/[id]: the request as it now is, with its appointment, mails and history. */
export type RequestChangeAnswer = RequestDetailAnswer;
/** GET /api/studio/requests/appointments: the confirmed appointments of the days asked, by start. */
export interface AppointmentListAnswer {
  appointments: AppointmentSlot[];
}
/** POST /api/studio/requests/person with `action: 'erase'`: what was deleted, the person's reviews in the Studio too. */
export type PersonErasureAnswer = PersonErasureEverywhere;
/** Any refusal or failure. */
export interface RequestErrorAnswer {
  error: string;
}

/** The CSV export's file name for a day (YYYY-MM-DD, today in Lisbon). */
export const exportFileName = (day: string) => `booking-requests-${day}.csv`;
/** A person's export's file name. */
export const personExportFileName = (day: string) => `booking-requests-person-${day}.json`;

/** The list's filter as the tool keeps it; empty values mean "all". */
export interface RequestFilter {
  status?: RequestStatusValue | '';
  service?: string;
  search?: string;
  page?: number;
}

/** The filter as the API's query string (`status=…&service=…&search=…&page=…`), without empty values. */
export function filterSearchParams(filter: RequestFilter, { withPage = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.service) params.set('service', filter.service);
  const search = filter.search?.trim();
  if (search) params.set('search', search);
  if (withPage && filter.page && filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The file name a `content-disposition: attachment; filename=…` header gives, if any. */
export function attachmentFileName(header: string | null): string | undefined {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
