/**
 * npm run content:migrate-order -- [--dataset production] [--dry-run]
 *
 * Moves a dataset from the integer `order` of services, questions and gallery images to the
 * `orderRank` the Studio's drag-and-drop lists write (plan: order-rank-migration.ts): every
 * published document and draft without a rank gets one from its `order`, so the site keeps its
 * order, and `order` is unset. One transaction per type, each patch conditional on the revision
 * read, so an edit made meanwhile fails it rather than being overwritten: run it again. It changes
 * nothing once done. `--dry-run` prints the plan and writes nothing.
 *
 * Which Content Lake: with SANITY_PROJECT_ID (or NEXT_PUBLIC_SANITY_PROJECT_ID) the hosted project,
 * with SANITY_AUTH_TOKEN, a token with write access (as `npm run content:import`); otherwise the
 * local lake (`npm run lake`, or `npm run local`), signed in as its owner account
 * (CONTENT_LAKE_OWNER_EMAIL / _PASSWORD, or the printed local defaults).
 */
import { parseArgs } from 'node:util';

import { createClient } from '@sanity/client';

import { accountsFromEnv } from '../../stand-ins/sanity-content-lake/auth.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { contentLake, DEFAULT_SITE_URL, publicEnv } from '../../lib/env.ts';
import {
  describePlan,
  ORDERED_TYPES,
  planOrderRanks,
  STORED_DOCUMENTS_QUERY,
  type StoredDocument,
} from './order-rank-migration.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: contentLake.dataset },
    'dry-run': { type: 'boolean', default: false },
  },
});
const dryRun = values['dry-run']!;
const dataset = values.dataset!;

const projectId = process.env.SANITY_PROJECT_ID?.trim() || process.env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim();
let token = process.env.SANITY_AUTH_TOKEN?.trim() || undefined;
// Hosted: NEXT_PUBLIC_SANITY_API_HOST if set, else Sanity's own API host. Local: the lake's.
const apiHost = projectId ? publicEnv.sanityApiHost : contentLake.apiHost;
if (projectId) {
  if (!token) throw new Error('Set SANITY_AUTH_TOKEN to a token with write access');
} else {
  if (!apiHost) throw new Error('No Content Lake: set SANITY_PROJECT_ID, or run the local lake (npm run lake)');
  const owner = accountsFromEnv().find((account) => account.role === 'administrator')!;
  token ??= await signInToLake(apiHost, owner, `${DEFAULT_SITE_URL}/studio`).catch((error: unknown) => {
    throw new Error(`The local Content Lake at ${apiHost} did not sign the owner in (is it running?): ${error}`);
  });
}

const client = createClient({
  projectId: projectId ?? contentLake.projectId,
  dataset,
  apiVersion: contentLake.apiVersion,
  token,
  useCdn: false,
  // Drafts too: a draft keeps its document's place once published.
  perspective: 'raw',
  ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
});

console.log(
  `${dryRun ? 'Dry run: nothing is written. ' : ''}Dataset "${dataset}" of ${projectId ? `project ${projectId}` : `the local Content Lake (${apiHost})`}`,
);
let failed = false;
for (const type of ORDERED_TYPES) {
  const documents = await client.fetch<StoredDocument[]>(STORED_DOCUMENTS_QUERY, { type });
  const plan = planOrderRanks(type, documents);
  console.log(describePlan(plan).join('\n'));
  if (dryRun || plan.patches.length === 0) continue;
  const transaction = client.transaction();
  for (const { id, ...operations } of plan.patches) transaction.patch(id, operations);
  try {
    const result = await transaction.commit({ visibility: 'sync', tag: 'content.migrate-order-rank' });
    console.log(`${type}: done (transaction ${result.transactionId})`);
  } catch (error) {
    // Nothing of this type was written; the other types go on, and a second run finishes the job.
    failed = true;
    console.error(`${type}: not migrated, nothing written: ${error instanceof Error ? error.message : error}`);
  }
}
if (failed) {
  console.error('Some types were not migrated (edited meanwhile?): run the migration again.');
  process.exitCode = 1;
}
