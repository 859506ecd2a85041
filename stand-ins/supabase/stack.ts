import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  LOCAL_BOOKING_CHALLENGE_SECRET,
  LOCAL_CONTENT_LAKE_URL,
  LOCAL_SUPABASE_API_PORT,
} from '../../lib/env/public.ts';
import { NOTIFICATION_FUNCTION, readVerifyJwt, startEdgeFunction } from './edge-functions.ts';
import type { FunctionEnv } from './edge-functions.ts';
import { startGateway } from './gateway.ts';
import { freePort } from '../shared/http.ts';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { startMailCatcher } from '../mail-catcher/server.ts';
import type { MailFaults } from '../mail-catcher/server.ts';
import { pushMigrations } from './migrations.ts';
import { startPgNetWorker } from './pg-net-worker.ts';
import { startPostgres } from './postgres.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Supabase CLI's default local ports: API 54321, database 54322, mail viewer 54324. */
export const DEFAULT_PORTS = { api: LOCAL_SUPABASE_API_PORT, db: 54322, mail: 54324 } as const;
/** Dummy Resend key the local function sends with and the catcher accepts. */
export const LOCAL_RESEND_API_KEY = 're_local_catcher_key';
/** What test and bench stacks set acknowledgementsPerHour to: no test run reaches it. */
export const TEST_RUN_ACKNOWLEDGEMENTS_PER_HOUR = 1_000_000;
export const LOCAL_OWNER_EMAIL = 'owner@caparica-detailing.local';
export const LOCAL_MAIL_FROM = 'Caparica Detailing <bookings@caparica-detailing.local>';
/** The digest schedule's Bearer token on the local stack (Vault's booking_digest_secret there). */
export const LOCAL_BOOKING_DIGEST_SECRET = 'local-booking-digest-secret';
/** Supabase Cron's job that asks the function for the owner's digest (the delivery migration). */
export const DIGEST_JOB = 'booking-digest';
/** Supabase Cron's job that queues appointment reminders and has the function send due mails. */
export const MAILS_JOB = 'booking-mails';

export interface LocalStackOptions {
  /**
   * Throwaway stack for tests: a fresh cluster (fsync off) and mail folder in a temp dir, removed
   * on stop, on free ports unless given. Otherwise data persists under <repo>/.local/supabase.
   */
  ephemeral?: boolean;
  apiPort?: number;
  dbPort?: number;
  mailPort?: number;
  mailFaults?: Partial<MailFaults>;
  /**
   * Overrides private.booking_settings.acknowledgements_per_hour. Test runs send far more requests
   * in an hour than the garage gets; the cap itself is tested at its default (abuse.test.ts).
   */
  acknowledgementsPerHour?: number;
  /** Where the function reads service titles: the local Content Lake unless given (null: none). */
  contentApiHost?: string | null;
  /**
   * Whether Supabase Cron runs the digest and appointment-mail jobs (default true, as deployed).
   * Test stacks turn them off so that no run takes rows while a test looks at them (a change's own
   * mail is still sent at once); the one that watches them fire keeps them.
   */
  bookingSchedules?: boolean;
}

export interface LocalStack {
  apiUrl: string;
  /** The legacy anon JWT and the new publishable key: both act as `anon`. */
  anonKey: string;
  publishableKey: string;
  /** The legacy service-role JWT and the new secret key: both act as `service_role`. */
  serviceRoleKey: string;
  secretKey: string;
  mailUrl: string;
  /** Superuser connection, for inspection (bookings:list, tests). */
  databaseUrl: string;
  ownerEmail: string;
  stop(): Promise<void>;
}

/** The function's secrets on the local stack, as `supabase secrets set` gives them to a hosted one. */
export function localFunctionEnv(parts: {
  apiUrl: string;
  mailUrl: string;
  contentApiHost: string | null;
}): FunctionEnv {
  return {
    SUPABASE_URL: parts.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    // As hosted functions get them; the function prefers the secret key.
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
    RESEND_BASE_URL: parts.mailUrl,
    RESEND_API_KEY: LOCAL_RESEND_API_KEY,
    OWNER_EMAIL: LOCAL_OWNER_EMAIL,
    MAIL_FROM: LOCAL_MAIL_FROM,
    BOOKING_CHALLENGE_SECRET: LOCAL_BOOKING_CHALLENGE_SECRET,
    BOOKING_DIGEST_SECRET: LOCAL_BOOKING_DIGEST_SECRET,
    ...(parts.contentApiHost ? { SANITY_API_HOST: parts.contentApiHost } : {}),
  };
}

/** Runs statements as the superuser on one connection. */
export async function asSuperuser<T>(superuserUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The owner's knob of supabase/README.md "Abuse defence", as they would turn it with SQL. */
export async function setAcknowledgementsPerHour(superuserUrl: string, perHour: number): Promise<void> {
  await asSuperuser(superuserUrl, (client) =>
    client.query('update private.booking_settings set acknowledgements_per_hour = $1', [perHour]),
  );
}

/** Pauses or resumes Supabase Cron's booking jobs (cron.alter_job), as an owner could in SQL. */
async function setBookingSchedules(superuserUrl: string, active: boolean): Promise<void> {
  await asSuperuser(superuserUrl, (client) =>
    client.query('select cron.alter_job(jobid, active => $1) from cron.job where jobname = any ($2)', [
      active,
      [DIGEST_JOB, MAILS_JOB],
    ]),
  );
}

/**
 * What the owner stores once in a hosted project's Vault (supabase/README.md "Delivery of every
 * request"): where the schedule calls the function, and the token it sends.
 */
function storeVaultSecrets(superuserUrl: string, secrets: Record<string, string>): Promise<void> {
  return asSuperuser(superuserUrl, async (client) => {
    for (const [name, secret] of Object.entries(secrets)) {
      const { rowCount } = await client.query('select vault.update_secret(id, $2) from vault.secrets where name = $1', [
        name,
        secret,
      ]);
      if (rowCount === 0) await client.query('select vault.create_secret($2, $1)', [name, secret]);
    }
  });
}

/** PostgreSQL, migrations, the API gateway, the edge function under Deno and the mail catcher. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const ephemeral = options.ephemeral ?? false;
  const dir = ephemeral
    ? await mkdtemp(path.join(os.tmpdir(), 'caparica-supabase-'))
    : path.join(REPO_ROOT, '.local', 'supabase');
  // mkdtemp makes the dir private to us; the server runs as another OS user when we are root.
  if (ephemeral) await chmod(dir, 0o711);
  const port = async (given: number | undefined, fallback: number) => given ?? (ephemeral ? freePort() : fallback);
  const [apiPort, dbPort, mailPort, functionPort] = await Promise.all([
    port(options.apiPort, DEFAULT_PORTS.api),
    port(options.dbPort, DEFAULT_PORTS.db),
    port(options.mailPort, DEFAULT_PORTS.mail),
    freePort(),
  ]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) {
      await stopOne().catch((error: unknown) => console.error('stack stop:', error));
    }
    if (ephemeral) await rm(dir, { recursive: true, force: true });
  };

  try {
    // The three start independently; the function only calls the gateway when a request comes in.
    // allSettled: on a failure, the parts that did start are registered before stop() runs.
    const started = await Promise.allSettled([
      startPostgres({
        dir: path.join(dir, 'db'),
        port: dbPort,
        fast: ephemeral,
        bootstrapSql: path.join(REPO_ROOT, 'stand-ins', 'supabase', 'bootstrap.sql'),
      }).then(async (cluster) => {
        stoppers.push(cluster.stop);
        await pushMigrations(REPO_ROOT, cluster.superuserUrl);
        await storeVaultSecrets(cluster.superuserUrl, {
          project_url: apiUrl,
          booking_digest_secret: LOCAL_BOOKING_DIGEST_SECRET,
        });
        if (options.acknowledgementsPerHour !== undefined) {
          await setAcknowledgementsPerHour(cluster.superuserUrl, options.acknowledgementsPerHour);
        }
        await setBookingSchedules(cluster.superuserUrl, options.bookingSchedules ?? true);
        // pg_net's background worker: sends what net.http_post queued (the digest job's call).
        const worker = await startPgNetWorker({ databaseUrl: cluster.superuserUrl });
        stoppers.push(worker.stop);
        return cluster;
      }),
      startMailCatcher({
        port: mailPort,
        dir: path.join(dir, 'mail'),
        apiKey: LOCAL_RESEND_API_KEY,
        faults: options.mailFaults,
      }).then((catcher) => (stoppers.push(catcher.stop), catcher)),
      startEdgeFunction(
        REPO_ROOT,
        functionPort,
        localFunctionEnv({
          apiUrl,
          mailUrl: `http://127.0.0.1:${mailPort}`,
          contentApiHost: options.contentApiHost === undefined ? LOCAL_CONTENT_LAKE_URL : options.contentApiHost,
        }),
      ).then((fn) => (stoppers.push(fn.stop), fn)),
    ] as const);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [database, mail, edgeFunction] = started.map(
      (result) => (result as PromiseFulfilledResult<unknown>).value,
    ) as [
      Awaited<ReturnType<typeof startPostgres>>,
      Awaited<ReturnType<typeof startMailCatcher>>,
      Awaited<ReturnType<typeof startEdgeFunction>>,
    ];
    const gateway = await startGateway({
      port: apiPort,
      databaseUrl: database.authenticatorUrl,
      functions: {
        [NOTIFICATION_FUNCTION]: {
          url: edgeFunction.url,
          verifyJwt: await readVerifyJwt(REPO_ROOT, NOTIFICATION_FUNCTION),
        },
      },
    });
    stoppers.push(gateway.stop);
    return {
      apiUrl: gateway.url,
      anonKey: LOCAL_ANON_KEY,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      secretKey: LOCAL_SECRET_KEY,
      mailUrl: mail.url,
      databaseUrl: database.superuserUrl,
      ownerEmail: LOCAL_OWNER_EMAIL,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
