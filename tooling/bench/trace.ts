/**
 * Browser measurements outside Lighthouse, in the system Chromium through puppeteer-core (which
 * Lighthouse ships): main-thread time from navigation to idle under a 4× CPU slowdown, from a
 * Chrome trace, and the LCP image a 390 px wide phone loads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { TimeoutError, type Page, type Viewport } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

/** Lighthouse's mobile emulation (Moto G Power): the same screen as the Lighthouse runs. */
const LIGHTHOUSE_MOBILE: Viewport = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** A 390 px wide phone (the CSS width of iPhone 12 to 15) at its 3× density. */
export const PHONE_390: Viewport = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
/** Every script file Next.js (the site's and the floor's) loads; inline scripts are not requests. */
const SCRIPT_FILES = ['*.js', '*.js?*'];
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
/** Idle = network idle and this long without a long task (> 50 ms); a page gets LIMIT_MS at most. */
const QUIET_MS = 2_000;
const LIMIT_MS = 20_000;
/**
 * The renderer's top-level task events: every piece of main-thread work runs inside one. Chromium
 * 156 names them RunTask; older builds, ThreadControllerImpl::RunTask.
 */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
};

/** A fresh profile (no cache) per browser, as in the Lighthouse runs; the browser is closed after. */
async function withPage<T>(measure: (page: Page) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      return await measure(await browser.newPage());
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Waits for network idle (no request for 500 ms) within `ms`; false if it never came. */
async function networkIdle(page: Page, ms: number): Promise<boolean> {
  try {
    await page.waitForNetworkIdle({ idleTime: 500, timeout: Math.max(ms, 1) });
    return true;
  } catch (error) {
    if (error instanceof TimeoutError) return false;
    throw error;
  }
}

/**
 * Navigates and waits until the network is idle and the main thread has run no long task for
 * QUIET_MS, bounded to LIMIT_MS from the start. Long tasks are seen by an observer installed
 * before the page's own scripts; performance.now() counts from the navigation.
 */
async function loadUntilIdle(page: Page, url: string): Promise<boolean> {
  const startedAt = Date.now();
  const left = () => LIMIT_MS - (Date.now() - startedAt);
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { lastLongTaskEnd: number };
    w.lastLongTaskEnd = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.lastLongTaskEnd = Math.max(w.lastLongTaskEnd, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
  while (left() > 0 && (await networkIdle(page, left()))) {
    const quiet = await page.evaluate(
      () => performance.now() - (window as unknown as { lastLongTaskEnd: number }).lastLongTaskEnd,
    );
    if (quiet >= QUIET_MS) return true;
    await sleep(Math.min(QUIET_MS - quiet, Math.max(left(), 0)));
  }
  return false;
}

/** The kinds of main-thread work the bench tells apart; `parse` is the document's loading and parsing. */
export const WORK_KINDS = ['script', 'style', 'layout', 'paint', 'parse', 'other'] as const;
type WorkKind = (typeof WORK_KINDS)[number];
/** Main-thread milliseconds to idle, in all and by the kind of work (see KIND_OF_EVENT). */
export type MainThreadSplit = Record<'total' | WorkKind, number>;
const splitOf = (value: number) =>
  Object.fromEntries(['total', ...WORK_KINDS].map((key) => [key, value])) as MainThreadSplit;

/**
 * What kind of work each traced event's own time is (the time not spent in events nested in it),
 * as DevTools' performance panel groups them. The rest of a task, its own time included, is
 * `other`: loading, timers' and observers' bookkeeping, work the trace leaves unnamed.
 */
const KIND_OF_EVENT: Record<string, WorkKind> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  MinorGC: 'script',
  MajorGC: 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'parse',
};
/** V8's own events (interrupts, stack guards, collections) are script time; the loader's and the parser's steps, the document's. */
const DOCUMENT_STEPS = /^(?:DocumentLoader|HTMLDocumentParser|DecodedDataDocumentParser)::/;
const kindOf = (name: string): WorkKind | undefined =>
  KIND_OF_EVENT[name] ?? (name.startsWith('V8.') ? 'script' : DOCUMENT_STEPS.test(name) ? 'parse' : undefined);

/**
 * Milliseconds of top-level tasks on the page's renderer main thread (CrRendererMain of the
 * process that ran the last main-frame navigationStart) from that navigationStart to the end of
 * the trace, in all and by kind. A task nested in another (a nested run loop) is counted once,
 * within its parent.
 */
export function mainThreadSplit(events: TraceEvent[]): MainThreadSplit {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
    .filter((e) => e.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
  if (!navigation) throw new Error('no main-frame navigationStart in the trace');
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`no CrRendererMain thread in renderer ${navigation.pid}`);
  const onMain = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.ts >= navigation.ts)
    // Parents before their children: by start, then the longer first.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const split = splitOf(0);
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  let task: TraceEvent | undefined;
  // The open events of the current task, outermost first, each with its own time so far.
  let open: { event: TraceEvent; kind: WorkKind | undefined; own: number }[] = [];
  const close = (entry: (typeof open)[number]) => {
    if (entry.kind) split[entry.kind] += entry.own;
  };
  for (const event of onMain) {
    if (TASK_NAMES.has(event.name) && (!task || event.ts >= end(task))) {
      open.forEach(close);
      task = event;
      open = [];
      split.total += event.dur ?? 0;
      continue;
    }
    if (!task || event.ts >= end(task)) continue;
    while (open.length > 0 && event.ts >= end(open.at(-1)!.event)) close(open.pop()!);
    const duration = Math.min(event.dur ?? 0, end(task) - event.ts);
    const parent = open.at(-1);
    if (parent) parent.own -= duration;
    open.push({ event, kind: kindOf(event.name), own: duration });
  }
  open.forEach(close);
  split.other = split.total - WORK_KINDS.reduce((named, kind) => named + (kind === 'other' ? 0 : split[kind]), 0);
  return Object.fromEntries(Object.entries(split).map(([key, us]) => [key, us / 1000])) as MainThreadSplit;
}

const UNMEASURED_SPLIT = splitOf(NaN);

/**
 * One load of `url` at Lighthouse's mobile screen with the CPU slowed 4×, traced; returns the
 * main-thread milliseconds to idle by kind (see mainThreadSplit), all NaN when the page never
 * became idle. With `blockScriptFiles`, every script file fails to load (inline scripts still
 * run): what the page's markup, styles, fonts and images cost the main thread without the
 * framework's or the site's JavaScript.
 */
export async function mainThreadToIdle(url: string, { blockScriptFiles = false } = {}): Promise<MainThreadSplit> {
  return withPage(async (page) => {
    await page.setViewport(LIGHTHOUSE_MOBILE);
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (blockScriptFiles) {
      // Blocked in the network stack, not intercepted, so the other requests keep their timing.
      await session.send('Network.enable');
      await session.send('Network.setBlockedURLs', { urls: SCRIPT_FILES });
    }
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    const idle = await loadUntilIdle(page, url);
    const trace = await page.tracing.stop();
    if (!idle) {
      console.warn(`${url}: not idle within ${LIMIT_MS / 1000} s; no hydration figure`);
      return UNMEASURED_SPLIT;
    }
    const { traceEvents } = JSON.parse(Buffer.from(trace ?? []).toString('utf8')) as { traceEvents: TraceEvent[] };
    try {
      return mainThreadSplit(traceEvents);
    } catch (error) {
      // Seen once here (/about?lang=uk): a trace without the navigation's events. One figure lost, not the run.
      console.warn(`${url}: ${(error as Error).message}; no hydration figure`);
      return UNMEASURED_SPLIT;
    }
  });
}

/**
 * What the page's largest contentful paint showed at `viewport` (no throttling): 'text', or the
 * image's `/_next/image` width parameter (NaN for another URL) and its encoded body size (what the
 * phone downloads, headers aside). Chrome skips images it deems background-like (full-viewport or
 * low-detail), so a hero photo under text can leave the LCP on the text.
 */
export async function lcpImage(url: string, viewport: Viewport): Promise<{ w: number; kb: number } | 'text'> {
  return withPage(async (page) => {
    await page.setViewport(viewport);
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { lcpUrl: string };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcpUrl = (entry as PerformanceEntry & { url: string }).url;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: LIMIT_MS });
    const image = await page.evaluate(() => {
      const src = (window as unknown as { lcpUrl?: string }).lcpUrl;
      if (!src) return undefined;
      const timing = performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined;
      return { src, bytes: timing?.encodedBodySize ?? NaN };
    });
    if (!image) return 'text';
    return { w: Number(new URL(image.src).searchParams.get('w') ?? NaN), kb: image.bytes / 1024 };
  });
}
