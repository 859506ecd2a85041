import { describe, expect, it } from 'vitest';
import { checkTargets, formatTargets, type Row } from './targets.ts';

const floor: Row = {
  page: 'floor (bare Next.js)',
  perf: 98,
  a11y: 100,
  bp: 100,
  seo: 100,
  fcp: 900,
  lcp: 900,
  tbt: 60,
  cls: 0,
  jsKb: 170,
  htmlKb: 2,
  htmlGzipKb: 1.5,
  cssKb: 0,
  fontKb: 0,
  lcpImageKb: 0,
  lcpImageW: NaN,
  hydrationMs: 400,
};
const competitor: Row = {
  ...floor,
  page: 'competitor',
  perf: 88,
  fcp: 842,
  lcp: 2225,
  tbt: 414,
  hydrationMs: NaN,
};
const home: Row = {
  ...floor,
  page: '/',
  route: '/',
  lang: 'en',
  perf: 93,
  fcp: 830,
  lcp: 1900,
  tbt: 170,
  cls: 0.005,
  htmlGzipKb: 18,
  hydrationMs: 500,
};

describe('checkTargets', () => {
  it('passes a home page within every target, and ignores the reference rows', () => {
    const results = checkTargets([floor, competitor, home], floor, competitor);
    expect(results).toEqual([{ page: '/', failures: [] }]);
    expect(formatTargets(results)).toBe('all targets met');
  });

  it('lists each missed target', () => {
    const about: Row = { ...home, page: '/about?lang=pt', route: '/about', lang: 'pt', htmlGzipKb: 12 };
    const slow: Row = { ...home, perf: 89, lcp: 2300, tbt: 200, a11y: 96, hydrationMs: 600, cls: NaN };
    const [failedHome, failedAbout] = checkTargets([slow, about], floor, competitor);
    expect(failedHome?.failures).toEqual([
      'perf 89, target ≥ 90',
      'perf vs floor 89, target ≥ 92',
      'LCP 2300 ms, target ≤ 2000 ms',
      'TBT 200 ms, target ≤ 180 ms',
      'a11y 96, target ≥ 100',
      'CLS not measured',
      'hydration ÷ floor 1.50, target ≤ 1.30',
      'LCP vs competitor 2300 ms, target < 2225 ms',
    ]);
    // Pages other than the home page have the tighter HTML budget; the competitor is compared on / (en) only.
    expect(failedAbout?.failures).toEqual(['HTML gzip 12.0 kB, target ≤ 10.0 kB']);
    expect(formatTargets([failedAbout!])).toBe('- /about?lang=pt: HTML gzip 12.0 kB, target ≤ 10.0 kB');
  });
});
