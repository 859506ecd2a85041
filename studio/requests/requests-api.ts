import { useMemo } from 'react';
import { useClient } from 'sanity';

import { contentLake } from '../../lib/env/public';
import {
  attachmentFileName,
  filterSearchParams,
  STUDIO_APPOINTMENTS_API,
  STUDIO_REQUESTS_API,
  type AppointmentInput,
  type AppointmentListAnswer,
  type PersonAction,
  type PersonErasureAnswer,
  type RequestChange,
  type RequestChangeAnswer,
  type RequestDetailAnswer,
  type RequestFilter,
  type RequestListAnswer,
  type RequestStatusValue,
} from '../../lib/booking/studio/index';

/**
 * The site's Requests API as the tool calls it: on the Studio's own origin, with the signed-in
 * person's Sanity token, which the site checks with the Content Lake on every call
 * (lib/booking/studio/auth). The token is sent to this origin only, never elsewhere.
 */
export class RequestsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestsApiError';
  }
}

export interface Download {
  blob: Blob;
  fileName: string;
}

export function createRequestsApi(token: string | undefined, fetchImpl: typeof fetch = fetch) {
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    if (!token) throw new RequestsApiError(401, 'no-token');
    const response = await fetchImpl(path, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      throw new RequestsApiError(
        response.status,
        typeof body.error === 'string' ? body.error : `${response.status} ${response.statusText}`,
      );
    }
    return response;
  }
  const json = async <T>(path: string, init?: RequestInit) => (await call(path, init)).json() as Promise<T>;
  const download = async (path: string, init: RequestInit | undefined, fallbackName: string): Promise<Download> => {
    const response = await call(path, init);
    return {
      blob: await response.blob(),
      fileName: attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName,
    };
  };
  const item = (id: string) => `${STUDIO_REQUESTS_API}/${encodeURIComponent(id)}`;
  const change = (id: string, body: RequestChange) =>
    json<RequestChangeAnswer>(item(id), { method: 'PATCH', body: JSON.stringify(body) });

  return {
    list: (filter: RequestFilter) => json<RequestListAnswer>(`${STUDIO_REQUESTS_API}?${filterSearchParams(filter)}`),
    get: (id: string) => json<RequestDetailAnswer>(item(id)),
    setStatus: (id: string, status: RequestStatusValue) => change(id, { status }),
    setNote: (id: string, note: string) => change(id, { note }),
    /** Confirms the appointment, or reschedules a confirmed one; the visitor is mailed. */
    setAppointment: (id: string, appointment: AppointmentInput) => change(id, { appointment }),
    cancelAppointment: (id: string, reason: string | null) => change(id, { cancelAppointment: { reason } }),
    /** The confirmed appointments starting on `days` Lisbon days from `from` (YYYY-MM-DD), by start. */
    appointments: (from: string, days: number) =>
      json<AppointmentListAnswer>(`${STUDIO_APPOINTMENTS_API}?${new URLSearchParams({ from, days: String(days) })}`),
    /** The CSV of every request the filter matches, headed in the Studio's language (`locale`, e.g. pt-PT). */
    exportCsv: (filter: RequestFilter, locale: string) =>
      download(
        `${STUDIO_REQUESTS_API}/export?${new URLSearchParams([...filterSearchParams(filter, { withPage: false }), ['locale', locale]])}`,
        undefined,
        'booking-requests.csv',
      ),
    exportPerson: (email: string) =>
      download(
        `${STUDIO_REQUESTS_API}/person`,
        { method: 'POST', body: JSON.stringify({ email, action: 'export' satisfies PersonAction }) },
        'booking-requests-person.json',
      ),
    erasePerson: (email: string) =>
      json<PersonErasureAnswer>(`${STUDIO_REQUESTS_API}/person`, {
        method: 'POST',
        body: JSON.stringify({ email, action: 'erase' satisfies PersonAction, confirm: true }),
      }),
  };
}

export type RequestsApi = ReturnType<typeof createRequestsApi>;

/**
 * The API with the token of this Studio session. The Studio keeps the token in this browser on the
 * local lake and, hosted, because sanity.config.ts asks for token login (`auth.loginMethod`): the
 * workspace client then carries it (`config().token`). Undefined only for a cookie-only session.
 */
export function useRequestsApi(): { api: RequestsApi; hasToken: boolean } {
  const client = useClient({ apiVersion: contentLake.apiVersion });
  const token = client.config().token;
  return useMemo(() => ({ api: createRequestsApi(token), hasToken: Boolean(token) }), [token]);
}

/** Saves a downloaded file the way a link with `download` does. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
