import { expect, type Page } from '@playwright/test';
import { INTERIOR_DETAIL_SLUG } from '../../../lib/constants';
import { servicePagePath, SITE_PAGES as FIXED_PAGES } from '../../../lib/seo/routes';

/** The site's pages as the bundled content has them: the fixed ones and its one service page. */
export const SITE_PAGES = { ...FIXED_PAGES, interiorDetail: servicePagePath(INTERIOR_DETAIL_SLUG) } as const;
export type SitePage = keyof typeof SITE_PAGES;

/** Every public screen, by the name used in reports and screenshot files; 404 included. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';
export const SCREENS: { name: SitePage | 'not-found'; path: string }[] = [
  ...(Object.keys(SITE_PAGES) as SitePage[]).map((name) => ({ name, path: SITE_PAGES[name] })),
  { name: 'not-found', path: NOT_FOUND_PATH },
];

/** Portable Text blocks as the reader sees them: one string per block. */
export type Block = { children?: { text?: string }[] };
export const blockTexts = (blocks: Block[]) =>
  blocks.map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''));

/**
 * Scrolls through the whole page so every once-only reveal has run, then returns to the top and
 * waits until no revealed section is still fading; with `images`, also until the images in the
 * page's column have loaded (lazy slides parked beside a carousel never do).
 */
export async function revealWholePage(page: Page, { images = true } = {}) {
  // One window's height a step: the windows tile the page, so each section is at least half in
  // view at one of them (or fills the window), past the fraction its reveal waits for.
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.scrollingElement!.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Sections passed before hydration attached their observers are still hidden: visit each again.
  await visitUntilNone(page, 'hidden reveals');
  if (!images) return;
  // Pictures an island created after the pass went by (the gallery's, once its script arrived) are
  // lazy and far from the top, so they load only when scrolled to: visit each again, as for reveals.
  await visitUntilNone(page, 'loading images');
}

/**
 * Scrolls each element still in the given state into view (so its observer or lazy load runs),
 * returns to the top, and repeats until none is left.
 */
async function visitUntilNone(page: Page, state: 'hidden reveals' | 'loading images') {
  await expect
    .poll(
      () =>
        page.evaluate(async (state) => {
          const pending =
            state === 'hidden reveals'
              ? [...document.querySelectorAll('[data-reveal]')].filter(
                  (element) => getComputedStyle(element).opacity !== '1',
                )
              : [...document.images].filter((image) => {
                  const box = image.getBoundingClientRect();
                  const inColumn = box.right > 0 && box.left < window.innerWidth && image.checkVisibility();
                  return inColumn && !image.complete;
                });
          for (const element of pending) {
            element.scrollIntoView({ block: 'center', behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          window.scrollTo({ top: 0, behavior: 'instant' });
          return pending.length;
        }, state),
      // Playwright's rising default intervals: a fade or a load that ends soon is not waited out.
      { timeout: 60_000 },
    )
    .toBe(0);
}
