import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { BEFORE_PAINT_ATTRIBUTE, FIRST_PAINT_SCRIPT } from '../../lib/first-paint.mjs';
import { BUILD_DIR, COMPILE_HINT, readStartupScripts } from '../../scripts/compile-hints';
import { FIRST_SCREEN_END_ID } from '../../components/layout/first-screen-end';
import { LOCALES, localizedHref, type Locale } from './support/content';
import { SCREENS, SITE_PAGES } from './support/site-pages';

/**
 * No lazy picture is fetched before the first paint (lib/first-paint.mjs): the pictures within
 * Chrome's lazy-load margin of a phone's first screen are requested only after the first
 * contentful paint, nothing moves when they come back into the layout, and without JavaScript they
 * load as a plain page's would. (The fonts' part of the mark: fonts.spec.ts.) A page that opens
 * on a photo has it preloaded in the first round trip's bytes and downloaded once, at high
 * priority, in the size a 390 px phone needs.
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
  test(`${name}: the mark's script comes first in <body>, ahead of anything laid out`, async ({ request }) => {
    for (const lang of LOCALES) {
      const html = await (await request.get(localizedHref(path, lang))).text();
      // Text as the server writes it into <script>: React escapes nothing in it.
      const script = `<script>${FIRST_PAINT_SCRIPT}</script>`;
      const body = html.slice(html.indexOf('<body'));
      expect(body.split(script).length - 1, `${path} (${lang})`).toBe(1);
      // Only the framework's empty, hidden boundary may come before it.
      expect(body.slice(body.indexOf('>') + 1, body.indexOf(script))).toMatch(
        /^(<div hidden="">(<!--\/?\$-->)*<\/div>)?$/,
      );
    }
  });
}

// The build under test is the one `npm run build` wrote.
const startup = readStartupScripts(BUILD_DIR);

for (const { name, path } of SCREENS) {
  test(`${name}: the framework's start-up scripts ask Chrome to compile them as they download`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    for (const file of startup) {
      expect(html, `${path} loads ${file}`).toContain(`src="/_next/${file}"`);
      const script = await request.get(`/_next/${file}`);
      expect(script.ok()).toBe(true);
      expect((await script.text()).startsWith(COMPILE_HINT), file).toBe(true);
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

for (const { name, path } of SCREENS) {
  test(`${name}: the first paint waits until the parser has the whole first screen`, async ({ request }) => {
    for (const lang of LOCALES) {
      const html = await (await request.get(localizedHref(path, lang))).text();
      const [head = '', body = ''] = html.split('</head>');
      const expects = head.match(/<link rel="expect"[^>]*>/g) ?? [];
      const markers = body.split(`id="${FIRST_SCREEN_END_ID}"`).length - 1;
      if (name === 'not-found') {
        // One short block: nothing to wait for.
        expect(expects).toEqual([]);
        expect(markers).toBe(0);
        continue;
      }
      expect(expects).toEqual([`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`]);
      expect(markers, `${path} (${lang})`).toBe(1);
      // After the headline and the rest of the first screen, before the next section.
      const marker = body.indexOf(`id="${FIRST_SCREEN_END_ID}"`);
      const headlineEnd = body.indexOf('</h1>');
      const next = body.indexOf('<section', headlineEnd);
      expect(marker).toBeGreaterThan(headlineEnd);
      expect(marker).toBeLessThan(next === -1 ? body.indexOf('</main>') : next);
    }
  });
}

/** Pages that open with a hero or page band. */
const FIRST_SCREENS = ['/', '/about', '/privacy-policy', '/services/interior-detail'];

for (const path of FIRST_SCREENS) {
  test(`${path}: on a slow phone the headline is in the first paint`, async ({ page }) => {
    // A 4x slower CPU, as Lighthouse's phone: the parser then yields to paint mid-document.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The headline's own paint time (Element Timing), marked as soon as the parser inserts it.
    await page.addInitScript(() => {
      const w = window as unknown as { headlinePaint?: number };
      new MutationObserver((_, observer) => {
        const headline = document.querySelector('h1');
        if (!headline) return;
        headline.setAttribute('elementtiming', 'headline');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number })[])
          w.headlinePaint ??= entry.renderTime;
      }).observe({ type: 'element', buffered: true });
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    // The observer's callback is a task of its own: on a long page under the throttled CPU it can
    // come after the load event.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { headlinePaint?: number }).headlinePaint))
      .toBeDefined();
    const { headlinePaint, firstPaint } = await page.evaluate(() => ({
      headlinePaint: (window as unknown as { headlinePaint?: number }).headlinePaint,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(headlinePaint).toBe(firstPaint);
    await cdp.detach();
  });
}

/** Lighthouse's first TCP window (10 × 1,460 B), response headers included: one round trip's bytes. */
const FIRST_ROUND_TRIP_BYTES = 14_600;
/** The most a 390 px phone may download for the hero photo (a lighter-first-paint target). */
const PHONE_HERO_MAX_BYTES = 25_000;
/**
 * A 390 px phone (iPhone 12 to 15) at its 3× density. Its screen is as wide as its viewport: Chrome's
 * preload scanner resolves `width=device-width` against the screen, and the desktop profile's
 * 1920 px screen would make it fetch the widest candidate first.
 */
const PHONE_390 = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** The pages whose first screen is a photo. */
const HERO_PAGES = [SITE_PAGES.home, SITE_PAGES.interiorDetail];

for (const path of HERO_PAGES) {
  test(`${path}: in every language the hero photo's preload is in <head>, within the first round trip's bytes`, async ({
    request,
  }) => {
    for (const lang of LOCALES) {
      const url = localizedHref(path, lang);
      const response = await request.get(url);
      const html = await response.text();
      const preload = html.match(/<link rel="preload" as="image" fetchPriority="high"[^>]*>/);
      expect(preload, url).not.toBeNull();
      expect(preload!.index!).toBeLessThan(html.indexOf('</head>'));
      const headerBytes = response
        .headersArray()
        .reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
      const throughPreload = gzipSync(html.slice(0, preload!.index! + preload![0].length), { level: 6 }).length;
      expect(headerBytes + throughPreload, url).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    }
  });

  // Which candidate, how often and at what priority the photo is fetched does not depend on the
  // language (the preload's bytes do: above).
  test(`${path}: the hero photo is asked for once, at high priority, in a 390 px phone's size`, async ({
    browser,
    baseURL,
  }) => {
    // On the phone: the photo's request, its priority and its bytes, as Chrome's network saw them.
    const context = await browser.newContext({ ...PHONE_390, baseURL });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const sent = new Map<string, { url: string; priority: string; type?: string; at: number }>();
    const received = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request: sentRequest, type, timestamp }) =>
      sent.set(requestId, { url: sentRequest.url, priority: sentRequest.initialPriority, type, at: timestamp }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
    await cdp.send('Network.enable');
    await page.goto(path, { waitUntil: 'load' });
    const hero = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
      const image = [...document.images].find((img) => img.srcset === link.imageSrcset)!;
      return { currentSrc: image.currentSrc, srcset: image.srcset, loading: image.loading };
    });
    // The smallest candidate that covers 390 CSS px at 3×, as the browser picks it.
    const candidates = hero.srcset
      .split(', ')
      .map((candidate) => candidate.split(' '))
      .map(([src, w]) => ({ src: new URL(src!, baseURL).href, w: Number.parseInt(w!, 10) }))
      .sort((a, b) => a.w - b.w);
    const needed = PHONE_390.viewport.width * PHONE_390.deviceScaleFactor;
    expect(hero.loading).toBe('auto');
    expect(hero.currentSrc).toBe((candidates.find(({ w }) => w >= needed) ?? candidates.at(-1)!).src);

    // One download of one candidate: the preload's, reused by the <img>.
    const heroRequests = [...sent].filter(([, { url: sentUrl }]) => candidates.some(({ src }) => src === sentUrl));
    expect(heroRequests.map(([, { url: sentUrl }]) => sentUrl)).toEqual([hero.currentSrc]);
    const [heroId, heroRequest] = heroRequests[0]!;
    expect(['High', 'VeryHigh']).toContain(heroRequest.priority);
    expect(received.get(heroId)).toBeLessThanOrEqual(PHONE_HERO_MAX_BYTES);
    // The other pictures never compete with it for priority: each is asked for after it, at low
    // priority (and after the first paint: the tests above). Inline data: URLs, such as its own
    // preview, fetch nothing.
    const otherImages = [...sent].filter(
      ([id, { type, url: sentUrl }]) => type === 'Image' && id !== heroId && !sentUrl.startsWith('data:'),
    );
    for (const [, other] of otherImages) {
      expect(other.priority, other.url).toBe('Low');
      expect(other.at, other.url).toBeGreaterThan(heroRequest.at);
    }
    await context.close();
  });
}
