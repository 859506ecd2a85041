/**
 * npm run content:migrate-service-pages -- [--dataset production] [--dry-run]
 *
 * Moves a dataset from before service pages to them (plan: service-page-migration.ts): the
 * `interiorDetailPage` singleton and its draft become the `servicePage` at /services/interior-detail,
 * with every text, picture and setting it had; the services' `detailPage` field goes. One
 * transaction: all of it or nothing (an edit made meanwhile fails it: run it again). It changes
 * nothing once done. `--dry-run` prints the plan and writes nothing. Which Content Lake:
 * lake-client.ts (the hosted project with SANITY_PROJECT_ID and SANITY_AUTH_TOKEN, else the local lake).
 */
import { parseArgs } from 'node:util';

import { contentLake } from '../../lib/env/public.ts';
import { lakeClient } from './lake-client.ts';
import {
  describeMigration,
  LEGACY_STATE_QUERY,
  planServicePageMigration,
  type LegacyState,
} from './service-page-migration.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: contentLake.dataset },
    'dry-run': { type: 'boolean', default: false },
  },
});
const { client, where } = await lakeClient(values.dataset!);
console.log(`${values['dry-run'] ? 'Dry run: nothing is written. ' : ''}${where}`);
const plan = planServicePageMigration(await client.fetch<LegacyState>(LEGACY_STATE_QUERY));
console.log(describeMigration(plan).join('\n'));
if (!values['dry-run'] && plan.creates.length + plan.patches.length + plan.deletes.length > 0) {
  const transaction = client.transaction();
  for (const doc of plan.creates) transaction.create(doc);
  for (const { id, ...operations } of plan.patches) transaction.patch(id, operations);
  for (const id of plan.deletes) transaction.delete(id);
  try {
    const result = await transaction.commit({ visibility: 'sync', tag: 'content.migrate-service-pages' });
    console.log(`Done (transaction ${result.transactionId}).`);
  } catch (error) {
    console.error(`Not migrated, nothing written: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
