/**
 * `npm run bench:hostile`: what URLs a visitor makes up cost the server, on the current production
 * build (`npm run build` first) served with `next start` on the local Content Lake. Measures the
 * server process's resident memory and CPU time (/proc) around each flood, from where it stands
 * after ordinary traffic at the same concurrency (every page in every language, WARM_UP requests):
 * 1. distinct unknown service slugs (`/services/probe-<i>`), each a 404;
 * 2. distinct query strings on known pages, in every language;
 * 3. distinct image variants the site never emitted (`/_next/image` with a made-up crop).
 * Then checks that the known pages still answer from the cache (`x-nextjs-cache: HIT`).
 *
 * Options: --requests N (default 10000, floods 1 and 2), --images N (default 100),
 * --concurrency N (default 16). Loopback only; every loop is bounded.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureContentLake } from '../../scripts/with-content-lake.ts';
import { serve, SITE_ROUTES, stopServers } from './servers.ts';
import { median } from './stats.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORT = 3310;
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    images: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '16' },
  },
});
const REQUESTS = Number(values.requests);
const IMAGES = Number(values.images);
const CONCURRENCY = Number(values.concurrency);
const PAGES = SITE_ROUTES.flatMap((route) => [route, `${route}?lang=pt`, `${route}?lang=uk`]);
const WARM_UP = 2000;

/** The pid of the process listening on `port` (next-server, a grandchild of `npx next start`). */
function listener(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}

/** Resident memory (MiB) and CPU time (s, user + system) of a process. */
function usage(pid: number) {
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMiB: rssKb / 1024, cpuSeconds: ticks / 100 };
}

/** Requests `count` URLs, `CONCURRENCY` at a time; the statuses seen and the median time (ms). */
async function flood(base: string, count: number, urlOf: (i: number) => string) {
  const statuses = new Map<number, number>();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const url = `${base}${urlOf(next++)}`;
        const started = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        times.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { statuses: Object.fromEntries(statuses), p50: median(times) };
}

/** An image URL the site emits (the first `/_next/image` on the home page), to vary. */
async function emittedImage(base: string): Promise<URL> {
  const html = await (await fetch(base)).text();
  const src = /\ssrc="(\/_next\/image\?url=[^"\s]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!src) throw new Error('the home page has no optimized image');
  return new URL(src, base);
}

async function main() {
  const stopLake = await ensureContentLake({ webhooks: [] });
  try {
    const base = await serve(ROOT, PORT, { DO_NOT_TRACK: '1', NEXT_TELEMETRY_DISABLED: '1' });
    const pid = listener(PORT);
    await flood(base, WARM_UP, (i) => PAGES[i % PAGES.length]!);
    const rows: string[] = [];
    const start = usage(pid);
    const report = (name: string, result: { statuses: object; p50: number }) => {
      const now = usage(pid);
      rows.push(
        `| ${name} | ${JSON.stringify(result.statuses)} | ${result.p50.toFixed(0)} | ${now.rssMiB.toFixed(0)} (${(now.rssMiB - start.rssMiB).toFixed(0)}) | ${(now.cpuSeconds - start.cpuSeconds).toFixed(1)} |`,
      );
    };
    rows.push(`| ${WARM_UP} requests of known pages (the start) | | | ${start.rssMiB.toFixed(0)} | |`);
    report(`${REQUESTS} unknown service slugs`, await flood(base, REQUESTS, (i) => `/services/probe-${i}`));
    report(
      `${REQUESTS} query strings on known pages`,
      await flood(base, REQUESTS, (i) => {
        const page = PAGES[i % PAGES.length]!;
        return `${page}${page.includes('?') ? '&' : '?'}probe=${i}`;
      }),
    );
    const image = await emittedImage(base);
    const source = new URL(image.searchParams.get('url')!, base);
    const [width, height] = (/-(\d+)x(\d+)\.\w+$/.exec(source.pathname) ?? []).slice(1).map(Number);
    if (!width || !height) throw new Error(`no size in ${source.pathname}`);
    const before = usage(pid).cpuSeconds;
    const images = await flood(base, IMAGES, (i) => {
      // A crop inside the original, a pixel smaller each time: what an editor could have drawn.
      const variant = new URL(source);
      variant.searchParams.set('rect', `${i},${i},${width - 2 * i},${height - 2 * i}`);
      const url = new URL(image);
      url.searchParams.set('url', `${variant.pathname}${variant.search}`);
      url.searchParams.set('w', '2560');
      return `${url.pathname}${url.search}`;
    });
    report(`${IMAGES} made-up image crops`, images);
    const imageCpu = usage(pid).cpuSeconds - before;
    const hits = await Promise.all(
      PAGES.map(async (page) => (await fetch(`${base}${page}`)).headers.get('x-nextjs-cache') === 'HIT'),
    );
    console.log('| flood | statuses | p50 ms | RSS MiB (Δ from warm) | CPU s since warm |');
    console.log('|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\nImage variants: ${imageCpu.toFixed(1)} s of CPU for ${IMAGES}.`);
    console.log(`Known pages answered from the cache afterwards: ${hits.filter(Boolean).length} of ${PAGES.length}.`);
  } finally {
    stopServers();
    await stopLake();
  }
}

await main();
