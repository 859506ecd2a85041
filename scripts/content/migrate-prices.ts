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
import { describePriceMigration, planPriceMigration, PRICE_STATE_QUERY } from './price-migration.ts';
import { runMigration } from './run-migration.ts';

await runMigration({
  tag: 'content.migrate-prices',
  query: PRICE_STATE_QUERY,
  plan: planPriceMigration,
  describe: describePriceMigration,
});
