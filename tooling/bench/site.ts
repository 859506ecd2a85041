/**
 * `npm run bench`: Lighthouse (mobile, median of 5) on every route × language of the production
 * build, next to a bare Next.js page (one heading, no dependencies) built and served in the same
 * run — the framework's floor on this machine — and that page with a one-rule stylesheet, then a
 * 30-second load on /, /?lang=pt and /about, alone and as deployed (two instances on one Redis behind
 * nginx, with an edit published halfway). Prints each page's JS and HTML transfer, what its first
 * paint needs (gzipped HTML, blocking CSS, preloaded fonts, LCP image), the HTML as the deployed
 * proxy sends it to a browser (brotli, tests/support/deployment.ts), the gzipped HTML split into
 * markup and RSC payload (html-split.ts), its main-thread time to idle under a 4× CPU slowdown,
 * in all and by kind of work (trace.ts), and the targets it misses (targets.ts), next to a
 * competitor's published figures. Loopback only; every loop is bounded.
 *
 * Options: --runs N (default 5), --only-pages /,/about (default: every route), --langs en,pt
 * (default: every language), --load-seconds N (default 30), --connections N (default 32),
 * --skip-build (reuse .next-bench), --only-load, --skip-load, --without-scripts (each page is
 * traced a second time with its script files blocked: what its markup, styles, fonts and images
 * cost the main thread alone), --later-views (each page other than a home page measured again as
 * the second view of a visit that began at its language's home page, cache kept).
 * Every row, the floors included, is measured with Lighthouse's simulated throttling and with
 * applied throttling (devtools), printed side by side with the spread of the runs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../../lib/constants/index.ts';
import { ensureContentLake } from '../../scripts/with-content-lake.ts';
import { getAsSent, startDeployment } from '../../tests/support/deployment.ts';
import { benchDeployment, formatLoad } from './deployment.ts';
import { loadFor } from './load.ts';
import { htmlGzipSplit } from './html-split.ts';
import { lighthouseRun, type LighthouseFigures } from './lighthouse.ts';
import { run, serve, SITE_ROUTES, stopServers, writeFloorApp } from './servers.ts';
import { median, spread as spreadOf } from './stats.ts';
import { checkTargets, formatTargets, type Row } from './targets.ts';
import { lcpImage, mainThreadToIdle, PHONE_390, WORK_KINDS, type MainThreadSplit } from './trace.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SITE_PORT = 3300;
/**
 * The framework's floor, and the same page with a one-rule stylesheet. Lighthouse simulates LCP
 * from the requests that finished before the paint it observed: served from loopback, Next's
 * scripts arrive within milliseconds of the HTML, so on a page that waits for a stylesheet they
 * are usually finished before it paints and count toward its simulated LCP.
 */
const FLOORS = [
  { name: 'floor', label: 'floor (bare Next.js)', port: 3301 },
  { name: 'floor-css', label: 'floor + one-rule stylesheet', port: 3302, stylesheet: 'h1 { color: #111; }\n' },
];
const LOAD_PATHS = ['/', '/?lang=pt', '/about'];

const UNMEASURED: Omit<Row, 'page'> = {
  perf: NaN,
  a11y: NaN,
  bp: NaN,
  seo: NaN,
  fcp: NaN,
  lcp: NaN,
  tbt: NaN,
  cls: NaN,
  jsKb: NaN,
  htmlKb: NaN,
  htmlGzipKb: NaN,
  cssKb: NaN,
  fontKb: NaN,
  lcpImageKb: NaN,
  lcpImageW: NaN,
  hydrationMs: NaN,
};
/** A competitor's home page figures, given with the targets (mobile Lighthouse); not reachable from here. */
const COMPETITOR: Row = {
  ...UNMEASURED,
  page: "a Next.js 15 detailing competitor's home page (issue figures)",
  perf: 88,
  fcp: 842,
  lcp: 2225,
  tbt: 414,
  jsKb: 198,
  htmlKb: 9,
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'only-pages': { type: 'string' },
    langs: { type: 'string' },
    'load-seconds': { type: 'string', default: '30' },
    connections: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
    'only-load': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'without-scripts': { type: 'boolean', default: false },
    'later-views': { type: 'boolean', default: false },
  },
});
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim());
const PAGES = list(args['only-pages']) ?? SITE_ROUTES;
const LANGS = list(args.langs) ?? [...LOCALES];
for (const page of PAGES) if (!page.startsWith('/')) throw new Error(`--only-pages: "${page}" is not a route`);
for (const lang of LANGS)
  if (!(LOCALES as readonly string[]).includes(lang)) throw new Error(`--langs: "${lang}" is not one of ${LOCALES}`);
const RUNS = Number(args.runs);
const LOAD_SECONDS = Number(args['load-seconds']);
const CONNECTIONS = Number(args.connections);

type RunFigures = LighthouseFigures & { hydrationMs: number };
/**
 * A row, and its main-thread time by kind (medians of each kind: they need not sum to the total's),
 * with and (--without-scripts) without its script files.
 */
type BenchRow = Row & {
  hydrationSplit?: MainThreadSplit;
  withoutScriptsSplit?: MainThreadSplit;
  /** The document as the deployed proxy sends it to a browser (brotli), kB. */
  htmlDeployedKb?: number;
  /** The gzipped document's kB: its markup alone, and what the inline RSC payload adds. */
  htmlSplit?: ReturnType<typeof htmlGzipSplit>;
  /** Every run's paint figures under applied throttling (the main table's are simulated). */
  devtools?: LighthouseFigures[];
  simulated?: LighthouseFigures[];
  /** With --later-views: this page as the second view of a visit that began at its language's home page. */
  laterView?: LighthouseFigures[];
};

/** A 200 GET's body as it travelled, and its content encoding. */
async function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding?: string }> {
  const { status, headers: sent, body } = await getAsSent(url, headers);
  if (status !== 200) throw new Error(`${url} → ${status}`);
  return { body, encoding: sent['content-encoding'] };
}

/**
 * The gzipped document, fetched with `accept-encoding: gzip` (Next compresses at zlib's default
 * level, 6); a server that answers uncompressed has its body gzipped here at that level.
 */
async function htmlGzipKb(url: string): Promise<number> {
  const { body, encoding } = await rawGet(url, { 'accept-encoding': 'gzip' });
  return (encoding === 'gzip' ? body : gzipSync(body, { level: 6 })).length / 1024;
}

/** Each site row's document through the deployed proxy, as a browser that takes brotli gets it. */
async function measureDeployedHtml(rows: BenchRow[]) {
  const deployment = await startDeployment({ instances: 1, env: ENV });
  try {
    const host = new URL(deployment.publicUrl).host;
    for (const row of rows.filter((r) => r.route)) {
      const { body, encoding } = await rawGet(`${deployment.entryUrl}${row.page}`, {
        host,
        'accept-encoding': 'br, gzip',
      });
      if (encoding !== 'br') throw new Error(`${row.page} through nginx: content-encoding ${encoding}, not br`);
      row.htmlDeployedKb = body.length / 1024;
    }
  } finally {
    await deployment.stop();
  }
}

/** Lighthouse and the hydration trace RUNS times each (medians); HTML and the 390 px phone's LCP image once. */
async function measure(url: string, home?: string): Promise<Omit<BenchRow, 'page'>> {
  const samples: RunFigures[] = [];
  const devtools: LighthouseFigures[] = [];
  const laterView: LighthouseFigures[] = [];
  const splits: MainThreadSplit[] = [];
  const withoutScripts: MainThreadSplit[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lighthouse = await lighthouseRun(url);
    devtools.push(await lighthouseRun(url, { throttling: 'devtools' }));
    if (args['later-views'] && home && home !== url)
      laterView.push(await lighthouseRun(url, { throttling: 'devtools', after: home }));
    const split = await mainThreadToIdle(url);
    splits.push(split);
    samples.push({ ...lighthouse, hydrationMs: split.total });
    if (args['without-scripts']) withoutScripts.push(await mainThreadToIdle(url, { blockScriptFiles: true }));
  }
  return {
    simulated: samples,
    devtools,
    ...(laterView.length > 0 && { laterView }),
    ...medians(samples),
    hydrationSplit: medians(splits),
    ...(withoutScripts.length > 0 && { withoutScriptsSplit: medians(withoutScripts) }),
    htmlGzipKb: await htmlGzipKb(url),
    htmlSplit: htmlGzipSplit((await rawGet(url, { 'accept-encoding': 'identity' })).body.toString('utf8')),
    phoneLcp: await lcpImage(url, PHONE_390),
  };
}

/** Each figure's median over the runs. */
function medians<T extends Record<string, number>>(samples: T[]): T {
  const keys = Object.keys(samples[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]!))])) as T;
}

const shown = (value: number, show: (n: number) => string) => (Number.isNaN(value) ? '—' : show(value));
const kb1 = (value: number) => value.toFixed(1);

function printTable(rows: BenchRow[], floor: Row) {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS kB',
    'HTML kB',
    'HTML gzip kB',
    'HTML as deployed kB (nginx, brotli)',
    'critical kB (HTML + CSS + fonts + LCP image)',
    'LCP image w',
    `LCP image at ${PHONE_390.width} px`,
    'hydration ms',
    '÷ floor',
  ];
  const lines = rows.map((r) => {
    const critical = r.htmlGzipKb + r.cssKb + r.fontKb + r.lcpImageKb;
    return [
      r.page,
      shown(r.perf, String),
      shown(r.a11y, String),
      shown(r.bp, String),
      shown(r.seo, String),
      shown(r.fcp, (n) => String(Math.round(n))),
      shown(r.lcp, (n) => String(Math.round(n))),
      shown(r.tbt, (n) => String(Math.round(n))),
      shown(r.cls, (n) => n.toFixed(3)),
      shown(r.jsKb, kb1),
      shown(r.htmlKb, kb1),
      shown(r.htmlGzipKb, kb1),
      shown(r.htmlDeployedKb ?? NaN, kb1),
      shown(critical, (n) => `${kb1(n)} (${[r.htmlGzipKb, r.cssKb, r.fontKb, r.lcpImageKb].map(kb1).join(' + ')})`),
      // A measured run with no LCP image bytes had a text LCP.
      r.lcpImageKb === 0 ? 'text' : shown(r.lcpImageW, (n) => `w=${n}`),
      typeof r.phoneLcp === 'object'
        ? `${shown(r.phoneLcp.w, (n) => `w=${n}, `)}${kb1(r.phoneLcp.kb)} kB`
        : (r.phoneLcp ?? '—'),
      shown(r.hydrationMs, (n) => String(Math.round(n))),
      shown(r.hydrationMs / floor.hydrationMs, (n) => n.toFixed(2)),
    ];
  });
  printMarkdown(header, lines);
}

/**
 * Where each page's main-thread time to idle goes, beside the floor's (trace.ts, KIND_OF_EVENT);
 * with --without-scripts, each page again without its script files.
 */
function printSplit(rows: BenchRow[]) {
  const header = ['page (main thread to idle at 4×, ms; medians per kind)', 'total', ...WORK_KINDS];
  const line = (page: string, split: MainThreadSplit) => [
    page,
    ...(['total', ...WORK_KINDS] as const).map((k) => shown(split[k], (n) => String(Math.round(n)))),
  ];
  const lines = rows.flatMap((r) => [
    ...(r.hydrationSplit ? [line(r.page, r.hydrationSplit)] : []),
    ...(r.withoutScriptsSplit ? [line(`${r.page}, script files blocked`, r.withoutScriptsSplit)] : []),
  ]);
  printMarkdown(header, lines);
}

/** What each page's gzipped HTML is made of: its markup, and the RSC payload after it (html-split.ts). */
function printHtmlSplit(rows: BenchRow[]) {
  const lines = rows.flatMap(({ page, htmlSplit: split }) =>
    split ? [[page, kb1(split.allKb), kb1(split.markupKb), kb1(split.payloadShareKb)]] : [],
  );
  printMarkdown(['page (HTML, gzip level 6)', 'all kB', 'markup alone kB', "RSC payload's share kB"], lines);
}

/**
 * Each row's paint figures under Lighthouse's simulated throttling and under applied throttling
 * (devtools: the load really slowed), median (min–max) of the runs, and with --later-views the page
 * as a visit's second view, after its language's home page, with the browser's cache kept.
 */
function printThrottling(rows: BenchRow[]) {
  const spread = (runs: LighthouseFigures[] | undefined, figure: 'fcp' | 'lcp' | 'tbt' | 'cls') =>
    spreadOf(
      (runs ?? []).map((run) => run[figure]),
      (n) => (figure === 'cls' ? n.toFixed(3) : String(Math.round(n))),
    );
  const figures = ['fcp', 'lcp', 'tbt', 'cls'] as const;
  const header = [
    'page (median (min–max) of the runs)',
    ...figures.flatMap((f) => [`${f.toUpperCase()} simulated`, `${f.toUpperCase()} applied`]),
    ...(args['later-views'] ? figures.map((f) => `${f.toUpperCase()} applied, after home`) : []),
  ];
  const lines = rows
    .filter((r) => r.simulated)
    .map((r) => [
      r.page,
      ...figures.flatMap((f) => [spread(r.simulated, f), spread(r.devtools, f)]),
      ...(args['later-views'] ? figures.map((f) => spread(r.laterView, f)) : []),
    ]);
  printMarkdown(header, lines);
}

function printMarkdown(header: string[], lines: string[][]) {
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

/** Concurrent GETs for a fixed time against loopback; reports throughput, latency and errors. */
async function load(base: string) {
  const result = await loadFor(base, LOAD_PATHS, { seconds: LOAD_SECONDS, connections: CONNECTIONS });
  console.log(
    `\nLoad: ${LOAD_SECONDS} s, ${CONNECTIONS} connections on ${LOAD_PATHS.join(', ')}: ${formatLoad(result, LOAD_SECONDS)}`,
  );
  const deployed = await benchDeployment({
    paths: LOAD_PATHS,
    seconds: LOAD_SECONDS,
    connections: CONNECTIONS,
    env: ENV,
  });
  console.log(
    `Deployed (2 instances, one Redis, behind nginx), same load with one edit published halfway: ${formatLoad(deployed, LOAD_SECONDS)}; ` +
      `both instances served the edit ${deployed.bothUpdatedSeconds.toFixed(2)} s after its webhook reached one`,
  );
  if (result.errors > 0 || deployed.errors > 0) process.exitCode = 1;
}

const ENV = { NEXT_DIST_DIR: '.next-bench', NEXT_TELEMETRY_DISABLED: '1' };

async function main() {
  const env = ENV;
  // The pages' images pass through the site from the content source: it answers for the whole run.
  stopLake = await ensureContentLake({ webhooks: [] });
  if (!args['skip-build']) {
    // Next adds its dist folder's type paths to tsconfig.json; a benchmark leaves the repo as it was.
    const tsconfig = readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8');
    await run('npm', ['run', '--silent', 'build'], ROOT, env);
    writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig);
  }
  const site = await serve(ROOT, SITE_PORT, env);
  if (!args['only-load']) {
    const rows: BenchRow[] = [];
    for (const floor of FLOORS) {
      const dir = await writeFloorApp(floor.name, floor.stylesheet);
      await run('npx', ['next', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
      const base = await serve(dir, floor.port, { NEXT_TELEMETRY_DISABLED: '1' });
      rows.push({ page: floor.label, ...(await measure(`${base}/`)) });
    }
    // The bare floor (rows[0]), not the one with a stylesheet, is what the targets compare against.
    const floor = rows[0]!;
    for (const route of PAGES) {
      for (const lang of LANGS) {
        const url = lang === 'en' ? route : `${route}?lang=${lang}`;
        const home = `${site}${lang === 'en' ? '/' : `/?lang=${lang}`}`;
        rows.push({ page: url, route, lang, ...(await measure(`${site}${url}`, home)) });
        console.log(`measured ${url}`);
      }
    }
    await measureDeployedHtml(rows);
    rows.push(COMPETITOR);
    printTable(rows, floor);
    printSplit(rows);
    printHtmlSplit(rows);
    printThrottling(rows);
    console.log(`\nTargets (issue 14, tooling/bench/targets.ts; floor = ${floor.page}):`);
    console.log(formatTargets(checkTargets(rows, floor, COMPETITOR)));
  }
  if (!args['skip-load']) await load(site);
}

let stopLake = async () => {};
await main().finally(async () => {
  stopServers();
  await stopLake();
});
