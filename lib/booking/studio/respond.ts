import {
  InboxDatabaseError,
  InboxInputError,
  InboxUnavailableError,
  ReviewsNotDeletedError,
  type Inbox,
} from '@/lib/booking/inbox';
import type { CallerCheck, StudioCaller } from '@/lib/booking/studio/auth/studio-caller';

/**
 * The frame of every Requests API answer: the caller checked first (lib/booking/studio/auth: same origin,
 * a Studio token, a project administrator), then the inbox made (503 without the secret key), then
 * the route's own work; every answer JSON or a file, never stored by a browser or a CDN, and every
 * failure `{error}` with its status. Its dependencies are passed in, so a unit test drives it
 * without the environment; lib/booking/studio/server.ts binds the real ones.
 */

/** Answers of the Requests API are personal data: no cache anywhere keeps them. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

export function errorAnswer(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: NO_STORE });
}

export function jsonAnswer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } });
}

/** A refused input (lib/booking/studio/parse.ts) as its answer. */
export const refusal = (failure: { status: number; error: string }) => errorAnswer(failure.status, failure.error);

export interface StudioRequestsDeps {
  checkCaller: (request: Request) => Promise<CallerCheck>;
  /** Throws InboxUnavailableError when the inbox cannot run here (no secret key). */
  inbox: () => Inbox;
  log?: Pick<Console, 'error'>;
}

export type StudioRequestsWork = (context: { caller: StudioCaller; inbox: Inbox }) => Promise<Response>;

export function studioRequestsHandler(deps: StudioRequestsDeps) {
  const log = deps.log ?? console;
  return async function handle(request: Request, work: StudioRequestsWork): Promise<Response> {
    const check = await deps.checkCaller(request);
    if (!check.ok) return errorAnswer(check.status, check.error);
    try {
      return await work({ caller: check.caller, inbox: deps.inbox() });
    } catch (error) {
      if (error instanceof InboxInputError) return errorAnswer(400, error.message);
      if (error instanceof InboxUnavailableError) return errorAnswer(503, error.message);
      if (error instanceof InboxDatabaseError) {
        // The database's words stay in the server's log; the Studio says what to do.
        log.error(`[studio requests] ${error.message}`);
        return errorAnswer(502, 'The booking database did not answer as expected: try again in a moment');
      }
      if (error instanceof ReviewsNotDeletedError) {
        // The owner must finish by hand what the Content Lake refused: the answer names the documents.
        log.error(`[studio requests] ${error.message}`, error.cause);
        return errorAnswer(502, error.message);
      }
      log.error('[studio requests] unexpected failure', error);
      return errorAnswer(500, 'Something went wrong on the server');
    }
  };
}
