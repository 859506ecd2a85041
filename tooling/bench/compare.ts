/**
 * `npm run bench:compare -- before=../old-checkout after=.`: the same pages of several builds of
 * the site, and the framework's floor, measured by Lighthouse (mobile, performance only) in one
 * run, interleaved round by round so that the machine's drift falls on every build alike. Each
 * build is a checkout already built with `NEXT_DIST_DIR=.next-bench` (`npm run bench -- --only-load`
 * or `NEXT_DIST_DIR=.next-bench npm run build`). Prints, per throttling method, each page's and
 * build's median FCP, LCP, TBT, CLS and score with the spread (min–max) of its runs, the floor's
 * (one bare page, measured once a round: it is every page's floor), and under applied throttling
 * the applied-throttling targets (`APPLIED` in targets.ts) each build misses.
 *
 * Options: --runs N (default 5), --pages /,/?lang=uk or `all` (every route × language; default /),
 * --throttling devtools,simulate (default both), --later-views /about,/about?lang=uk (these pages
 * also as the second view of a visit that began at their language's home page, cache kept; applied
 * throttling), --load-seconds N (after the rounds, each page of each build and the floor's page
 * served for N seconds to 50 clients at a time in a closed loop, gzip asked: requests/s, p95 and
 * the share of the floor's rate; default 10, 0 = none).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES } from '../../lib/constants/index.ts';
import { ensureContentLake } from '../../scripts/with-content-lake.ts';
import { loadFor } from './load.ts';
import { lighthouseRun, THROTTLINGS, type LighthouseFigures, type Throttling } from './lighthouse.ts';
import { run, serve, SITE_ROUTES, stopServers, writeFloorApp } from './servers.ts';
import { median, spread } from './stats.ts';
import { checkApplied } from './targets.ts';

const FIRST_PORT = 3310;
const FLOOR_PORT = 3309;
const FIGURES = ['fcp', 'lcp', 'tbt', 'cls', 'perf'] as const satisfies readonly (keyof LighthouseFigures)[];
const FLOOR = 'floor (bare Next.js)';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/' },
    throttling: { type: 'string', default: THROTTLINGS.join(',') },
    'later-views': { type: 'string', default: '' },
    'load-seconds': { type: 'string', default: '10' },
  },
});
const LOAD_SECONDS = Number(args['load-seconds']);
if (!Number.isInteger(LOAD_SECONDS) || LOAD_SECONDS < 0)
  throw new Error(`--load-seconds: "${args['load-seconds']}" is not a whole number of seconds`);
/** Clients at a time in the serving load, each sending its next request when its last answer is read. */
const LOAD_CONNECTIONS = 50;
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: "${args.runs}" is not a whole number of runs`);
const withLang = (route: string, lang: string) => (lang === 'en' ? route : `${route}?lang=${lang}`);
const PAGES =
  args.pages === 'all'
    ? SITE_ROUTES.flatMap((route) => LOCALES.map((lang) => withLang(route, lang)))
    : args.pages.split(',');
for (const page of PAGES) if (!page.startsWith('/')) throw new Error(`--pages: "${page}" is not a path`);
const METHODS = args.throttling.split(',') as Throttling[];
for (const method of METHODS)
  if (!THROTTLINGS.includes(method)) throw new Error(`--throttling: "${method}" is not one of ${THROTTLINGS}`);
const BUILDS = positionals.map((spec) => {
  const [name, dir] = spec.split('=');
  if (!name || !dir) throw new Error(`"${spec}": give each build as name=checkout-directory`);
  return { name, dir: path.resolve(dir) };
});
if (BUILDS.length === 0) throw new Error('name at least one build: name=checkout-directory');

/** The home page of a page's language (its `lang` query), where a later view's visit begins. */
const homeOf = (page: string) => withLang('/', new URL(page, 'http://x').searchParams.get('lang') ?? 'en');
const LATER_PAGES = args['later-views'] ? args['later-views'].split(',') : [];
for (const page of LATER_PAGES)
  if (!page.startsWith('/') || homeOf(page) === page)
    throw new Error(`--later-views: "${page}" is not a path other than a home page`);

const shown = (figure: (typeof FIGURES)[number], n: number) =>
  figure === 'cls' ? n.toFixed(3) : String(Math.round(n));
const medians = (runs: LighthouseFigures[]) =>
  Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((r) => r[figure]))])) as LighthouseFigures;
/** Each figure's median (min–max) over the runs that measured it. */
const cells = (runs: LighthouseFigures[]) =>
  FIGURES.map((figure) =>
    spread(
      runs.map((r) => r[figure]),
      (n) => shown(figure, n),
    ),
  );

async function main() {
  const stopLake = await ensureContentLake({ webhooks: [] });
  try {
    const floorDir = await writeFloorApp('floor');
    await run('npx', ['next', 'build'], floorDir, { NEXT_TELEMETRY_DISABLED: '1' });
    const floorBase = await serve(floorDir, FLOOR_PORT, {});
    const servers: { name: string; base: string }[] = [];
    for (const [i, build] of BUILDS.entries()) {
      const env = { NEXT_DIST_DIR: '.next-bench', NEXT_TELEMETRY_DISABLED: '1' };
      servers.push({ name: build.name, base: await serve(build.dir, FIRST_PORT + i, env) });
    }
    // A started server renders each page on its first visit: that visit is not measured.
    for (const server of servers)
      for (const page of new Set([...PAGES, ...LATER_PAGES.flatMap((p) => [p, homeOf(p)])]))
        await fetch(`${server.base}${page}`);
    // Every run's figures, by throttling method (or 'later'), page and build.
    const samples = new Map<string, LighthouseFigures[]>();
    const key = (method: string, page: string, build: string) => `${method} ${page} ${build}`;
    const measure = async (id: string, url: string, after?: string, throttling?: Throttling) => {
      const figures = await lighthouseRun(url, { throttling, after, performanceOnly: true });
      samples.set(id, [...(samples.get(id) ?? []), figures]);
    };
    for (let round = 1; round <= RUNS; round++) {
      for (const method of METHODS) {
        await measure(key(method, '', FLOOR), `${floorBase}/`, undefined, method);
        for (const page of PAGES)
          for (const server of servers)
            await measure(key(method, page, server.name), `${server.base}${page}`, undefined, method);
      }
      for (const page of LATER_PAGES)
        for (const server of servers)
          await measure(
            key('later', page, server.name),
            `${server.base}${page}`,
            `${server.base}${homeOf(page)}`,
            'devtools',
          );
      console.log(`round ${round}/${RUNS} done`);
    }
    const header = (title: string) =>
      console.log(
        `\n${title}, median of ${RUNS} (min–max)\n| page | build | ${FIGURES.map((f) => f.toUpperCase()).join(' | ')} |\n|---|---|${FIGURES.map(() => '---').join('|')}|`,
      );
    for (const method of METHODS) {
      header(`${method} throttling`);
      const floorRuns = samples.get(key(method, '', FLOOR)) ?? [];
      console.log(`| (every page) | ${FLOOR} | ${cells(floorRuns).join(' | ')} |`);
      const misses: string[] = [];
      for (const page of PAGES)
        for (const server of servers) {
          const runs = samples.get(key(method, page, server.name)) ?? [];
          console.log(`| ${page} | ${server.name} | ${cells(runs).join(' | ')} |`);
          const failures = method === 'devtools' ? checkApplied(medians(runs), medians(floorRuns)) : [];
          if (failures.length > 0) misses.push(`- ${page}, ${server.name}: ${failures.join('; ')}`);
        }
      if (method === 'devtools')
        console.log(
          `\nIssue 38's targets (targets.ts APPLIED): ${misses.length === 0 ? 'all met' : `\n${misses.join('\n')}`}`,
        );
    }
    if (LOAD_SECONDS > 0) await serveLoad(floorBase, servers);
    if (LATER_PAGES.length > 0) {
      header("devtools throttling, a visit's second view (after its language's home page, cache kept)");
      for (const page of LATER_PAGES)
        for (const server of servers)
          console.log(
            `| ${page} | ${server.name} | ${cells(samples.get(key('later', page, server.name)) ?? []).join(' | ')} |`,
          );
    }
  } finally {
    stopServers();
    await stopLake();
  }
}

/**
 * What serving a cached page costs the machine: each page of each build, and the floor's, loaded
 * one after the other by the same closed loop, so their rates compare within the run.
 */
async function serveLoad(floorBase: string, servers: { name: string; base: string }[]) {
  const load = (base: string, page: string) =>
    loadFor(base, [page], {
      seconds: LOAD_SECONDS,
      connections: LOAD_CONNECTIONS,
      headers: { 'accept-encoding': 'gzip' },
    });
  const floor = await load(floorBase, '/');
  const floorRate = floor.requests / LOAD_SECONDS;
  console.log(
    `\nServing load: ${LOAD_CONNECTIONS} clients at a time for ${LOAD_SECONDS} s each, gzip asked\n| page | build | requests/s | p95 ms | errors | share of the floor's rate |\n|---|---|---|---|---|---|`,
  );
  console.log(`| / | ${FLOOR} | ${floorRate.toFixed(0)} | ${floor.p95.toFixed(0)} | ${floor.errors} | 1.00 |`);
  for (const page of PAGES)
    for (const server of servers) {
      const result = await load(server.base, page);
      const rate = result.requests / LOAD_SECONDS;
      console.log(
        `| ${page} | ${server.name} | ${rate.toFixed(0)} | ${result.p95.toFixed(0)} | ${result.errors} | ${(rate / floorRate).toFixed(2)} |`,
      );
    }
}

await main();
