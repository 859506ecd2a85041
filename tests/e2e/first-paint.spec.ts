import { expect, test, type Page } from '@playwright/test';
import { BEFORE_PAINT_ATTRIBUTE, FIRST_PAINT_SCRIPT } from '../../lib/first-paint.mjs';
import { LOCALES, localizedHref, type Locale } from './support/content';
import { SCREENS } from './support/site-pages';

/**
 * No lazy picture is fetched before the first paint (lib/first-paint.mjs): the pictures within
 * Chrome's lazy-load margin of a phone's first screen are requested only after the first
 * contentful paint, nothing moves when they come back into the layout, and without JavaScript they
 * load as a plain page's would.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** FCP, and when the lazy pictures that have loaded were requested, once the mark is gone. */
async function lazyPictureTiming(page: Page) {
  await page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), BEFORE_PAINT_ATTRIBUTE);
  // Those within the margin load now; the rest only when scrolled to.
  await page.waitForFunction(() =>
    [...document.images].some((image) => image.loading === 'lazy' && image.complete && image.naturalWidth > 0),
  );
  return page.evaluate(async () => {
    const urls = new Set(
      [...document.images]
        .filter((image) => image.loading === 'lazy' && image.complete && image.naturalWidth > 0)
        .map((image) => image.currentSrc),
    );
    const shifts = await new Promise<number>((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 200);
    });
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => urls.has(entry.name))
        .map((entry) => entry.startTime),
      shifts,
    };
  });
}

/** Pages with lazy pictures inside the lazy-load margin of a phone's first screen. */
const PAGES: { path: string; lang: Locale }[] = [
  { path: '/', lang: 'en' },
  { path: '/', lang: 'uk' },
  { path: '/about', lang: 'pt' },
];

for (const { path, lang } of PAGES) {
  test(`${path} (${lang}): lazy pictures near the first screen are requested after the first paint`, async ({
    page,
  }) => {
    // The mark's life as the page saw it: set by the inline script, removed after the first paint
    // (which may come before DOMContentLoaded when the parser yields to paint).
    const marks: string[] = [];
    await page.exposeFunction('reportMark', (change: string) => marks.push(change));
    await page.addInitScript((attribute) => {
      const report = (window as unknown as { reportMark: (change: string) => void }).reportMark;
      new MutationObserver((records) => {
        for (const record of records) void report(record.oldValue === null ? 'set' : 'removed');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute], attributeOldValue: true });
    }, BEFORE_PAINT_ATTRIBUTE);
    await page.goto(localizedHref(path, lang));
    const timing = await lazyPictureTiming(page);

    await expect.poll(() => marks).toEqual(['set', 'removed']);
    expect(timing.requests.length).toBeGreaterThan(0);
    for (const start of timing.requests) expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    expect(timing.shifts).toBeLessThanOrEqual(0.01);
  });
}

for (const { name, path } of SCREENS) {
  test(`${name}: the HTML carries the mark exactly when it has a lazy picture, ahead of them`, async ({ request }) => {
    for (const lang of LOCALES) {
      const html = await (await request.get(localizedHref(path, lang))).text();
      // Text as the server writes it into <script>: React escapes nothing in it.
      const mark = html.indexOf(`<script>${FIRST_PAINT_SCRIPT}</script>`);
      const firstLazy = html.search(/<img [^>]*loading="lazy"/);
      if (firstLazy === -1) expect(mark, `${path} (${lang}) has no lazy picture`).toBe(-1);
      else {
        expect(mark, `${path} (${lang}) has lazy pictures`).toBeGreaterThan(-1);
        expect(mark).toBeLessThan(firstLazy);
      }
    }
  });
}

test('without JavaScript there is no mark and lazy pictures load as they near the viewport', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/about');
  expect(await page.locator('html').getAttribute(BEFORE_PAINT_ATTRIBUTE)).toBeNull();
  const picture = page.locator('main img[loading="lazy"]').first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});
