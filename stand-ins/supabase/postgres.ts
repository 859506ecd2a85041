import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { installStandInExtensions } from './extensions/install.ts';

const run = promisify(execFile);

/** Debian's layout (`apt-get install postgresql`); PG_BIN_DIR overrides it. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

export interface PostgresCluster {
  /** Superuser URL, for migrations and tooling. */
  superuserUrl: string;
  /** What the API gateway connects as, like PostgREST. */
  authenticatorUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** Cluster directory; created and initialised when it holds no cluster yet. */
  dir: string;
  port: number;
  /** Trades durability for speed; for throwaway test clusters. */
  fast?: boolean;
  /** SQL run once, right after initdb. */
  bootstrapSql: string;
}

export async function findBinDir(): Promise<string> {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const versions = existsSync(DEBIAN_POSTGRES_ROOT) ? await readdir(DEBIAN_POSTGRES_ROOT) : [];
  const newest = versions
    .filter((version) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      `No PostgreSQL found under ${DEBIAN_POSTGRES_ROOT}/*/bin; install it with: apt-get install postgresql`,
    );
  }
  return path.join(DEBIAN_POSTGRES_ROOT, newest, 'bin');
}

/** PostgreSQL refuses to run as root, so as root the server runs as the `postgres` OS user. */
async function serverUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid), gid: Number(gid) };
}

async function runAsServerUser(asPostgres: boolean, command: string, args: string[]): Promise<void> {
  try {
    await (asPostgres ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${path.basename(command)} failed: ${stderr || stdout || (error as Error).message}`);
  }
}

/**
 * Starts (initialising on first use) a private cluster with trust auth on loopback only, with what a
 * hosted Supabase database offers: pg_cron preloaded, and pg_net and Vault (stand-ins) installable.
 */
export async function startPostgres(options: PostgresOptions): Promise<PostgresCluster> {
  const bin = await findBinDir();
  await installStandInExtensions(bin);
  const owner = await serverUser();
  const dataDir = path.join(options.dir, 'data');
  const socketDir = path.join(options.dir, 'run');
  await mkdir(socketDir, { recursive: true });
  if (owner) {
    await chown(options.dir, owner.uid, owner.gid);
    await chown(socketDir, owner.uid, owner.gid);
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  const asPostgres = owner !== null;

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    await runAsServerUser(asPostgres, path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ]);
  } else if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    // A previous run was killed before it could stop its server; stop it (or clear its stale pid file).
    await runAsServerUser(asPostgres, pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
  }

  const settings = [
    `-p ${options.port}`,
    `-k '${socketDir}'`,
    `-c listen_addresses=127.0.0.1`,
    // The benchmark opens a pool per gateway plus the tests' own connections.
    `-c max_connections=200`,
    // Supabase Cron (Debian's postgresql-NN-cron): jobs run in background workers of this cluster.
    `-c shared_preload_libraries=pg_cron`,
    `-c cron.database_name=postgres`,
    `-c cron.use_background_workers=on`,
    ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const logFile = path.join(options.dir, 'postgres.log');
  try {
    await runAsServerUser(asPostgres, pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-o', settings, 'start']);
  } catch (error) {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n${log.split('\n').slice(-15).join('\n')}`);
  }

  const superuserUrl = `postgresql://postgres@127.0.0.1:${options.port}/postgres`;
  if (fresh) await runSql(bin, superuserUrl, options.bootstrapSql);

  return {
    superuserUrl,
    authenticatorUrl:
      socketUrl('authenticator', socketDir, options.port) ??
      `postgresql://authenticator@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    async stop() {
      await runAsServerUser(asPostgres, pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/** Longest Unix socket path the kernel takes (sun_path is 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The cluster over its Unix socket: on one machine it costs both ends less per round trip than
 * loopback TCP. Null when the socket's path is too long for the kernel (a deep checkout).
 */
function socketUrl(user: string, socketDir: string, port: number): string | null {
  if (path.join(socketDir, `.s.PGSQL.${port}`).length > MAX_SOCKET_PATH) return null;
  return `postgresql://${user}@/postgres?host=${encodeURIComponent(socketDir)}&port=${port}`;
}

async function runSql(bin: string, url: string, sqlFile: string): Promise<void> {
  try {
    await run(path.join(bin, 'psql'), [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', sqlFile]);
  } catch (error) {
    throw new Error(`psql ${path.basename(sqlFile)} failed: ${(error as { stderr?: string }).stderr ?? error}`);
  }
}
