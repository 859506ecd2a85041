/**
 * `npm run bench`: Lighthouse (mobile, median of 3) on every route × language of the production
 * build, next to a bare Next.js page (one heading, no dependencies) built and served in the same
 * run — the framework's floor on this machine — and that page with a one-rule stylesheet, then a
 * 30-second load on /, /?lang=pt and /about, alone and as deployed (two instances on one Redis behind
 * nginx, with an edit published halfway). Prints each page's JS and HTML transfer too.
 * Loopback only; every loop is bounded.
 *
 * Options: --runs N (default 3), --load-seconds N (default 30), --connections N (default 32),
 * --skip-build (reuse .next-bench), --only-load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES } from '../../lib/constants/index.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { ensureContentLake } from '../with-content-lake.ts';
import { benchDeployment, formatLoad, loadFor } from './deployment.ts';

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
const ROUTES = ['/', '/about', '/services/interior-detail', '/privacy-policy', '/terms-of-service'];
const LOAD_PATHS = ['/', '/?lang=pt', '/about'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'load-seconds': { type: 'string', default: '30' },
    connections: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
    'only-load': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const LOAD_SECONDS = Number(args['load-seconds']);
const CONNECTIONS = Number(args.connections);

const children: ChildProcess[] = [];
// `npx next start` leaves next-server as a grandchild: each server gets its own process group,
// and the whole group is stopped.
function stopServers() {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('exit', stopServers);

function run(command: string, argv: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} → ${code}`))));
  });
}

async function serve(cwd: string, port: number, env: Record<string, string>): Promise<string> {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}

/** The version this repository has installed, so the floor runs the very same framework. */
function installedVersion(name: string): string {
  return (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/**
 * A bare Next.js app: one heading, no dependencies beyond next/react at this repo's versions.
 * Outside the repository, with its own install (from npm's cache): inside it, Turbopack would
 * take the repository as its root and build this app with the site's proxy. With `stylesheet`,
 * the same page imports a one-rule CSS file: the floor of a page that has any styles at all.
 */
async function writeFloorApp(name: string, stylesheet?: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `caparica-bench-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'floor',
      private: true,
      type: 'module',
      dependencies: Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, installedVersion(name)])),
      devDependencies: Object.fromEntries(
        ['typescript', '@types/react', '@types/node'].map((name) => [name, installedVersion(name)]),
      ),
    }),
  );
  if (stylesheet) writeFileSync(path.join(dir, 'app', 'globals.css'), stylesheet);
  writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    `${stylesheet ? "import './globals.css';\n" : ''}export const metadata = { title: 'Floor', description: 'A bare Next.js page' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(path.join(dir, 'app', 'page.tsx'), `export default function Page() { return <h1>Floor</h1>; }\n`);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: true } }),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}

type Row = {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  htmlKb: number;
};

/** Median of the runs that produced the metric (a run Lighthouse could not measure gives NaN). */
const median = (xs: number[]) => {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

async function audit(url: string): Promise<Omit<Row, 'page'>> {
  const samples: Omit<Row, 'page'>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items = (
        lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
      )?.items;
      const transferKb = (type: string) =>
        (items?.find((item) => item.resourceType === type)?.transferSize ?? NaN) / 1024;
      samples.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsKb: transferKb('script'),
        // The document carries the markup twice (HTML and RSC payload): its weight is first-paint time.
        htmlKb: transferKb('document'),
      });
    } finally {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  // Median per metric across the runs.
  const keys = Object.keys(samples[0] ?? {}) as (keyof Omit<Row, 'page'>)[];
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])) as Omit<Row, 'page'>;
}

function printTable(rows: Row[]) {
  const header = ['page', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS kB', 'HTML kB'];
  const lines = rows.map((r) => [
    r.page,
    r.perf,
    r.a11y,
    r.bp,
    r.seo,
    Math.round(r.fcp),
    Math.round(r.lcp),
    Math.round(r.tbt),
    r.cls.toFixed(3),
    r.jsKb.toFixed(1),
    r.htmlKb.toFixed(1),
  ]);
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
    const rows: Row[] = [];
    for (const floor of FLOORS) {
      const dir = await writeFloorApp(floor.name, floor.stylesheet);
      await run('npx', ['next', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
      const base = await serve(dir, floor.port, { NEXT_TELEMETRY_DISABLED: '1' });
      rows.push({ page: floor.label, ...(await audit(`${base}/`)) });
    }
    for (const route of ROUTES) {
      for (const lang of LOCALES) {
        const url = lang === 'en' ? route : `${route}?lang=${lang}`;
        rows.push({ page: url, ...(await audit(`${site}${url}`)) });
        console.log(`measured ${url}`);
      }
    }
    printTable(rows);
  }
  await load(site);
}

let stopLake = async () => {};
await main().finally(async () => {
  stopServers();
  await stopLake();
});
