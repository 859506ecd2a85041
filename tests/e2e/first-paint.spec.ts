import { expect, test, type Page } from '@playwright/test';
import { BEFORE_PAINT_ATTRIBUTE } from '../../lib/first-paint.mjs';
import { localizedHref, type Locale } from './support/content';

/**
 * Nothing the first paint does not show is fetched before it (lib/first-paint.mjs): the page paints
 * in Montserrat's metric-matched Arial, the font files and the lazy pictures near the viewport are
 * requested only after the first contentful paint, then Montserrat draws the text without moving
 * it. Later full loads skip the wait; and without JavaScript the fonts load as a plain stylesheet's
 * would. A first visit: without the flag the other journeys start with (playwright.config.ts).
 */

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');

/** What the page looked like when its HTML was parsed: the loader has run, nothing has painted yet. */
async function recordParsedState(page: Page) {
  await page.addInitScript((attribute) => {
    document.addEventListener('DOMContentLoaded', () => {
      const family = getComputedStyle(document.body).fontFamily.split(',')[0] ?? '';
      Object.assign(window, { parsedState: { pending: document.documentElement.hasAttribute(attribute), family } });
    });
  }, BEFORE_PAINT_ATTRIBUTE);
}

/**
 * Once the fonts have loaded: the parsed state, FCP, when the fonts and the lazy pictures loaded so
 * far were requested, and the layout shifts so far.
 */
async function settledFonts(page: Page) {
  await page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), BEFORE_PAINT_ATTRIBUTE);
  return page.evaluate(async () => {
    await document.fonts.ready;
    const shifts = await new Promise<number>((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 200);
    });
    const faces = [...document.fonts].map((face) => ({
      family: face.family.replace(/^["']|["']$/g, ''),
      status: face.status,
      // Not in TypeScript's DOM types yet.
      sizeAdjust: (face as FontFace & { sizeAdjust: string }).sizeAdjust,
    }));
    const requested = (matches: (url: string) => boolean) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => matches(entry.name))
        .map((entry) => entry.startTime);
    const lazyPictures = new Set(
      [...document.images].filter((image) => image.loading === 'lazy' && image.currentSrc).map((image) => image.currentSrc),
    );
    return {
      parsed: (window as unknown as { parsedState: { pending: boolean; family: string } }).parsedState,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      fontRequests: requested((url) => url.endsWith('.woff2')),
      lazyPictureRequests: requested((url) => lazyPictures.has(url)),
      faces,
      shifts,
    };
  });
}

/** `lazyPictures`: the page has lazy pictures within the browser's lazy-load margin of a phone's first screen. */
const PAGES: { path: string; lang: Locale; faces: string[]; lazyPictures: boolean }[] = [
  { path: '/', lang: 'en', faces: ['montserratLatin'], lazyPictures: true },
  { path: '/', lang: 'uk', faces: ['montserratLatin', 'montserratCyrillic'], lazyPictures: true },
  { path: '/about', lang: 'pt', faces: ['montserratLatin'], lazyPictures: true },
  { path: '/privacy-policy', lang: 'en', faces: ['montserratLatin'], lazyPictures: false },
];

test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

for (const { path, lang, faces, lazyPictures } of PAGES) {
  test(`${path} (${lang}): first paint in the matched fallback, fonts and lazy pictures requested after it, swap moves nothing`, async ({
    page,
  }) => {
    await recordParsedState(page);
    await page.goto(localizedHref(path, lang));
    const state = await settledFonts(page);

    expect(state.parsed.pending).toBe(true);
    // The family drawn before the fonts is next/font's Arial face with Montserrat's metrics.
    const fallback = state.faces.find((face) => face.family === unquote(state.parsed.family));
    expect(fallback, `${state.parsed.family} is not a font face of the page`).toBeDefined();
    expect(fallback!.sizeAdjust).not.toBe('100%');

    expect(state.fontRequests.length).toBeGreaterThan(0);
    for (const start of state.fontRequests) expect(start).toBeGreaterThanOrEqual(state.firstContentfulPaint);
    expect(state.lazyPictureRequests.length > 0).toBe(lazyPictures);
    for (const start of state.lazyPictureRequests) expect(start).toBeGreaterThanOrEqual(state.firstContentfulPaint);
    for (const family of faces)
      expect(state.faces.filter((face) => face.family === family && face.status === 'loaded').length).toBeGreaterThan(0);
    expect(state.shifts).toBeLessThanOrEqual(0.01);
  });
}

test('a later full load paints in Montserrat at once', async ({ page }) => {
  await recordParsedState(page);
  await page.goto('/');
  await settledFonts(page);
  await page.goto('/about');
  const state = await settledFonts(page);
  expect(state.parsed.pending).toBe(false);
  expect(unquote(state.parsed.family)).toBe('montserratCyrillic');
  expect(state.faces.filter((face) => face.family === 'montserratLatin' && face.status === 'loaded').length).toBeGreaterThan(0);
});

test('without JavaScript the fonts load with the stylesheet', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/about');
  expect(await page.locator('html').getAttribute(BEFORE_PAINT_ATTRIBUTE)).toBeNull();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.includes('montserratLatin') && face.status === 'loaded');
      }),
    )
    .toBe(true);
  await context.close();
});
