// `npm run lake`: the local Content Lake in the foreground; Ctrl-C stops it.
import { lakeOptionsFromEnv } from './config.ts';
import { startContentLake } from './server.ts';

const options = lakeOptionsFromEnv();
// A password set in env is never printed; the local defaults are, so a new user can sign in.
const shown = (password: string | undefined, variable: string) =>
  process.env[variable]?.trim() ? `(${variable})` : `${password}  (local default: set ${variable} to change it)`;
const lake = await startContentLake(options);
const [owner, translator] = options.accounts;
console.log(`Local Content Lake ready on ${lake.url} (project ${options.projectId}, dataset ${options.dataset})

  Data          ${options.dir} (${lake.store.documents.size} documents, ${lake.store.transactions.length} transactions)
  Webhook       ${options.webhooks.map((hook) => hook.url).join(', ') || 'none'}
  Studio logins owner       ${owner?.email} / ${shown(owner?.password, 'CONTENT_LAKE_OWNER_PASSWORD')}
                translator  ${translator?.email} / ${shown(translator?.password, 'CONTENT_LAKE_TRANSLATOR_PASSWORD')}
Export for a hosted project: npm run lake:export   ·   Ctrl-C stops the lake.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    lake.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
