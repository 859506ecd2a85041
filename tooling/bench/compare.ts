/**
 * `npm run bench:compare -- before=../old-checkout after=.`: the same pages of several builds of
 * the site, and the framework's floor, measured by Lighthouse (mobile) in one run, interleaved
 * round by round so that the machine's drift falls on every build alike. Each build is a checkout
 * already built with `NEXT_DIST_DIR=.next-bench` (`npm run bench -- --only-load` or
 * `NEXT_DIST_DIR=.next-bench npm run build`). Prints, per page and throttling method, each build's
 * median FCP, LCP, TBT, CLS and score with the spread (min–max) of its runs.
 *
 * Options: --runs N (default 5), --pages /,/?lang=uk (default /), --throttling devtools,simulate
 * (default both).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureContentLake } from '../../scripts/with-content-lake.ts';
import { lighthouseRun, THROTTLINGS, type LighthouseFigures, type Throttling } from './lighthouse.ts';
import { run, serve, stopServers, writeFloorApp } from './servers.ts';

const FIRST_PORT = 3310;
const FLOOR_PORT = 3309;
const FIGURES = ['fcp', 'lcp', 'tbt', 'cls', 'perf'] as const satisfies readonly (keyof LighthouseFigures)[];

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/' },
    throttling: { type: 'string', default: THROTTLINGS.join(',') },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: "${args.runs}" is not a whole number of runs`);
const PAGES = args.pages.split(',');
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

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const shown = (figure: (typeof FIGURES)[number], n: number) =>
  figure === 'cls' ? n.toFixed(3) : String(Math.round(n));

async function main() {
  const stopLake = await ensureContentLake({ webhooks: [] });
  try {
    const floorDir = await writeFloorApp('floor');
    await run('npx', ['next', 'build'], floorDir, { NEXT_TELEMETRY_DISABLED: '1' });
    const servers = [{ name: 'floor (bare Next.js)', base: await serve(floorDir, FLOOR_PORT, {}), floor: true }];
    for (const [i, build] of BUILDS.entries()) {
      const env = { NEXT_DIST_DIR: '.next-bench', NEXT_TELEMETRY_DISABLED: '1' };
      servers.push({ name: build.name, base: await serve(build.dir, FIRST_PORT + i, env), floor: false });
    }
    // A started server renders each page on its first visit: that visit is not measured.
    for (const server of servers) for (const page of PAGES) await fetch(`${server.base}${server.floor ? '/' : page}`);
    // One figures object per round, by throttling method, page and server.
    const samples = new Map<string, LighthouseFigures[]>();
    const key = (method: string, page: string, server: string) => `${method} ${page} ${server}`;
    for (let round = 1; round <= RUNS; round++) {
      for (const method of METHODS)
        for (const page of PAGES)
          for (const server of servers) {
            // The floor has one page: it stands for every page's floor.
            const url = server.floor ? `${server.base}/` : `${server.base}${page}`;
            const figures = await lighthouseRun(url, { throttling: method });
            const id = key(method, page, server.name);
            samples.set(id, [...(samples.get(id) ?? []), figures]);
          }
      console.log(`round ${round}/${RUNS} done`);
    }
    for (const method of METHODS)
      for (const page of PAGES) {
        console.log(`\n${page}, ${method} throttling, median of ${RUNS} (min–max)`);
        console.log(
          `| build | ${FIGURES.map((f) => f.toUpperCase()).join(' | ')} |\n|---|${FIGURES.map(() => '---').join('|')}|`,
        );
        for (const server of servers) {
          const runs = samples.get(key(method, page, server.name)) ?? [];
          const cells = FIGURES.map((figure) => {
            const xs = runs.map((r) => r[figure]);
            return `${shown(figure, median(xs))} (${shown(figure, Math.min(...xs))}–${shown(figure, Math.max(...xs))})`;
          });
          console.log(`| ${server.name} | ${cells.join(' | ')} |`);
        }
      }
  } finally {
    stopServers();
    await stopLake();
  }
}

await main();
