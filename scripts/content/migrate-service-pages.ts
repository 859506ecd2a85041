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
import { runMigration } from './run-migration.ts';
import { describeMigration, LEGACY_STATE_QUERY, planServicePageMigration } from './service-page-migration.ts';

await runMigration({
  tag: 'content.migrate-service-pages',
  query: LEGACY_STATE_QUERY,
  plan: planServicePageMigration,
  describe: describeMigration,
});
