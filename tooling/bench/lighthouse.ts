/**
 * One Lighthouse run (mobile, a fresh Chromium profile) and the figures the bench reads from it:
 * category scores, metrics, JS and document transfer, and what the first paint waits for besides
 * the HTML. Lighthouse 13 replaced the render-blocking-resources and
 * largest-contentful-paint-element audits with insights; which audit each figure comes from is
 * noted where it is read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import type { Row } from './targets.ts';

export type LighthouseFigures = Omit<Row, 'page' | 'route' | 'lang' | 'htmlGzipKb' | 'phoneLcp' | 'hydrationMs'>;
type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; isLinkPreload?: boolean };
type TraceEvent = { name: string; ts: number; pid: number; args?: { data?: Record<string, unknown> } };
const tableItems = <T>(details: unknown) => ((details as { items?: T[] } | undefined)?.items ?? []) as T[];

/**
 * The image shown by the page's largest contentful paint, from Lighthouse's trace: the last
 * main-frame LCP candidate's node, matched to its `LargestImagePaint::Candidate` (as Lighthouse's
 * own lcp-image-record does; lcp-breakdown-insight names the element but not the image's URL).
 * None when the LCP element is text.
 */
function lcpImageUrl(events: TraceEvent[]): string | undefined {
  const byTime = events.toSorted((a, b) => a.ts - b.ts);
  const lcp = byTime
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isOutermostMainFrame)
    .at(-1);
  if (!lcp) return undefined;
  const paint = byTime
    .filter((e) => e.name === 'LargestImagePaint::Candidate' && e.pid === lcp.pid)
    .filter((e) => e.args?.data?.DOMNodeId === lcp.args?.data?.nodeId)
    .at(-1);
  return paint?.args?.data?.imageUrl as string | undefined;
}

/**
 * How Lighthouse slows the load to a phone's: `simulate` (its default) records an unthrottled load
 * and models it, `devtools` really throttles the network and CPU while the page loads.
 */
export type Throttling = 'simulate' | 'devtools';
export const THROTTLINGS: readonly Throttling[] = ['simulate', 'devtools'];

export type RunOptions = {
  throttling?: Throttling;
  /** A page visited first in the same browser, unmeasured: `url` is then a later view in one visit (warm cache). */
  after?: string;
  /** Only the performance category (its figures; a11y, best practices and SEO read NaN): a shorter run. */
  performanceOnly?: boolean;
};

export async function lighthouseRun(
  url: string,
  { throttling = 'simulate', after, performanceOnly = false }: RunOptions = {},
): Promise<LighthouseFigures> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
  });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: throttling,
    ...(performanceOnly && { onlyCategories: ['performance'] }),
  } as const;
  try {
    // Lighthouse clears the cache before each run unless told not to: the second keeps the first's.
    if (after) await lighthouse(after, flags);
    const result = await lighthouse(url, { ...flags, ...(after && { disableStorageReset: true }) });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const score = (id: string) => (lhr.categories[id] ? Math.round((lhr.categories[id].score ?? 0) * 100) : NaN);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = tableItems<{ resourceType: string; transferSize: number }>(lhr.audits['resource-summary']?.details);
    const transferKb = (type: string) =>
      (summary.find((item) => item.resourceType === type)?.transferSize ?? NaN) / 1024;
    // Every request's transfer size (headers included) comes from `network-requests`.
    const requests = tableItems<NetworkRequest>(lhr.audits['network-requests']?.details);
    const kb = (matches: (request: NetworkRequest) => boolean) =>
      requests.filter(matches).reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;
    // `render-blocking-insight`: the requests marked render-blocking that finished before the first paint.
    const blocking = new Set(
      tableItems<{ url: string }>(lhr.audits['render-blocking-insight']?.details).map((item) => item.url),
    );
    // A run Lighthouse could not finish (lhr.runtimeError) has no trace and NaN metrics: a failed run.
    const trace = result.artifacts.Trace as { traceEvents: TraceEvent[] } | undefined;
    const lcpImage = trace ? lcpImageUrl(trace.traceEvents) : undefined;
    return {
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
      cssKb: kb((r) => r.resourceType === 'Stylesheet' && blocking.has(r.url)),
      // `<link rel=preload as=font>`: Font requests that `network-requests` marks as link preloads.
      fontKb: kb((r) => r.resourceType === 'Font' && r.isLinkPreload === true),
      lcpImageKb: lcpImage ? kb((r) => r.resourceType === 'Image' && r.url === lcpImage) : 0,
      lcpImageW: lcpImage ? Number(new URL(lcpImage).searchParams.get('w') ?? NaN) : NaN,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
