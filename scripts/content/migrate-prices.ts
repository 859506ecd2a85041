/**
 * npm run content:migrate-prices -- [--dataset production] [--dry-run]
 *
 * Moves a dataset from one "from" price per service to prices by vehicle size (plan:
 * price-migration.ts): the bundled size classes when it has none, each service's `priceFrom` as
 * its first class's price with the others on request, and the normal VAT regime in the site
 * settings. One transaction: all of it or nothing (an edit made meanwhile fails it: run it again).
 * It changes nothing once done. `--dry-run` prints the plan and writes nothing. Which Content Lake:
 * lake-client.ts (the hosted project with SANITY_PROJECT_ID and SANITY_AUTH_TOKEN, else the local lake).
 */
import { parseArgs } from 'node:util';

import { contentLake } from '../../lib/env/public.ts';
import { lakeClient } from './lake-client.ts';
import { describePriceMigration, planPriceMigration, PRICE_STATE_QUERY, type PriceState } from './price-migration.ts';

const { values } = parseArgs({
  options: {
    dataset: { type: 'string', default: contentLake.dataset },
    'dry-run': { type: 'boolean', default: false },
  },
});
const { client, where } = await lakeClient(values.dataset!);
console.log(`${values['dry-run'] ? 'Dry run: nothing is written. ' : ''}${where}`);
const plan = planPriceMigration(await client.fetch<PriceState>(PRICE_STATE_QUERY));
console.log(describePriceMigration(plan).join('\n'));
if (!values['dry-run'] && plan.creates.length + plan.patches.length > 0) {
  const transaction = client.transaction();
  for (const doc of plan.creates) transaction.create(doc);
  for (const { id, ...operations } of plan.patches) transaction.patch(id, operations);
  try {
    const result = await transaction.commit({ visibility: 'sync', tag: 'content.migrate-prices' });
    console.log(`Done (transaction ${result.transactionId}).`);
  } catch (error) {
    console.error(`Not migrated, nothing written: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
