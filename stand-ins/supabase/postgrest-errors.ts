import type { ApiRole } from './keys.ts';

/** PostgREST's error body; supabase-js hands it to the caller as `error`. */
export interface ApiError {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
  }
}

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgError & Error {
  return error instanceof Error && typeof (error as PgError).code === 'string' && (error as PgError).code!.length === 5;
}

/** HTTP status PostgREST answers for an SQLSTATE (PostgREST's Error.hs, `pgErrorStatus`). */
function statusForSqlState(code: string, role: ApiRole): number {
  // `raise sqlstate 'PT429'` answers HTTP 429: a custom status chosen in SQL.
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) {
    const status = Number(custom[1]);
    return status >= 100 && status <= 599 ? status : 500;
  }
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const klass = code.slice(0, 2);
  if (['08', '53'].includes(klass)) return 503;
  if (['0L', '0P', '28'].includes(klass)) return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)) {
    return 500;
  }
  return 400;
}

/** Converts a database or connection failure into PostgREST's answer. */
export function toApiFailure(error: unknown, role: ApiRole): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (isPgError(error)) {
    return new ApiFailure(
      statusForSqlState(error.code!, role),
      error.code!,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  // pg-pool gave up waiting for a free connection: PostgREST's db-pool-acquisition-timeout answer.
  if (error instanceof Error && error.message === 'timeout exceeded when trying to connect') {
    return new ApiFailure(504, 'PGRST003', 'Timed out acquiring connection from connection pool.');
  }
  // No SQLSTATE: the pool could not reach PostgreSQL at all.
  return new ApiFailure(
    503,
    'PGRST000',
    'Could not connect with the database due to an incorrect db-uri or due to the database being unavailable',
    error instanceof Error ? error.message : String(error),
  );
}
