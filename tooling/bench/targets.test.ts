import { describe, expect, it } from 'vitest';
import { checkApplied, checkTargets, formatTargets, type Row } from './targets.ts';

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

describe('checkApplied', () => {
  const appliedFloor = { fcp: 700, lcp: 700, tbt: 250, cls: 0 };
  it('passes a page within 500 ms (FCP), 700 ms (LCP) and 120 ms (TBT) of the floor, CLS ≤ 0.01', () => {
    expect(checkApplied({ fcp: 1200, lcp: 1400, tbt: 370, cls: 0.01 }, appliedFloor)).toEqual([]);
  });
  it('names each figure past its limit, and an unmeasured one', () => {
    expect(checkApplied({ fcp: 1201, lcp: 1401, tbt: 371, cls: NaN }, appliedFloor)).toEqual([
      'FCP 1201 ms, target ≤ 1200 ms',
      'LCP 1401 ms, target ≤ 1400 ms',
      'TBT 371 ms, target ≤ 370 ms',
      'CLS not measured',
    ]);
  });
});
