import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SITE_PAGES } from '../../lib/seo/routes';
import { BLACK_WEIGHT, FACES, drawnCodePoints, faceFile, type Face } from '../../tooling/fonts/subset';
import { LOCALES, localizedHref, type Locale } from './support/content';

/**
 * Text paints at once in a system face adjusted to Montserrat's metrics (tooling/fonts/fallback.ts),
 * so the swap to Montserrat moves nothing. This machine has Roboto and no Arial, as Android phones
 * do (scripts/ensure-system-deps.sh installs it): next/font's own fallback, `local("Arial")`
 * alone, let Roboto draw the text at its own, narrower size. The web fonts are held until the page
 * has hydrated and settled, then released.
 */

test.use({ viewport: { width: 390, height: 844 } });

const PAGES: { path: string; lang: Locale }[] = [
  { path: '/', lang: 'en' },
  { path: '/', lang: 'pt' },
  { path: '/', lang: 'uk' },
  { path: '/about', lang: 'en' },
  { path: '/services/interior-detail', lang: 'uk' },
  { path: '/privacy-policy', lang: 'pt' },
];

for (const { path, lang } of PAGES) {
  test(`${path} (${lang}): the web fonts arrive without moving the text`, async ({ page }) => {
    let release: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const fontRequests: string[] = [];
    await page.route('**/*.woff2', async (route) => {
      fontRequests.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(localizedHref(path, lang), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
    // Every script in (the load event waits for the held fonts; the noModule polyfill never loads) and the page idle: hydrated, still
    // in the fallback face.
    await page.waitForFunction(() =>
      [...document.scripts].every(
        (script) => !script.src || script.noModule || performance.getEntriesByName(script.src).length > 0,
      ),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(await page.evaluate(() => document.fonts.status)).toBe('loading');
    await page.evaluate(() => {
      const target = window as unknown as { shifted: number };
      target.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          target.shifted += entry.value;
      }).observe({ type: 'layout-shift' });
    });

    release!();
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

for (const lang of ['en', 'uk'] as const) {
  test(`/ (${lang}): the page's faces load with it (Cyrillic only where there is Cyrillic text), and a later page reuses them`, async ({
    page,
  }) => {
    await page.goto(localizedHref('/', lang));
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.name),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.some((url) => url.includes('cyrillic'))).toBe(lang === 'uk');
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);

    // The next page's faces come from the browser's cache (a same-origin entry with nothing transferred).
    await page.goto(localizedHref('/about', lang));
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);
    const transferred = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.transferSize),
    );
    expect(transferred.length).toBeGreaterThan(0);
    expect(transferred.every((size) => size === 0)).toBe(true);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the web fonts load and draw the text', async ({ page }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);
  });
});

// The Black files hold only their face's capitals and digits (tooling/fonts/subset.ts): every
// character any page shows at that weight, as shown (after text-transform), must be one of them.
const blackDraws = new Set(
  (Object.keys(FACES) as Face[]).flatMap((face) => drawnCodePoints(readFileSync(faceFile(face, BLACK_WEIGHT)))),
);
for (const lang of LOCALES) {
  test(`${lang}: every character shown in Black is in the Black files`, async ({ page }) => {
    const shown = new Set<string>();
    for (const path of [...Object.values(SITE_PAGES), '/no-such-page']) {
      await page.goto(localizedHref(path, lang));
      const text = await page.evaluate((black) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const style = node.parentElement && getComputedStyle(node.parentElement);
          if (!style || Number(style.fontWeight) < black || !node.textContent?.trim()) continue;
          found.push(style.textTransform === 'uppercase' ? node.textContent.toLocaleUpperCase() : node.textContent);
        }
        return found.join('');
      }, BLACK_WEIGHT);
      for (const char of text.replace(/\s/g, '')) shown.add(char);
    }
    // The header's monogram and the 404's code, at least.
    expect(shown.size).toBeGreaterThanOrEqual(3);
    expect([...shown].filter((char) => !blackDraws.has(char.codePointAt(0)!))).toEqual([]);
  });
}
