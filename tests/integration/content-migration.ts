import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll } from 'vitest';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import type { ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { startSeededLake } from '../support/content-lake.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** A document as the lake stores it. */
export type LakeDocument = Record<string, unknown> & { _id: string; _type: string };

/** A document's fields without the ones the lake sets (id, type, revision, times). */
export const contentOf = ({ _id, _type, _rev, _createdAt, _updatedAt, ...fields }: LakeDocument) => fields;

/**
 * For a file's tests of the content migration `npm run <script>`: a fresh lake seeded with the
 * bundled dataset (started before the file's tests, stopped after), `client` on it as the owner
 * (raw: drafts too), and `migrate`, which runs the script as the person deploying runs it, against
 * that lake (no hosted project in its environment), and answers what it printed.
 */
export function migrationLake(script: string) {
  let lake: ContentLake;
  let dir: string;
  let client: SanityClient;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), `lake-${script.replace(':', '-')}-`));
    lake = await startSeededLake(dir);
    const token = await signInToLake(lake.url, LOCAL_ACCOUNT_DEFAULTS.owner, 'http://localhost:3000/studio');
    client = createClient({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      apiHost: lake.url,
      useProjectHostname: false,
      token,
      perspective: 'raw',
    });
  }, 60_000);

  afterAll(async () => {
    await lake.close();
    await rm(dir, { recursive: true, force: true });
  });

  return {
    get client() {
      return client;
    },
    async migrate(...args: string[]) {
      const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SANITY_API_HOST: lake.url };
      for (const name of ['SANITY_PROJECT_ID', 'NEXT_PUBLIC_SANITY_PROJECT_ID', 'SANITY_AUTH_TOKEN']) delete env[name];
      const { stdout } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
        cwd: REPO_ROOT,
        env,
      });
      return stdout;
    },
  };
}
