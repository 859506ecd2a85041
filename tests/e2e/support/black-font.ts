import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { BLACK_WEIGHT, FACES, drawnCodePoints, faceFile, type Face } from '../../../tooling/fonts/subset';

/**
 * The Black files hold only their face's capitals and digits (tooling/fonts/subset.ts): every
 * character a page shows at that weight, as shown (after text-transform), must be one of them.
 */

const blackDraws = new Set(
  (Object.keys(FACES) as Face[]).flatMap((face) => drawnCodePoints(readFileSync(faceFile(face, BLACK_WEIGHT)))),
);

/**
 * Every character the page shows in Black is in the Black files. `atLeast` distinct characters
 * must be found, so the check cannot pass on a page where it finds none: every page has the
 * header's monogram, the not-found page its code too.
 */
export async function expectBlackTextInBlackFiles(page: Page, atLeast: number) {
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
  const shown = new Set(text.replace(/\s/g, ''));
  expect(shown.size).toBeGreaterThanOrEqual(atLeast);
  expect([...shown].filter((char) => !blackDraws.has(char.codePointAt(0)!))).toEqual([]);
}
