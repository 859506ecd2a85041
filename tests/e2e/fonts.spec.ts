import { expect, test, type Page } from '@playwright/test';
import { FALLBACK_FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '../../lib/first-paint.mjs';
import { WEIGHTS } from '../../tooling/fonts/subset';
import { localizedHref, type Locale } from './support/content';

/**
 * Text paints at once in a system face adjusted to Montserrat's metrics (tooling/fonts/fallback.ts),
 * so the swap to Montserrat moves nothing. This machine has Roboto and no Arial, as Android phones
 * do (scripts/ensure-system-deps.sh installs it): next/font's own fallback, `local("Arial")`
 * alone, let Roboto draw the text at its own, narrower size. A first visit keeps those faces and
 * fetches the web fonts for the next page load (lib/first-paint.mjs).
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Every Latin weight the site sets (tooling/fonts/subset.ts). */
const FACE_WEIGHTS = WEIGHTS.length;

const PAGES: { path: string; lang: Locale }[] = [
  { path: '/', lang: 'en' },
  { path: '/', lang: 'pt' },
  { path: '/', lang: 'uk' },
  { path: '/about', lang: 'en' },
  { path: '/services/interior-detail', lang: 'uk' },
  { path: '/privacy-policy', lang: 'pt' },
];

/** Holds every web font file the page requests until `release()`. */
async function holdFonts(page: Page) {
  let release: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route('**/*.woff2', async (route) => {
    requests.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requests, release: () => release() };
}

/**
 * Every script in (the load event waits for held fonts; the noModule polyfill never loads) and the
 * page idle: hydrated.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.scripts].every(
      (script) => !script.src || script.noModule || performance.getEntriesByName(script.src).length > 0,
    ),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
}

for (const { path, lang } of PAGES) {
  test(`${path} (${lang}): on a later visit whose files are not cached, the web fonts arrive without moving the text`, async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), FONTS_CACHED_KEY);
    const fonts = await holdFonts(page);
    await page.goto(localizedHref(path, lang), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => fonts.requests.length).toBeGreaterThan(0);
    await untilHydrated(page);
    expect(await page.evaluate(() => document.fonts.status)).toBe('loading');
    await page.evaluate(() => {
      const target = window as unknown as { shifted: number };
      target.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          target.shifted += entry.value;
      }).observe({ type: 'layout-shift' });
    });

    fonts.release();
    const after = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        shifted: (window as unknown as { shifted: number }).shifted,
        montserrat: [...document.fonts].filter((face) => face.status === 'loaded').length,
      };
    });

    expect(after.montserrat).toBeGreaterThan(0);
    expect(after.shifted).toBeLessThanOrEqual(0.01);
  });
}

/** Records, as the page sees it, each time the fallback-fonts mark is set or removed. */
async function watchFallbackMark(page: Page) {
  const changes: ('set' | 'removed')[] = [];
  await page.exposeFunction('reportFallbackMark', (change: 'set' | 'removed') => changes.push(change));
  await page.addInitScript((attribute) => {
    const report = (window as unknown as { reportFallbackMark: (change: string) => void }).reportFallbackMark;
    new MutationObserver((records) => {
      for (const record of records) void report(record.oldValue === null ? 'set' : 'removed');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute], attributeOldValue: true });
  }, FALLBACK_FONTS_ATTRIBUTE);
  return changes;
}

const fontTiming = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));

for (const lang of ['en', 'uk'] as const) {
  test(`/ (${lang}): a first visit keeps the matched faces and fetches the web fonts after the first paint; later visits paint in them`, async ({
    page,
  }) => {
    const marks = await watchFallbackMark(page);
    await page.goto(localizedHref('/', lang));
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_CACHED_KEY)).toBe('1');
    const first = await fontTiming(page);
    // Fetched only after the first paint: Latin always, Cyrillic on the Ukrainian page.
    expect(first.fonts.length).toBeGreaterThan(0);
    for (const font of first.fonts) expect(font.start, font.url).toBeGreaterThanOrEqual(first.firstPaint);
    expect(first.fonts.some((font) => font.url.includes('cyrillic'))).toBe(lang === 'uk');
    // The flag is set once every face is in: each Latin weight, and Cyrillic on the Ukrainian page.
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`),
    );
    expect(loaded.filter((face) => face.startsWith('montserratLatin'))).toHaveLength(FACE_WEIGHTS);
    expect(loaded.some((face) => face.startsWith('montserratCyrillic'))).toBe(lang === 'uk');
    // The open page keeps the faces it was drawn in: the mark stays, nothing is laid out again.
    expect(marks).toEqual(['set']);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?Montserrat Fallback/);
    await page.locator('#home a[href$="#contact"]').click();
    await expect(page.locator('html')).toHaveAttribute(FALLBACK_FONTS_ATTRIBUTE);

    // The next visit paints in Montserrat at once: no mark, the files come from the cache.
    marks.length = 0;
    await page.goto(localizedHref('/about', lang));
    await page.waitForLoadState('load');
    expect(marks).toEqual([]);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);
  });
}

test('where storage is blocked, each visit still paints first and fetches the fonts after', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    }),
  );
  const marks = await watchFallbackMark(page);
  await page.goto('/');
  // Every Latin face in, then long enough for any swap to have run its course.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.fonts].filter((face) => face.status === 'loaded' && face.family.startsWith('montserratLatin'))
            .length,
      ),
    )
    .toBe(FACE_WEIGHTS);
  await page.evaluate(async () => {
    for (let frame = 0; frame < 30; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const { firstPaint, fonts } = await fontTiming(page);
  for (const font of fonts) expect(font.start).toBeGreaterThanOrEqual(firstPaint);
  expect(marks).toEqual(['set']);
  await expect(page.locator('h1')).toHaveCSS('font-family', /^"?Montserrat Fallback/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("there is no fallback mark and the web fonts load as a plain page's", async ({ page }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/');
    expect(await page.locator('html').getAttribute(FALLBACK_FONTS_ATTRIBUTE)).toBeNull();
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);
  });
});

// Every character shown in Black on every page, in every language, is in the Black files:
// every-page.spec.ts (support/black-font.ts).
