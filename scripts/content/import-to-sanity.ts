/**
 * npm run content:import -- --dataset production [--replace] [--from <lake:export folder>]
 *
 * Loads the bundled dataset (or a local Content Lake export) into a real Sanity project: needs SANITY_PROJECT_ID (or
 * NEXT_PUBLIC_SANITY_PROJECT_ID) and SANITY_AUTH_TOKEN (a token with write access, read by
 * the Sanity CLI from the environment). It needs the network, so it cannot run in the
 * offline build environment; the transform it relies on is unit-tested (import-transform.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { parseNdjson, toNdjson } from './assemble-dataset.ts';
import { ASSETS_DIR, DATASET_FILE } from './build-dataset.ts';
import { toImportDocuments } from './import-transform.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: 'production' },
    replace: { type: 'boolean', default: false },
    from: { type: 'string' },
  },
});
const projectId = process.env.SANITY_PROJECT_ID ?? process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
if (!projectId) throw new Error('Set SANITY_PROJECT_ID (or NEXT_PUBLIC_SANITY_PROJECT_ID)');
if (!process.env.SANITY_AUTH_TOKEN) throw new Error('Set SANITY_AUTH_TOKEN to a token with write access');

const datasetFile = values.from ? join(values.from, 'dataset.ndjson') : DATASET_FILE;
const assetsDir = values.from ? join(values.from, 'assets') : ASSETS_DIR;
const documents = toImportDocuments(parseNdjson(await readFile(datasetFile, 'utf8')), assetsDir);
const dir = await mkdtemp(join(tmpdir(), 'sanity-import-'));
const file = join(dir, 'dataset.ndjson');
try {
  await writeFile(file, toNdjson(documents));
  const args = ['sanity', 'dataset', 'import', file, '--dataset', values.dataset!, '--project-id', projectId];
  if (values.replace) args.push('--replace');
  const { status } = spawnSync('npx', args, { stdio: 'inherit' });
  process.exitCode = status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
