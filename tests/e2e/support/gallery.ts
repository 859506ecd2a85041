import { expect, type Page } from '@playwright/test';
import { GALLERY_IMAGE_COUNT } from '../../../lib/constants';
import { contentDocument, contentDocuments, inLang, message, type Locale, type LocaleValue } from './content';

/**
 * The home page gallery's parts, and what a page in one language shows of it (every-page.spec.ts,
 * once per language): the Instagram link, the carousel and its buttons, every thumbnail's name and
 * the first image featured, announced in the page's language. How the carousel moves, loads and
 * fails is gallery.spec.ts's, in English. Expected alt texts, URLs and labels come from the
 * dataset and the catalogs.
 */

type GalleryDocument = { _id: string; image: { asset: { _ref: string }; alt: LocaleValue } };
type SiteSettingsDocument = { socialLinks: { network: string; url: string }[] };

export const gallery = contentDocuments<GalleryDocument>('galleryImage');

export function alt(position: number, lang: Locale): string {
  return inLang(gallery[position - 1]!.image.alt, lang);
}

/** The path next/image receives as `url=` for a gallery image (embedded assets are served locally). */
function assetPath(position: number): string {
  const asset = contentDocument<{ path: string }>(gallery[position - 1]!.image.asset._ref);
  return `/sanity-assets/${asset.path}`;
}

/** next/image's optimiser requests for one source image, whatever width and format. */
export function isOptimizedRequestFor(position: number) {
  const source = assetPath(position);
  return (url: URL) => url.pathname === '/_next/image' && url.searchParams.get('url') === source;
}

export function galleryOf(page: Page, lang: Locale) {
  const section = page.locator('#gallery');
  const carousel = section.getByRole('region', { name: message(lang, 'gallery.carousel') });
  return {
    section,
    carousel,
    slides: carousel.locator('[aria-roledescription="slide"]'),
    // Slides other than the featured one are hidden from assistive technology, so exactly one image is exposed.
    featured: carousel.getByRole('img'),
    status: section.locator('[aria-live="polite"]'),
    previous: carousel.getByRole('button', { name: message(lang, 'gallery.previous'), exact: true }),
    next: carousel.getByRole('button', { name: message(lang, 'gallery.next'), exact: true }),
    thumbnails: section.getByRole('list', { name: message(lang, 'gallery.thumbnails') }).getByRole('button'),
  };
}
export type Gallery = ReturnType<typeof galleryOf>;

export async function expectFeatured(parts: Gallery, lang: Locale, position: number) {
  await expect(parts.status).toHaveText(
    message(lang, 'gallery.status', { current: position, total: GALLERY_IMAGE_COUNT }),
  );
  await expect(parts.featured).toHaveAttribute('alt', alt(position, lang));
  await expect(parts.thumbnails.nth(position - 1)).toHaveAttribute('aria-current', 'true');
  await expect(parts.section.locator('button[aria-current="true"]')).toHaveCount(1);
  // Really shown, not just marked current: the carousel has slid it into its frame.
  await expect
    .poll(async () => {
      const [frame, image] = await Promise.all([parts.carousel.boundingBox(), parts.featured.boundingBox()]);
      return Math.abs((image?.x ?? Infinity) - (frame?.x ?? 0));
    })
    .toBeLessThan(1);
}

/**
 * Follow on Instagram opens the dataset's profile in a new tab; the carousel, its buttons and a
 * thumbnail for every image under their names; the first image featured and announced.
 */
export async function expectGalleryTexts(page: Page, lang: Locale) {
  const parts = galleryOf(page, lang);
  await parts.section.scrollIntoViewIfNeeded();
  const instagram = contentDocument<SiteSettingsDocument>('siteSettings').socialLinks.find(
    (link) => link.network === 'instagram',
  );
  expect(instagram).toBeDefined();
  const link = parts.section.getByRole('link', { name: message(lang, 'gallery.followInstagram') });
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName(
    `${message(lang, 'gallery.followInstagram')} ${message(lang, 'media.opensInNewTab')}`,
  );
  await expect(link).toHaveAttribute('href', instagram!.url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await expect(parts.carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(parts.previous).toBeVisible();
  await expect(parts.next).toBeVisible();
  await expect(parts.thumbnails).toHaveCount(GALLERY_IMAGE_COUNT);
  for (let position = 1; position <= GALLERY_IMAGE_COUNT; position++) {
    await expect(parts.thumbnails.nth(position - 1)).toHaveAccessibleName(
      message(lang, 'gallery.thumbnail', { index: position, alt: alt(position, lang) }),
    );
  }
  await expectFeatured(parts, lang, 1);
}
