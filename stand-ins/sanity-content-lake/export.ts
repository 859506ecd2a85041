// `npm run lake:export [-- --out dir]`: the lake's published documents in Sanity's NDJSON import
// format (assets first) plus every asset file, ready for `npm run content:import -- --from dir`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentLake } from '../../lib/env/public.ts';
import { toNdjson, type SanityDocumentLike } from '../../scripts/content/assemble-dataset.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'content-lake-export' } } });
const out = values.out!;

/** Everything published, assets first; read through the API, so it works while the lake runs. */
const LAKE_EXPORT_QUERY = '*[!(_id in path("drafts.**"))] | order(_type match "sanity.*" desc, _id asc)';

if (!contentLake.isLocal || !contentLake.apiHost) {
  throw new Error('lake:export reads the local Content Lake: unset NEXT_PUBLIC_SANITY_PROJECT_ID');
}
const base = contentLake.apiHost;
const url = new URL(`${base}/v${contentLake.apiVersion}/data/query/${contentLake.dataset}`);
url.searchParams.set('query', LAKE_EXPORT_QUERY);
url.searchParams.set('perspective', 'published');
const response = await fetch(url).catch(() => undefined);
if (!response?.ok) {
  console.error(`The local Content Lake does not answer at ${base}: start it with npm run lake (or npm run local).`);
  process.exit(1);
}
const { result: documents } = (await response.json()) as { result: SanityDocumentLike[] };

await mkdir(path.join(out, 'assets'), { recursive: true });
for (const asset of documents.filter((doc) => typeof doc.path === 'string')) {
  const file = await fetch(`${base}/${String(asset.path)}`);
  if (!file.ok) throw new Error(`Asset ${asset._id} could not be read from the lake (${file.status})`);
  await writeFile(path.join(out, 'assets', path.basename(String(asset.path))), Buffer.from(await file.arrayBuffer()));
}
await writeFile(path.join(out, 'dataset.ndjson'), toNdjson(documents));
console.log(`Wrote ${documents.length} published documents and their assets to ${out}/. Import them into a hosted project with:
  SANITY_AUTH_TOKEN=<write token> NEXT_PUBLIC_SANITY_PROJECT_ID=<id> npm run content:import -- --dataset production --from ${out}`);
