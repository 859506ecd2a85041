import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SITE_PAGES } from './support/site-pages';
import { FALLBACK_FONTS_ATTRIBUTE, FONTS_CACHED_KEY, FONTS_IN_ATTRIBUTE } from '../../lib/first-paint.mjs';
import { BLACK_WEIGHT, FACES, WEIGHTS, drawnCodePoints, faceFile, type Face } from '../../tooling/fonts/subset';
import { LOCALES, localizedHref, type Locale } from './support/content';
import { restingPosition } from './support/scroll';

/**
 * Text paints at once in a system face adjusted to Montserrat's metrics (tooling/fonts/fallback.ts),
 * so the swap to Montserrat moves nothing. This machine has Roboto and no Arial, as Android phones
 * do (scripts/ensure-system-deps.sh installs it): next/font's own fallback, `local("Arial")`
 * alone, let Roboto draw the text at its own, narrower size. The web fonts are held until the page
 * has hydrated and settled, then released. Meanwhile the blocks below the first screen are not laid
 * out; they take the fonts one a frame.
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

/** Whether an element is laid out and drawn (false inside a block skipped by content-visibility). */
const laidOut = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

for (const { path, lang } of PAGES) {
  test(`${path} (${lang}): the web fonts arrive without moving the text`, async ({ page }) => {
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

/** Records each of the page's blocks as it takes the web fonts: which, when and in which frame. */
async function watchBlocks(page: Page) {
  const blocks: { block: string; at: number; frame: number }[] = [];
  await page.exposeFunction('reportBlock', (entry: (typeof blocks)[number]) => blocks.push(entry));
  await page.addInitScript((attribute) => {
    const report = (window as unknown as { reportBlock: (entry: unknown) => void }).reportBlock;
    let frame = 0;
    const count = () => {
      frame += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as Element;
        const block = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        void report({ block, at: performance.now(), frame });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
  }, FONTS_IN_ATTRIBUTE);
  return blocks;
}

/** Records, as the page sees it, each time the fallback-fonts mark is set or removed. */
async function watchFallbackMark(page: Page) {
  const changes: { change: 'set' | 'removed'; at: number; loading: number; loaded: string[] }[] = [];
  await page.exposeFunction('reportFallbackMark', (change: (typeof changes)[number]) => changes.push(change));
  await page.addInitScript((attribute) => {
    const report = (window as unknown as { reportFallbackMark: (change: unknown) => void }).reportFallbackMark;
    new MutationObserver((records) => {
      for (const record of records) {
        const faces = [...document.fonts].filter((face) => face.family.includes('montserrat'));
        void report({
          change: record.oldValue === null ? 'set' : 'removed',
          at: performance.now(),
          loading: faces.filter((face) => face.status === 'loading').length,
          loaded: faces.filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`),
        });
      }
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
  test(`/ (${lang}): a first visit fetches the web fonts after the first paint and swaps them in block by block, the first screen first; later visits paint in them`, async ({
    page,
  }) => {
    const marks = await watchFallbackMark(page);
    const blocks = await watchBlocks(page);
    await page.goto(localizedHref('/', lang));
    await expect.poll(() => marks.map(({ change }) => change)).toEqual(['set', 'removed']);
    // In page order, the header and the hero first, one block a frame, then the mark goes.
    expect(blocks.map(({ block }) => block).filter((block) => /^(header|section|footer)/.test(block))).toEqual([
      'header',
      ...['home', 'services', 'gallery', 'reviews', 'video', 'contact'].map((id) => `section#${id}`),
      'footer',
    ]);
    for (const [index, { frame }] of blocks.entries())
      if (index > 0) expect(frame).toBeGreaterThan(blocks[index - 1]!.frame);
    expect(marks[1]!.at).toBeGreaterThanOrEqual(blocks.at(-1)!.at);
    const first = await fontTiming(page);
    // Fetched only after the first paint: Latin always, Cyrillic on the Ukrainian page.
    expect(first.fonts.length).toBeGreaterThan(0);
    for (const font of first.fonts) expect(font.start, font.url).toBeGreaterThanOrEqual(first.firstPaint);
    expect(first.fonts.some((font) => font.url.includes('cyrillic'))).toBe(lang === 'uk');
    // The mark went only when every face was in: one swap.
    const removed = marks[1]!;
    expect(removed.loading).toBe(0);
    expect(removed.loaded.filter((face) => face.startsWith('montserratLatin'))).toHaveLength(FACE_WEIGHTS);
    expect(removed.loaded.some((face) => face.startsWith('montserratCyrillic'))).toBe(lang === 'uk');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_CACHED_KEY)).toBe('1');
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);

    // The next visit paints in Montserrat at once: no mark, the files come from the cache.
    marks.length = 0;
    await page.goto(localizedHref('/about', lang));
    await page.waitForLoadState('load');
    expect(marks).toEqual([]);
    await expect(page.locator('h1')).toHaveCSS('font-family', /^"?montserrat/);
  });
}

test('/: until the fonts are in, the blocks below the first screen are not laid out; a tap ends the wait and an in-page link lands on its target', async ({
  page,
}) => {
  const fonts = await holdFonts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await untilHydrated(page);
  await expect(page.locator('html')).toHaveAttribute(FALLBACK_FONTS_ATTRIBUTE);
  expect(await laidOut(page, '#home h1')).toBe(true);
  // Far below (Chrome lays out a waiting block once it is within about a screen of the viewport).
  for (const section of ['reviews', 'contact']) expect(await laidOut(page, `#${section} h2`)).toBe(false);

  await page.locator('#home a[href$="#contact"]').click();
  await expect(page.locator('html')).not.toHaveAttribute(FALLBACK_FONTS_ATTRIBUTE);
  expect(await laidOut(page, '#reviews h2')).toBe(true);
  // The scroll comes to rest with the section's top at its scroll margin: computed against the
  // real heights of the sections it passes, not their estimates.
  const resting = await restingPosition(page.locator('#contact'));
  expect(resting.margin).toBeGreaterThan(0);
  expect(Math.abs(resting.top - resting.margin)).toBeLessThanOrEqual(2);
  fonts.release();
});

test('where storage is blocked, each visit still paints first and swaps the fonts in after', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    }),
  );
  const marks = await watchFallbackMark(page);
  await page.goto('/');
  await expect.poll(() => marks.map(({ change }) => change)).toEqual(['set', 'removed']);
  const { firstPaint, fonts } = await fontTiming(page);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font.start).toBeGreaterThanOrEqual(firstPaint);
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
