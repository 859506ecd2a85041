import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { runAxe, WCAG_AA } from './accessibility';
import { contentDocument, contentDocuments, inLang, message, type Locale, type LocaleValue } from './content';

/**
 * The before and after pairs at the end of the home page's gallery: their parts and states, and
 * what a page in one language shows of them (every-page.spec.ts, once per language): the heading
 * and intro, each pair under its caption with its labels, alt texts and the slider's name and
 * position in words. How they move, load and lay out is before-after.spec.ts's, in English.
 */

type Photo = { asset: { _ref: string }; alt: LocaleValue };
type PairDocument = { _id: string; caption: LocaleValue; before: Photo; after: Photo };
type HomePageDocument = { beforeAfterSection: { title: LocaleValue; intro: LocaleValue } };

export const pairs = contentDocuments<PairDocument>('beforeAfterPair');
const heading = contentDocument<HomePageDocument>('homePage').beforeAfterSection;
/** A 390 px phone with a touch screen, as first-paint.spec.ts emulates one. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** The path next/image receives as `url=` for a photo (embedded assets are served through the site). */
function assetPath(photo: Photo): string {
  return `/sanity-assets/${contentDocument<{ path: string }>(photo.asset._ref).path}`;
}
export const photoPaths = new Set(pairs.flatMap((pair) => [assetPath(pair.before), assetPath(pair.after)]));
export const isPhotoRequest = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/_next/image' && photoPaths.has(url.searchParams.get('url') ?? '');
};

export const block = (page: Page) => page.locator('#gallery #before-after');

export function comparison(page: Page, lang: Locale, index: number) {
  const pair = pairs[index]!;
  const figure = block(page).getByRole('figure', { name: inLang(pair.caption, lang), exact: true });
  return {
    figure,
    frame: figure.locator('.compare'),
    // Named "Compare before and after" and the pair's caption.
    slider: figure.getByRole('slider', {
      name: `${message(lang, 'beforeAfter.compare')} ${inLang(pair.caption, lang)}`,
      exact: true,
    }),
    before: figure.getByRole('img', { name: inLang(pair.before.alt, lang), exact: true }),
    after: figure.getByRole('img', { name: inLang(pair.after.alt, lang), exact: true }),
  };
}
export type Comparison = ReturnType<typeof comparison>;

/** Where the after photo is cut (its clip) and where the handle stands, in percent of the frame. */
function cut(frame: Locator) {
  return frame.evaluate((element) => {
    const after = element.querySelector(':scope > div + div')!;
    const clip = /^inset\(0px 0px 0px ([\d.]+)%\)$/.exec(getComputedStyle(after).clipPath);
    const knob = element.querySelector(':scope > span span span')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      clip: clip ? Math.round(Number(clip[1])) : NaN,
      handle: Math.round(((knob.left + knob.width / 2 - box.left) / box.width) * 100),
    };
  });
}

/** The slider's value, what it announces, and what the photos show, all at `before` percent. */
export async function expectPosition(parts: Comparison, lang: Locale, before: number) {
  await expect(parts.slider).toHaveValue(String(before));
  await expect(parts.slider).toHaveAttribute(
    'aria-valuetext',
    message(lang, 'beforeAfter.position', { before, after: 100 - before }),
  );
  await expect.poll(() => cut(parts.frame)).toEqual({ clip: before, handle: before });
}

/** Both photos in: the optimiser makes each width on its first request, slowly on a busy machine. */
export async function photosLoaded(parts: Comparison) {
  for (const photo of [parts.before, parts.after]) {
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  }
}

export async function axeViolations(page: Page) {
  const results = await runAxe(page, '#before-after', WCAG_AA);
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The heading and intro, then each pair by its caption: labels, alt texts, the slider at the middle. */
export async function expectBeforeAfterTexts(page: Page, lang: Locale) {
  await block(page).scrollIntoViewIfNeeded();
  await expect(block(page).getByRole('heading', { level: 3 })).toHaveText(inLang(heading.title, lang));
  await expect(block(page).getByText(inLang(heading.intro, lang), { exact: true })).toBeVisible();
  await expect(block(page).getByRole('figure')).toHaveCount(pairs.length);
  for (const index of pairs.keys()) {
    const parts = comparison(page, lang, index);
    await expect(parts.figure).toBeVisible();
    // Each photo under its label, before then after, and both with the dataset's alt text.
    await expect(parts.frame.locator(':scope > div > span')).toHaveText([
      message(lang, 'beforeAfter.before'),
      message(lang, 'beforeAfter.after'),
    ]);
    await expect(parts.before).toHaveCount(1);
    await expect(parts.after).toHaveCount(1);
    await expectPosition(parts, lang, 50);
  }
}
