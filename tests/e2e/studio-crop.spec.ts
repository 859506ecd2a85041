import { test, expect } from '@playwright/test';
import { cropSignature, imageSigningKey } from '../../lib/content/image-signature';
import { LOCAL_REVALIDATE_SECRET } from '../../lib/env/public';
import { contentDocument, type LocaleValue } from './support/content';
import { lakeQuery, mutate, OWNER, signIn } from './support/lake';
import { openDocument, publish, openStudio, studioSession } from './support/studio';

/**
 * A crop the owner draws in the Studio's hotspot-and-crop tool is what the site shows: the image
 * URL asks for that rectangle (as Sanity's CDN is asked), and the picture the browser renders has
 * the crop's proportions, not the original's.
 */
test.setTimeout(180_000);
test.use({ storageState: studioSession(OWNER) });

type GalleryImage = { _id: string; image: { alt: LocaleValue; asset: { _ref: string } } };
type Crop = { left: number; right: number; top: number; bottom: number };
const PUBLISH_TO_PAGE_MS = 10_000;

test('the owner crops the left part off a gallery photo and publishes; the gallery renders that part', async ({
  page,
}) => {
  const photo = contentDocument<GalleryImage>('galleryImage-01');
  const [, width, height] = /-(\d+)x(\d+)-/.exec(photo.image.asset._ref)!.map(Number) as [unknown, number, number];
  const assetHash = photo.image.asset._ref.split('-')[1]!;

  await openStudio(page);
  const pane = await openDocument(page, 'Gallery images', photo.image.alt.en);
  await pane.getByRole('button', { name: 'Open image edit dialog' }).click();
  const dialog = page.getByRole('dialog');
  // Drag the crop's left edge towards the middle, as a hand would: a narrower, taller picture.
  const edge = (await dialog.locator('[data-handle="crop-left"]').boundingBox())!;
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + 150, edge.y + edge.height / 2, { steps: 10 });
  await page.mouse.move(edge.x + 270, edge.y + edge.height / 2, { steps: 10 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  const token = await signIn(OWNER);
  const draftCrop = async () =>
    (await lakeQuery<{ crop: Crop | null }[]>(`*[_id == "drafts.${photo._id}"]{"crop": image.crop}`, token))[0]?.crop;
  await expect.poll(async () => (await draftCrop())?.left ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.2);
  const crop = (await draftCrop())!;
  await publish(pane);

  // The rectangle in the original's pixels, as Sanity's image API takes it.
  const left = Math.round(crop.left * width);
  const top = Math.round(crop.top * height);
  const rect = [
    left,
    top,
    Math.round(width - crop.right * width - left),
    Math.round(height - crop.bottom * height - top),
  ];
  const file = photo.image.asset._ref.replace(/^image-/, '').replace(/-(\w+)$/, '.$1');
  // Signed, as the site signs every crop it emits (the image optimizer resizes no other).
  const signature = cropSignature(imageSigningKey(LOCAL_REVALIDATE_SECRET), file, rect.join(','));
  const croppedUrl = `/sanity-assets/images/local/production/${file}/${signature}.${file.split('.').pop()}?rect=${rect.join(',')}`;
  await expect
    .poll(async () => (await (await page.request.get('/?lang=en')).text()).includes(encodeURIComponent(croppedUrl)), {
      timeout: PUBLISH_TO_PAGE_MS,
      intervals: [250],
    })
    .toBe(true);

  try {
    await page.goto('/?lang=en#gallery');
    const img = page.locator(`#gallery img[src*="${assetHash}"]`).first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const rendered = await img.evaluate((element: HTMLImageElement) => ({
      src: new URL(element.currentSrc).searchParams.get('url'),
      ratio: element.naturalWidth / element.naturalHeight,
    }));
    expect(rendered.src).toBe(croppedUrl);
    // The picture has the crop's proportions, not the original's 3:2.
    expect(rendered.ratio).toBeCloseTo(rect[2]! / rect[3]!, 1);
    expect(rendered.ratio).toBeLessThan((width / height) * 0.8);
  } finally {
    // The later journeys see the bundled photo uncropped again.
    const restored = await mutate(token, [{ patch: { id: photo._id, unset: ['image.crop', 'image.hotspot'] } }]);
    expect(restored.status).toBe(200);
  }
});
