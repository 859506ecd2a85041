import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicePageQuery } from '../../lib/content/queries.ts';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import type { ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { startSeededLake } from '../support/content-lake.ts';

/**
 * `npm run content:migrate-service-pages` on a dataset from before service pages (the interior detailing
 * page as the `interiorDetailPage` singleton, its service pointing at it), run as the person
 * deploying runs it, against a real lake: the page is at /services/interior-detail again with all
 * its content, the old fields and document are gone, and a second run changes nothing.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE_ID = 'servicePage-interior-detail';
const SERVICE_ID = 'service-interior-detailing';
let lake: ContentLake;
let dir: string;
let client: SanityClient;

type Doc = Record<string, unknown> & { _id: string; _type: string };
const content = ({ _id, _type, _rev, _createdAt, _updatedAt, ...fields }: Doc) => fields;

async function migrate(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_PUBLIC_SANITY_API_HOST: lake.url };
  for (const name of ['SANITY_PROJECT_ID', 'NEXT_PUBLIC_SANITY_PROJECT_ID', 'SANITY_AUTH_TOKEN']) delete env[name];
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'content:migrate-service-pages', '--', ...args],
    {
      cwd: REPO_ROOT,
      env,
    },
  );
  return stdout;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lake-migrate-'));
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

describe('the service pages migration', () => {
  it('moves the interior detailing singleton and its draft to the service page, and then has nothing to do', async () => {
    // The dataset as it was before: the bundled page as the singleton (and a draft of it), pointed at by its service.
    const page = (await client.getDocument<Doc>(PAGE_ID))!;
    const { service, slug, menuTitle, ...legacy } = content(page);
    await client
      .transaction()
      .delete(PAGE_ID)
      .create({ ...legacy, _id: 'interiorDetailPage', _type: 'interiorDetailPage' })
      .create({ ...legacy, _id: 'drafts.interiorDetailPage', _type: 'interiorDetailPage', seo: { _type: 'seo' } })
      .patch(SERVICE_ID, { set: { detailPage: { _type: 'reference', _ref: 'interiorDetailPage' } } })
      .commit();

    expect(await migrate('--dry-run')).toContain('delete interiorDetailPage');
    expect(await client.getDocument('interiorDetailPage')).toBeTruthy();
    expect(await client.getDocument(PAGE_ID)).toBeUndefined();

    const output = await migrate();
    expect(output).toContain('Done');
    const migrated = (await client.getDocument<Doc>(PAGE_ID))!;
    expect(content(migrated)).toEqual(content(page));
    expect(await client.getDocument(`drafts.${PAGE_ID}`)).toMatchObject({
      _type: 'servicePage',
      seo: { _type: 'seo' },
    });
    expect(await client.getDocument('interiorDetailPage')).toBeUndefined();
    expect(await client.getDocument('drafts.interiorDetailPage')).toBeUndefined();
    expect(await client.getDocument(SERVICE_ID)).not.toHaveProperty('detailPage');
    // The site's own query finds it at its address again.
    const shown = await client
      .withConfig({ perspective: 'published' })
      .fetch<{ _id: string; menuTitle: string } | null>(servicePageQuery, { slug: 'interior-detail', lang: 'pt' });
    expect(shown).toMatchObject({ _id: PAGE_ID, menuTitle: 'Limpeza de Interiores' });

    expect(await migrate()).toContain('Nothing to migrate');
  }, 120_000);
});
