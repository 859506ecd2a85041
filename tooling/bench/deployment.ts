import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { publishEdit, signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { DEFAULT_SITE_URL, LOCAL_CONTENT_LAKE_URL, LOCAL_REVALIDATE_SECRET } from '../../lib/env/public.ts';
import { startDeployment } from '../../tests/support/deployment.ts';
import { loadFor, type LoadResult } from './load.ts';

/**
 * The `npm run bench` row for the site as it is deployed (tests/support/deployment.ts): two
 * instances on one Redis behind nginx, loaded for a fixed time while, halfway, an edit is published
 * and its signed webhook sent to one instance. Reports requests, latency, errors and the seconds
 * until both instances serve the edit.
 */
export const formatLoad = (r: LoadResult, seconds: number) =>
  `${r.requests} requests, ${(r.requests / seconds).toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, ` +
  `p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}`;

const EDITED = { id: 'service-express-detail', fieldPath: 'title.en' };

export async function benchDeployment(options: {
  paths: string[];
  seconds: number;
  connections: number;
  env: Record<string, string>;
}): Promise<LoadResult & { bothUpdatedSeconds: number }> {
  const deployment = await startDeployment({ instances: 2, env: options.env });
  // The token is the same whichever Studio asks; the deployment's public origin is not among the
  // local project's CORS origins (an owner adds a Studio's origin in the project settings).
  const token = await signInToLake(LOCAL_CONTENT_LAKE_URL, LOCAL_ACCOUNT_DEFAULTS.owner, `${DEFAULT_SITE_URL}/studio`);
  const home = (base: string) => fetch(`${base}/`).then((r) => r.text());
  const query = encodeURIComponent(`*[_id == "${EDITED.id}"][0].title.en`);
  const original = (
    (await (await fetch(`${LOCAL_CONTENT_LAKE_URL}/v2025-02-19/data/query/production?query=${query}`)).json()) as {
      result: string;
    }
  ).result;
  const edited = `${original} ${Date.now()}`;
  let bothUpdatedSeconds = NaN;
  try {
    const midway = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 2));
      await publishEdit(LOCAL_CONTENT_LAKE_URL, token, { ...EDITED, value: edited });
      const started = performance.now();
      const body = JSON.stringify({ _id: EDITED.id, _type: 'service' });
      await fetch(`${deployment.instanceUrls[0]}/api/revalidate`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), LOCAL_REVALIDATE_SECRET),
        },
      });
      for (;;) {
        const pages = await Promise.all(deployment.instanceUrls.map(home));
        if (pages.every((html) => html.includes(edited))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      bothUpdatedSeconds = (performance.now() - started) / 1000;
    })();
    const result = await loadFor(deployment.entryUrl, options.paths, {
      seconds: options.seconds,
      connections: options.connections,
      headers: { host: new URL(deployment.publicUrl).host },
    });
    await midway;
    return { ...result, bothUpdatedSeconds };
  } finally {
    await publishEdit(LOCAL_CONTENT_LAKE_URL, token, { ...EDITED, value: original });
    await deployment.stop();
  }
}
