import pg from 'pg';

/**
 * What pg_net's background worker does, for the local stand-in extension
 * (stand-ins/supabase/extensions): sends the requests net.http_post queued, concurrently, and records
 * each outcome in net._http_response under the request's id. Woken by the NOTIFY http_post sends
 * (delivered on commit), with a poll as a fallback.
 */

const CHANNEL = 'pg_net_stand_in';
/** pg_net.batch_size and pg_net.ttl's defaults. */
const BATCH_SIZE = 200;
const RESPONSE_TTL = '6 hours';
/** What pg_net (libcurl) sends when headers are given without one. */
const USER_AGENT = 'pg_net/0.20.0';

const TAKE_REQUESTS = `
  delete from net.http_request_queue
  where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
  returning id, method, url, body, timeout_milliseconds,
    (select jsonb_object_agg(key, value) from jsonb_each_text(headers) where value is not null) as headers`;
const DELETE_EXPIRED = `delete from net._http_response where created < now() - interval '${RESPONSE_TTL}'`;
const INSERT_RESPONSE = `
  insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/** PostgreSQL's codes for a missing table or schema: the extension is not created (yet). */
const NOT_INSTALLED = new Set(['42P01', '3F000']);

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  body: Buffer | null;
  timeout_milliseconds: number;
  headers: Record<string, string> | null;
}

/** A net._http_response row, less its id and created. */
interface Outcome {
  status_code: number | null;
  content_type: string | null;
  headers: string | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

const failure = (timedOut: boolean, message: string): Outcome => ({
  status_code: null,
  content_type: null,
  headers: null,
  content: null,
  timed_out: timedOut,
  error_msg: message,
});

/** libcurl's messages (curl_easy_strerror) for the failures Node reports by code. */
const CURL_ERRORS: Record<string, string> = {
  ECONNREFUSED: "Couldn't connect to server",
  EHOSTUNREACH: "Couldn't connect to server",
  ENOTFOUND: "Couldn't resolve host name",
  EAI_AGAIN: "Couldn't resolve host name",
  ECONNRESET: 'Failure when receiving data from the peer',
  UND_ERR_SOCKET: 'Failure when receiving data from the peer',
};

async function send(request: QueuedRequest): Promise<Outcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(request.timeout_milliseconds);
  try {
    const response = await fetch(request.url, {
      method: request.method.toUpperCase(),
      headers: request.headers ? { 'User-Agent': USER_AGENT, ...request.headers } : undefined,
      body: request.body && new Uint8Array(request.body),
      signal,
    });
    const content = Buffer.from(await response.arrayBuffer());
    // pg_net stores the body as a C string: it ends at the first NUL byte, and an empty one is null.
    const nul = content.indexOf(0);
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: JSON.stringify(Object.fromEntries(response.headers)),
      content: content.subarray(0, nul === -1 ? undefined : nul).toString('utf8') || null,
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    if (signal.aborted) {
      const elapsed = (performance.now() - started).toFixed(6);
      return failure(true, `Timeout of ${request.timeout_milliseconds} ms reached. Total time: ${elapsed} ms`);
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return failure(false, CURL_ERRORS[cause?.code ?? ''] ?? cause?.message ?? (error as Error).message);
  }
}

export async function startPgNetWorker(options: {
  databaseUrl: string;
  pollIntervalMs?: number;
}): Promise<{ stop(): Promise<void> }> {
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'pg_net stand-in worker' });
  let stopped = false;
  const report = (error: unknown) => {
    if (!stopped) console.error('[pg_net worker]', (error as Error).message ?? error);
  };
  client.on('error', report);
  await client.connect();

  const inFlight = new Set<Promise<void>>();
  const dispatch = (request: QueuedRequest) => {
    const done: Promise<void> = send(request)
      .then((row) =>
        client.query(INSERT_RESPONSE, [
          request.id,
          row.status_code,
          row.content_type,
          row.headers,
          row.content,
          row.timed_out,
          row.error_msg,
        ]),
      )
      .then(() => undefined, report)
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  // One drain at a time; a wake during a drain makes it go round once more.
  let draining: Promise<void> | null = null;
  let wanted = false;
  const wake = () => {
    wanted = true;
    if (draining || stopped) return;
    draining = (async () => {
      while (wanted && !stopped) {
        wanted = false;
        await client.query(DELETE_EXPIRED);
        let taken: QueuedRequest[];
        do {
          taken = (await client.query<QueuedRequest>(TAKE_REQUESTS, [BATCH_SIZE])).rows;
          taken.forEach(dispatch);
        } while (taken.length === BATCH_SIZE && !stopped);
      }
    })()
      .catch((error: { code?: string }) => {
        if (!NOT_INSTALLED.has(error.code ?? '')) report(error);
      })
      .finally(() => {
        draining = null;
        if (wanted) wake();
      });
  };

  client.on('notification', wake);
  await client.query(`listen ${CHANNEL}`);
  const poll = setInterval(wake, options.pollIntervalMs ?? 1000);
  // The connection is gone (the cluster stopped): nothing left to poll.
  client.on('end', () => clearInterval(poll));
  wake();

  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      await draining;
      await Promise.all(inFlight);
      await client.end();
    },
  };
}
