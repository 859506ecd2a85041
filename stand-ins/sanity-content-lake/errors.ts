/** The message of one of Sanity's error bodies: `{message}` (gateway) or `{error: {description}}` (Content Lake). */
function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if ('message' in body) return String(body.message);
  const { error } = body as { error?: { description?: unknown } };
  return typeof error?.description === 'string' ? error.description : undefined;
}

/** An answer in one of Sanity's error shapes, thrown by any part of the lake and sent as is. */
export class LakeError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(messageOf(body) ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

/** The plain shape Sanity's gateway uses for auth and routing errors. */
export const httpError = (status: number, error: string, message: string) =>
  new LakeError(status, { statusCode: status, error, message });

export const unauthorized = (message = 'Session not found') => httpError(401, 'Unauthorized', message);
export const forbidden = (message: string) => httpError(403, 'Forbidden', message);
export const notFound = (message: string) => httpError(404, 'Not Found', message);
export const badRequest = (message: string) => httpError(400, 'Bad Request', message);
