/**
 * The "Lighter first paint" targets, and the check `npm run bench` prints after its
 * table. "floor" is the bare Next.js page built and measured in the same run (not the one with a
 * stylesheet); "competitor" is the figures given with them for a Next.js 15 detailing site's home page.
 */
export const PERF_MIN = 90;
export const PERF_BELOW_FLOOR_MAX = 6;
export const FCP_OVER_FLOOR_MAX_MS = 250;
export const LCP_MAX_MS = 2_000;
export const TBT_OVER_FLOOR_MAX_MS = 120;
/** Accessibility, best practices and SEO. */
export const CATEGORY_SCORE = 100;
export const CLS_MAX = 0.01;
export const HTML_GZIP_HOME_MAX_KB = 20;
export const HTML_GZIP_PAGE_MAX_KB = 10;
/** Main-thread time to idle under a 4× slowdown, home page ÷ floor. */
export const HYDRATION_RATIO_HOME_MAX = 1.3;

/** One line of the bench table: medians over the runs; NaN where a figure was not measured. */
export type Row = {
  page: string;
  /** The site's route and language; absent on the floors and the competitor. */
  route?: string;
  lang?: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** The document's transfer size as Lighthouse saw it. */
  htmlKb: number;
  /** The document fetched with `accept-encoding: gzip`, outside Lighthouse. */
  htmlGzipKb: number;
  /** Render-blocking stylesheets, preloaded fonts and the LCP image (0 when the LCP is text). */
  cssKb: number;
  fontKb: number;
  lcpImageKb: number;
  /** The LCP image's `w=` in the Lighthouse run. */
  lcpImageW: number;
  /** The LCP image on a 390 px phone ('text' when the LCP element is text); absent if not measured. */
  phoneLcp?: { w: number; kb: number } | 'text';
  hydrationMs: number;
};

export type TargetResult = { page: string; failures: string[] };

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${value.toFixed(1)} kB`;
const score = (value: number) => String(Math.round(value));

const PASSES = {
  '≤': (a: number, b: number) => a <= b,
  '≥': (a: number, b: number) => a >= b,
  '<': (a: number, b: number) => a < b,
};

/** Appends a failure unless `value op limit`; an unmeasured value or limit (NaN) fails too. */
function check(
  failures: string[],
  label: string,
  value: number,
  op: keyof typeof PASSES,
  limit: number,
  show: (n: number) => string,
) {
  if (PASSES[op](value, limit)) return;
  failures.push(
    Number.isNaN(value)
      ? `${label} not measured`
      : Number.isNaN(limit)
        ? `${label} ${show(value)}: no limit (reference not measured)`
        : `${label} ${show(value)}, target ${op} ${show(limit)}`,
  );
}

/** Failed targets of each of the site's rows (floors and the competitor are references, not checked). */
export function checkTargets(rows: Row[], floor: Row, competitor: Row): TargetResult[] {
  return rows
    .filter((row) => row.route !== undefined)
    .map((row) => {
      const failures: string[] = [];
      const home = row.route === '/';
      check(failures, 'perf', row.perf, '≥', PERF_MIN, score);
      check(failures, 'perf vs floor', row.perf, '≥', floor.perf - PERF_BELOW_FLOOR_MAX, score);
      check(failures, 'FCP', row.fcp, '≤', floor.fcp + FCP_OVER_FLOOR_MAX_MS, ms);
      check(failures, 'LCP', row.lcp, '≤', LCP_MAX_MS, ms);
      check(failures, 'TBT', row.tbt, '≤', floor.tbt + TBT_OVER_FLOOR_MAX_MS, ms);
      check(failures, 'a11y', row.a11y, '≥', CATEGORY_SCORE, score);
      check(failures, 'best practices', row.bp, '≥', CATEGORY_SCORE, score);
      check(failures, 'SEO', row.seo, '≥', CATEGORY_SCORE, score);
      check(failures, 'CLS', row.cls, '≤', CLS_MAX, (n) => n.toFixed(3));
      check(failures, 'HTML gzip', row.htmlGzipKb, '≤', home ? HTML_GZIP_HOME_MAX_KB : HTML_GZIP_PAGE_MAX_KB, kb);
      if (home) {
        const ratio = row.hydrationMs / floor.hydrationMs;
        check(failures, 'hydration ÷ floor', ratio, '≤', HYDRATION_RATIO_HOME_MAX, (n) => n.toFixed(2));
      }
      if (home && row.lang === 'en') {
        check(failures, 'FCP vs competitor', row.fcp, '<', competitor.fcp, ms);
        check(failures, 'LCP vs competitor', row.lcp, '<', competitor.lcp, ms);
        check(failures, 'TBT vs competitor', row.tbt, '<', competitor.tbt, ms);
      }
      return { page: row.page, failures };
    });
}

/**
 * "Paint in one request": under applied throttling (Lighthouse `devtools`, mobile), each
 * page's medians against the bare floor's in the same run.
 */
export const APPLIED = { fcpOverFloorMs: 500, lcpOverFloorMs: 700, tbtOverFloorMs: 120, clsMax: CLS_MAX } as const;
type PaintFigures = Pick<Row, 'fcp' | 'lcp' | 'tbt' | 'cls'>;

/** The applied-throttling targets a page's medians miss. */
export function checkApplied(page: PaintFigures, floor: PaintFigures): string[] {
  const failures: string[] = [];
  check(failures, 'FCP', page.fcp, '≤', floor.fcp + APPLIED.fcpOverFloorMs, ms);
  check(failures, 'LCP', page.lcp, '≤', floor.lcp + APPLIED.lcpOverFloorMs, ms);
  check(failures, 'TBT', page.tbt, '≤', floor.tbt + APPLIED.tbtOverFloorMs, ms);
  check(failures, 'CLS', page.cls, '≤', APPLIED.clsMax, (n) => n.toFixed(3));
  return failures;
}

export function formatTargets(results: TargetResult[]): string {
  const failed = results.filter((result) => result.failures.length > 0);
  if (failed.length === 0) return 'all targets met';
  return failed.map((result) => `- ${result.page}: ${result.failures.join('; ')}`).join('\n');
}
