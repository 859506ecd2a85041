import { LOCAL_SANITY_READ_TOKEN } from '../../lib/env/public.ts';
import { LOCAL_SANITY_WRITE_TOKEN } from '../../lib/env/server-schema.ts';
import { accountsFromEnv } from '../../stand-ins/sanity-content-lake/auth.ts';
import { SEED_ASSETS_DIR, SEED_FILE } from '../../stand-ins/sanity-content-lake/config.ts';
import {
  startContentLake,
  type ContentLake,
  type ContentLakeOptions,
} from '../../stand-ins/sanity-content-lake/server.ts';

/** A fresh local Content Lake in `dir`, seeded with the bundled dataset, with the default accounts and no webhooks. */
export function startSeededLake(dir: string, extra: Partial<ContentLakeOptions> = {}): Promise<ContentLake> {
  return startContentLake({
    dir,
    seedFile: SEED_FILE,
    seedAssetsDir: SEED_ASSETS_DIR,
    projectId: 'local',
    dataset: 'production',
    corsOrigins: ['http://localhost:*'],
    webhooks: [],
    accounts: accountsFromEnv({}),
    viewerTokens: [LOCAL_SANITY_READ_TOKEN],
    editorTokens: [LOCAL_SANITY_WRITE_TOKEN],
    ...extra,
  });
}
