import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { GALLERY_IMAGE_COUNT } from '../../lib/constants';
import { homeUrl, message, type Locale } from './support/content';
import { expectFeatured, gallery, galleryOf, isOptimizedRequestFor, type Gallery } from './support/gallery';

/**
 * The home page gallery (spec §2 Home, §4, §8): a looping featured carousel driven by buttons,
 * arrow keys, drag and thumbnails; per-image loading placeholder and failure text. The Instagram
 * link, the carousel's and thumbnails' names and the first image's announcement are read in every
 * language on every-page.spec.ts's load of the home page (support/gallery.ts); what the carousel
 * does is the same in every language, so it is checked here in English.
 */

// Thumbnails ask the optimiser for small widths; the featured frame for large ones.
const FEATURED_MIN_WIDTH = 640;

async function openGallery(page: Page, lang: Locale): Promise<Gallery> {
  await page.goto(homeUrl(lang));
  const parts = galleryOf(page, lang);
  await parts.section.scrollIntoViewIfNeeded();
  return parts;
}

test('the dataset holds the spec number of gallery images', () => {
  expect(gallery).toHaveLength(GALLERY_IMAGE_COUNT);
});

test('previous and next step through the images and wrap at both ends', async ({ page }) => {
  const parts = await openGallery(page, 'en');
  await expectFeatured(parts, 'en', 1);
  await parts.previous.click();
  await expectFeatured(parts, 'en', GALLERY_IMAGE_COUNT);
  await parts.next.click();
  await expectFeatured(parts, 'en', 1);
  await parts.next.click();
  await expectFeatured(parts, 'en', 2);
  // From the last image, reached by its thumbnail, Next goes to the first and Previous back.
  await parts.thumbnails.nth(GALLERY_IMAGE_COUNT - 1).click();
  await expectFeatured(parts, 'en', GALLERY_IMAGE_COUNT);
  await parts.next.click();
  await expectFeatured(parts, 'en', 1);
  await parts.previous.click();
  await expectFeatured(parts, 'en', GALLERY_IMAGE_COUNT);
});

test('arrow keys move the carousel while it has focus', async ({ page }) => {
  const parts = await openGallery(page, 'en');
  await parts.carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expectFeatured(parts, 'en', 2);
  await page.keyboard.press('ArrowRight');
  await expectFeatured(parts, 'en', 3);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectFeatured(parts, 'en', GALLERY_IMAGE_COUNT);
});

test('clicking a thumbnail features that image', async ({ page }) => {
  const parts = await openGallery(page, 'en');
  await parts.thumbnails.nth(6).click();
  await expectFeatured(parts, 'en', 7);
  await expect(parts.slides.first()).not.toBeInViewport();
});

test('dragging the featured image with the mouse (swipe) moves to the next and back', async ({ page }) => {
  const parts = await openGallery(page, 'en');
  await expectFeatured(parts, 'en', 1);
  await parts.carousel.scrollIntoViewIfNeeded();
  // Buttons and keys wait for the carousel engine; a drag needs it attached, which it is as soon as
  // the gallery nears the viewport.
  await expect(parts.carousel).toHaveAttribute('data-carousel-ready');
  const box = (await parts.carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (fromX: number, toX: number) => {
    await page.mouse.move(box.x + box.width * fromX, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * toX, y, { steps: 12 });
    await page.mouse.up();
  };
  // Past half the frame, so the carousel settles on the neighbour whatever the drag's speed.
  await drag(0.88, 0.12);
  await expectFeatured(parts, 'en', 2);
  await drag(0.12, 0.88);
  await expectFeatured(parts, 'en', 1);
});

test('featured images load lazily: an image is fetched large only once it is shown', async ({ page }) => {
  const requests: URL[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url())));
  const isSeventh = isOptimizedRequestFor(7);
  const largeSeventh = () =>
    requests.filter((url) => isSeventh(url) && Number(url.searchParams.get('w')) >= FEATURED_MIN_WIDTH);

  const parts = await openGallery(page, 'en');
  await expect(parts.slides.first().locator('[data-image-state="loaded"]')).toBeVisible();
  await expect(parts.featured).toHaveAttribute('loading', 'lazy');
  await expect(parts.featured).toHaveAttribute('sizes', /\S/);
  // Its thumbnail is on screen (small request), the featured-size image is not needed yet.
  await expect(parts.thumbnails.nth(6).locator('[data-image-state="loaded"]')).toBeVisible();
  expect(largeSeventh()).toEqual([]);

  await parts.thumbnails.nth(6).click();
  await expect(parts.slides.nth(6).locator('[data-image-state="loaded"]')).toBeVisible();
  expect(largeSeventh().length).toBeGreaterThan(0);
});

// The failure text in Portuguese and Ukrainian is pinned by lib/i18n/client-labels.test.ts.
test('en: an image that fails to load shows the failure text instead of a broken image', async ({ page }) => {
  await page.route(isOptimizedRequestFor(1), (route: Route) => route.abort('failed'));
  const parts = await openGallery(page, 'en');
  const failed = message('en', 'gallery.imageFailed');

  const featuredSlot = parts.slides.first();
  await expect(featuredSlot).toHaveText(failed);
  await expect(featuredSlot.locator('img')).toHaveCount(0);
  await expect(parts.thumbnails.first()).toContainText(failed);
  await expect(parts.thumbnails.first().locator('img')).toHaveCount(0);
  // Only the failing image is affected.
  await expect(parts.thumbnails.nth(1).locator('[data-image-state="loaded"] img')).toBeVisible();
  await expect(parts.section.getByText(failed)).toHaveCount(2);
});

test('each image shows a loading placeholder until it has loaded', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isOptimizedRequestFor(1), async (route: Route) => {
    await released;
    await route.continue();
  });
  const parts = await openGallery(page, 'en');
  const slot = parts.slides.first().locator('[data-image-state]');

  await expect(slot).toHaveAttribute('data-image-state', 'loading');
  await expect(slot.locator('[data-image-placeholder]')).toBeVisible();
  // Below the fold the shimmer is the placeholder: no inline low-quality preview weighs on the HTML.
  await expect(slot.locator('img')).not.toHaveAttribute('style', /background-image/);
  // A thumbnail asks for its fixed size at 1x or 2x, not one of every width the optimiser knows.
  await expect(parts.thumbnails.first().locator('img')).toHaveAttribute('srcset', /^\S+ 1x, \S+ 2x$/);

  release();
  await expect(slot).toHaveAttribute('data-image-state', 'loaded');
  await expect(slot.locator('[data-image-placeholder]')).toHaveCount(0);
  await expect(slot.locator('img')).toHaveJSProperty('complete', true);
  expect(await slot.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
