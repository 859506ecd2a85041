import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

const OUTPUT_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Nothing on the page is wider than the window (no sideways scroll). */
export async function expectFitsWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Full-page screenshots for review are taken on demand (`npm run screenshots`): they check nothing,
 * and each costs seconds of the loaded runner.
 */
export const REVIEW_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** A full-page screenshot for review, kept in test-results/screenshots and attached to the report. */
export async function saveScreenshot(page: Page, name: string, testInfo: TestInfo) {
  if (!REVIEW_SCREENSHOTS) return;
  const file = path.join(OUTPUT_DIR, `${name}.png`);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const image = await page.screenshot({ fullPage: true, path: file, animations: 'disabled' });
  await testInfo.attach(path.basename(file), { body: image, contentType: 'image/png' });
}
