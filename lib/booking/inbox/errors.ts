/** Errors of the inbox, each with the status of the Requests API's answer to it. */

/** The caller's input cannot be what it is meant to be (answer 400); `field` names it. */
export class InboxInputError extends Error {
  readonly status = 400;
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'InboxInputError';
    this.field = field;
  }
}

/** The inbox cannot run here: no secret key configured (answer 503). */
export class InboxUnavailableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = 'InboxUnavailableError';
  }
}

/** The database failed or answered something unexpected (answer 502). */
export class InboxDatabaseError extends Error {
  readonly status = 502;
  /** The SQLSTATE or PostgREST code, when there was one. */
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'InboxDatabaseError';
    this.code = code;
  }
}

/** SQLSTATEs of input the database refused: invalid parameter, check violation, malformed value. */
const INPUT_SQLSTATES = new Set(['22023', '23514', '22P02', '22001', '22007', '22008']);

export function databaseError(fn: string, error: { code?: string; message: string }): Error {
  if (error.code && INPUT_SQLSTATES.has(error.code)) return new InboxInputError('request', error.message);
  return new InboxDatabaseError(`${fn} failed: ${error.message}${error.code ? ` (${error.code})` : ''}`, error.code);
}
