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
 * Which Content Lake: lake-client.ts (the hosted project with SANITY_PROJECT_ID and
 * SANITY_AUTH_TOKEN, else the local lake).
 */
import { parseArgs } from 'node:util';

import { contentLake } from '../../lib/env/public.ts';
import { lakeClient } from './lake-client.ts';
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

const { client, where } = await lakeClient(dataset);
console.log(`${dryRun ? 'Dry run: nothing is written. ' : ''}${where}`);
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
