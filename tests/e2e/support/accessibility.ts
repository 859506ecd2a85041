import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { HEADER_SCROLLED_THRESHOLD_PX } from '../../../lib/constants';
import { message, type Locale } from './content';

/** WCAG 2.2 AA, as axe names its rule sets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core in the page (`axe.run`) on what a selector matches, the whole document without one.
 * Its large source is evaluated once per document, not twice per check as @axe-core/playwright does
 * (docs/testing.md); no page has a frame when it is checked (the map's loads on a click).
 */
export async function runAxe(page: Page, selector: string | undefined, options: axe.RunOptions) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ selector, options }) => (window as unknown as { axe: typeof axe }).axe.run(selector ?? document, options),
    { selector, options },
  );
}

/** axe's run options for WCAG 2.2 AA. */
export const WCAG_AA: axe.RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } };

/** Lighthouse's phone: axe judges a fixed element's backdrop by what lies at the middle of the page. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

/**
 * The header's light text at the top of the page, before any scroll, carries a backdrop of its own
 * that passes colour contrast (call it with the page just loaded).
 */
export async function expectHeaderContrastAtTop(page: Page) {
  await expect(page.locator('header[data-scrolled="false"]')).toHaveCount(1);
  const results = await runAxe(page, 'header', { runOnly: { type: 'rule', values: ['color-contrast'] } });
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
  // Checked, not skipped: axe passed the header's text or left it for review (a gradient backdrop).
  expect([...results.passes, ...results.incomplete].flatMap((rule) => rule.nodes).length).toBeGreaterThan(0);
}

/** No WCAG 2.2 AA violation on the whole page (call it once every section has been revealed). */
export async function expectNoAxeViolations(page: Page) {
  // axe scrolls to the elements it checks without firing scroll events, so a header left in its
  // top-of-page (transparent) state would be judged against whatever content axe scrolled under
  // it. Check the page with the header in the state it has while scrolling.
  await page.evaluate(
    (offset) => window.scrollTo({ top: offset, behavior: 'instant' }),
    HEADER_SCROLLED_THRESHOLD_PX + 1,
  );
  await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1);
  // Judge the colours the header settles on, not a frame of its transition (a transition that is
  // replaced rejects `finished`, so wait until none is left).
  await page.locator('header').evaluate(async (header) => {
    for (
      let running = header.getAnimations({ subtree: true });
      running.length > 0;
      running = header.getAnimations({ subtree: true })
    ) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const results = await runAxe(page, undefined, WCAG_AA);
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Tab reaches the skip link first; it moves focus to main, and the next Tab stays inside main. */
export async function expectSkipLinkFirst(page: Page, lang: Locale) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: message(lang, 'nav.skipToContent'), exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main');
}
