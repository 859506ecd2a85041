import { expect, test, type Browser, type Page } from '@playwright/test';
import { FONTS_CACHED_KEY } from '../../lib/first-paint.mjs';
import { SITE_PAGES } from '../../lib/seo/routes';
import { homeUrl, localizedHref, message, type Locale } from './support/content';
import {
  axeViolations,
  block,
  comparison,
  expectPosition,
  isPhotoRequest,
  pairs,
  PHONE,
  photoPaths,
  photosLoaded,
} from './support/before-after';

/**
 * Before and after pairs at the end of the home page's gallery: the comparison moved with the
 * keyboard, the mouse and a finger on a phone, announced with its position; both photos whole, side
 * by side, without JavaScript; no layout shift either way; photos fetched only near the viewport;
 * axe clean. Every pair's heading, labels, alt texts, caption and position in words are read in
 * every language on every-page.spec.ts's load of the home page (support/before-after.ts); what
 * the pairs do is the same in every language, so it is checked here in English.
 */

test('the dataset holds two pairs, each with its own before and after photo', () => {
  expect(pairs).toHaveLength(2);
  expect(photoPaths.size).toBe(4);
});

test('en: each photo loads lazily, each comparison starts at the middle, and a keyboard moves it', async ({ page }) => {
  const lang = 'en';
  await page.goto(homeUrl(lang));
  await block(page).scrollIntoViewIfNeeded();
  for (const index of pairs.keys()) {
    const parts = comparison(page, lang, index);
    for (const photo of [parts.before, parts.after]) {
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expect(photo).toHaveAttribute('sizes', /\S/);
    }
    await photosLoaded(parts);
    await expectPosition(parts, lang, 50);
  }

  // The keyboard: Tab from the control before the first comparison reaches its slider.
  const first = comparison(page, lang, 0);
  await block(page)
    .getByRole('heading', { level: 3 })
    .evaluate((element) => {
      element.setAttribute('tabindex', '-1');
      (element as HTMLElement).focus();
    });
  await page.keyboard.press('Tab');
  await expect(first.slider).toBeFocused();
  // The focus shows on the handle.
  expect(
    await first.frame.locator(':scope > span span span').evaluate((knob) => getComputedStyle(knob).outlineStyle),
  ).toBe('solid');
  await page.keyboard.press('ArrowRight');
  await expectPosition(first, lang, 51);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectPosition(first, lang, 49);
  await page.keyboard.press('Home');
  await expectPosition(first, lang, 0);
  await page.keyboard.press('End');
  await expectPosition(first, lang, 100);
  await page.keyboard.press('PageDown');
  await expectPosition(first, lang, 90);
  // Tab goes on to the next comparison, which kept its own position.
  await page.keyboard.press('Tab');
  const second = comparison(page, lang, 1);
  await expect(second.slider).toBeFocused();
  await expectPosition(second, lang, 50);
});

test('the mouse moves the comparison: a press puts the line there, a drag takes it along', async ({ page }) => {
  await page.goto(homeUrl('en'));
  const parts = comparison(page, 'en', 0);
  await parts.frame.scrollIntoViewIfNeeded();
  await photosLoaded(parts);
  const box = (await parts.frame.boundingBox())!;
  const y = box.y + box.height * 0.7;
  await page.mouse.click(box.x + box.width * 0.25, y);
  await expectPosition(parts, 'en', 25);
  await expect(parts.slider).toBeFocused();
  await page.mouse.move(box.x + box.width * 0.25, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y + 20, { steps: 10 });
  // Past the frame's edge, the line stops at it.
  await page.mouse.move(box.x + box.width + 60, y + 20, { steps: 4 });
  await page.mouse.up();
  await expectPosition(parts, 'en', 100);
  // The arrow keys go on from where the mouse left it.
  await page.keyboard.press('ArrowLeft');
  await expectPosition(parts, 'en', 99);
  // Nothing was selected or dragged away on the way.
  expect(await page.evaluate(() => String(getSelection()))).toBe('');
});

/** A finger on the screen, through Chrome's own touch input (it scrolls the page as a real one would). */
async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
  return {
    async swipe(from: { x: number; y: number }, to: { x: number; y: number }, steps = 12) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
      for (let step = 1; step <= steps; step++) {
        const share = step / steps;
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share),
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    async tap(x: number, y: number) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x, y) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
  };
}

test('on a phone a sideways swipe moves the comparison, a tap puts the line there, and an upward swipe still scrolls the page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto(homeUrl('uk'));
  const parts = comparison(page, 'uk', 1);
  await parts.frame.scrollIntoViewIfNeeded();
  await photosLoaded(parts);
  await expectPosition(parts, 'uk', 50);
  // On a phone the comparison takes the column's width: one pair under the other.
  const box = (await parts.frame.boundingBox())!;
  expect(box.width).toBeGreaterThan(PHONE.viewport.width * 0.85);
  const finger = await touch(page);
  const y = box.y + box.height / 2;

  await finger.swipe({ x: box.x + box.width * 0.5, y }, { x: box.x + box.width * 0.2, y: y + 4 });
  await expect.poll(async () => Number(await parts.slider.inputValue())).toBeLessThanOrEqual(22);
  const swiped = Number(await parts.slider.inputValue());
  expect(swiped).toBeGreaterThanOrEqual(18);
  await expectPosition(parts, 'uk', swiped);

  await finger.tap(box.x + box.width * 0.75, y);
  await expectPosition(parts, 'uk', 75);

  // Up and down is the page's: it scrolls, and the comparison stays where it was.
  const scrolled = await page.evaluate(() => window.scrollY);
  await finger.swipe({ x: box.x + box.width * 0.3, y: y + 100 }, { x: box.x + box.width * 0.32, y: y - 200 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
  await expectPosition(parts, 'uk', 75);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

async function withoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/**
 * axe where JavaScript is off. axe itself is a script that waits on timers, which never fire in a
 * page without JavaScript; so it checks the page as a browser without JavaScript lays it out: the
 * same HTML from the server, its scripts taken out and its stylesheet's `(scripting: enabled)`
 * rules made to apply as they do there (not at all), in a page where axe can run.
 */
async function axeWithoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  viewports: { width: number; height: number }[],
  lang: Locale,
) {
  const context = await browser.newContext({ baseURL, viewport: viewports[0] });
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === '/' || url.pathname === `/${lang}`,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replaceAll('(scripting: enabled)', '(scripting: none)')
        .replaceAll('(scripting:enabled)', '(scripting:none)');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(homeUrl(lang));
  // Laid out by CSS alone: each viewport is a resize of the one load.
  const violations: Record<number, Awaited<ReturnType<typeof axeViolations>>> = {};
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    // As laid out without JavaScript: side by side, no slider.
    await expect(page.locator('#before-after input[type="range"]').first()).toBeHidden();
    for (const index of pairs.keys()) {
      const parts = comparison(page, lang, index);
      await parts.figure.scrollIntoViewIfNeeded();
      await photosLoaded(parts);
      const [before, after] = [(await parts.before.boundingBox())!, (await parts.after.boundingBox())!];
      expect(before.x + before.width).toBeLessThanOrEqual(after.x);
    }
    violations[viewport.width] = await axeViolations(page);
  }
  await context.close();
  return violations;
}

const DESKTOP = { width: 1440, height: 900 };

// One load, laid out on a phone and then a desktop (without JavaScript the layout is CSS alone).
// The labels' and alt texts' words in each language are read with JavaScript on (every-page.spec.ts).
test('en without JavaScript on a phone and a desktop: both photos of each pair whole, side by side, loaded, labelled; axe clean', async ({
  browser,
  baseURL,
}) => {
  const lang = 'en';
  const { context, page } = await withoutJavaScript(browser, baseURL, PHONE.viewport);
  await page.goto(homeUrl(lang));
  await expect(block(page).getByRole('figure')).toHaveCount(pairs.length);
  for (const viewport of [PHONE.viewport, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const index of pairs.keys()) {
      const parts = comparison(page, lang, index);
      await parts.figure.scrollIntoViewIfNeeded();
      await photosLoaded(parts);
      const [before, after] = [(await parts.before.boundingBox())!, (await parts.after.boundingBox())!];
      // Side by side on one row, neither over the other, both within the page's width.
      expect(before.x + before.width).toBeLessThanOrEqual(after.x);
      expect(Math.abs(before.y - after.y)).toBeLessThan(1);
      expect(before.x).toBeGreaterThanOrEqual(0);
      expect(after.x + after.width).toBeLessThanOrEqual(viewport.width);
      // The same proportions, and nothing cut away.
      expect(Math.abs(before.width - after.width)).toBeLessThan(1);
      expect(Math.abs(before.height - after.height)).toBeLessThan(1);
      for (const pane of await parts.frame.locator(':scope > div').all()) {
        expect(await pane.evaluate((element) => getComputedStyle(element).clipPath)).toBe('none');
      }
      await expect(parts.before).toBeInViewport({ ratio: 1 });
      await expect(parts.after).toBeInViewport({ ratio: 1 });
      await expect(parts.frame.locator(':scope > div > span')).toHaveText([
        message(lang, 'beforeAfter.before'),
        message(lang, 'beforeAfter.after'),
      ]);
      // A slider that could not move the photos is not offered.
      await expect(parts.frame.locator('input[type="range"]')).toBeHidden();
      await expect(parts.figure.getByRole('slider')).toHaveCount(0);
    }
  }
  await context.close();
  expect(await axeWithoutJavaScript(browser, baseURL, [PHONE.viewport, DESKTOP], lang)).toEqual({
    [PHONE.viewport.width]: [],
    [DESKTOP.width]: [],
  });
});

test('without JavaScript a phone fetches each photo at the half width it is shown at, not the whole column', async ({
  browser,
  baseURL,
}) => {
  const widthOf = async (page: Page) => {
    await page.goto(homeUrl('en'));
    const parts = comparison(page, 'en', 0);
    await parts.figure.scrollIntoViewIfNeeded();
    await photosLoaded(parts);
    return parts.before.evaluate((image: HTMLImageElement) => Number(new URL(image.currentSrc).searchParams.get('w')));
  };
  const scripted = await browser.newContext({ ...PHONE, baseURL });
  const withScript = await widthOf(await scripted.newPage());
  const plain = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const withoutScript = await widthOf(await plain.newPage());
  // 390 px at 3x: the whole column wants 1080 px; half of it 640.
  expect(withoutScript).toBeLessThan(withScript);
  await scripted.close();
  await plain.close();
});

/** Every layout shift the page records from its start, with whether it touched the pairs' block. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; inBlock: boolean }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        const inBlock = (entry.sources ?? []).some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest('#before-after'));
        });
        shifts.push({ value: entry.value, inBlock });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: { value: number; inBlock: boolean }[] }).shifts);
}

test('no layout shift: opened at the pairs (before the script runs), while the photos load, and while the comparison moves', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  // A second visit, its web fonts cached: the text above is laid out once, in its own faces.
  await page.goto(homeUrl('en'));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_CACHED_KEY)).not.toBeNull();
  const shifts = await recordShifts(page);
  // Another page between, so the home page is loaded afresh (not a jump within it).
  await page.goto(localizedHref(SITE_PAGES.about, 'en'));
  // The server's layout is the final one: the photos' frames are in view from the first paint on.
  await page.goto(homeUrl('en', '#before-after'));
  const parts = comparison(page, 'en', 0);
  await expect(parts.frame).toBeInViewport();
  await photosLoaded(parts);
  await page.waitForLoadState('networkidle');
  const box = (await parts.frame.boundingBox())!;
  const finger = await touch(page);
  await finger.swipe(
    { x: box.x + box.width * 0.5, y: box.y + box.height / 2 },
    { x: box.x + box.width * 0.1, y: box.y + box.height / 2 },
  );
  await parts.slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expectPosition(parts, 'en', 99);
  expect(await shifts()).toEqual([]);
  await context.close();
});

test('no layout shift scrolling down to the pairs from the top and using them', async ({ page }) => {
  const shifts = await recordShifts(page);
  await page.goto(homeUrl('en'));
  await page.waitForLoadState('networkidle');
  const parts = comparison(page, 'en', 1);
  // Scrolled by the wheel, as a visitor does, until the comparison is in view.
  for (
    let turns = 0;
    turns < 60 &&
    !(await parts.frame.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }));
    turns++
  ) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  // The wheel scrolls smoothly: aim at the pair only once the page has come to rest.
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect
    .poll(async () => {
      const before = await scrollY();
      await page.waitForTimeout(100);
      return (await scrollY()) === before;
    })
    .toBe(true);
  await photosLoaded(parts);
  const box = (await parts.frame.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expectPosition(parts, 'en', 15);
  expect((await shifts()).filter((shift) => shift.inBlock)).toEqual([]);
  // The whole page stays within the site's bound (first-paint.spec.ts).
  expect((await shifts()).reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.01);
});

/**
 * Chrome's margin for lazy pictures depends on the connection it measures: 1250 px on 4G, several
 * screens where it knows none (as on loopback). A phone on 4G, then, as the site's visitors come.
 */
const LAZY_MARGIN_4G_PX = 1250;

test('on a 4G phone the photos are fetched only once the visitor scrolls near them', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (9 * 1024 * 1024) / 8,
    uploadThroughput: (1.5 * 1024 * 1024) / 8,
    connectionType: 'cellular4g',
  });
  const requested: string[] = [];
  page.on('request', (request) => isPhotoRequest(request) && requested.push(request.url()));
  await page.goto(homeUrl('en'));
  expect(
    await page.evaluate(
      () => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType,
    ),
  ).toBe('4g');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // Scrolled to two margins above the pairs: still nothing.
  const blockTop = await block(page).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate(
    (top) => window.scrollTo({ top, behavior: 'instant' }),
    blockTop - PHONE.viewport.height - 2 * LAZY_MARGIN_4G_PX,
  );
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);

  const parts = comparison(page, 'en', 0);
  await parts.frame.scrollIntoViewIfNeeded();
  await photosLoaded(parts);
  expect(requested.length).toBeGreaterThanOrEqual(2);
  await context.close();
});
