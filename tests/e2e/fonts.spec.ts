import { expect, test } from '@playwright/test';
import { localizedHref, type Locale } from './support/content';

/**
 * Text paints at once in a system face adjusted to Montserrat's metrics (scripts/fonts/fallback.ts),
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
