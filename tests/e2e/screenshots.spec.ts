import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { localizedHref, type Locale } from './support/content';
import { revealWholePage, SCREENS } from './support/site-pages';

/**
 * Full-page screenshots of every screen on a phone and a desktop (English; the home page also in
 * Portuguese and Ukrainian, whose longer words stress the layout), for review, and a check that
 * nothing overflows horizontally.
 */

const OUTPUT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const SHOTS: { name: string; path: string; lang: Locale }[] = [
  ...SCREENS.map((screen) => ({ ...screen, lang: 'en' as const })),
  ...(['pt', 'uk'] as const).map((lang) => ({ name: 'home', path: '/', lang })),
];

// Whole-page passes on a busy two-core machine: first image resizes can be slow.
test.describe.configure({ timeout: 120_000 });

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const shot of SHOTS) {
      test(`${shot.name} (${shot.lang}) fits the width`, async ({ page }, testInfo) => {
        await page.goto(localizedHref(shot.path, shot.lang));
        await revealWholePage(page);
        const file = path.join(OUTPUT_DIR, `${shot.name}-${shot.lang}-${viewport.width}.png`);
        mkdirSync(OUTPUT_DIR, { recursive: true });
        const image = await page.screenshot({ fullPage: true, path: file, animations: 'disabled' });
        await testInfo.attach(path.basename(file), { body: image, contentType: 'image/png' });

        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      });
    }
  });
}
