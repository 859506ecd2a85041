import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { message } from './support/content';
import { lakeQuery, OWNER, signIn } from './support/lake';
import { publish, openStudio, studioSession, studioExpect } from './support/studio';

/**
 * The owner replaces the home page's film and its poster in the Studio and publishes: the page
 * plays the new file, streamed with Range through the site, and shows the new poster.
 */
test.setTimeout(180_000);
test.use({ storageState: studioSession(OWNER) });

const PUBLISH_TO_PAGE_MS = 10_000;

/**
 * A film nobody has uploaded before (no ffmpeg here): the bundled MP4 with a trailing `free` box,
 * which ISO BMFF players skip, holding random bytes so the content hash names a new asset.
 */
function newFilm(dir: string): string {
  const marker = randomBytes(32);
  const box = Buffer.alloc(8);
  box.writeUInt32BE(8 + marker.length, 0);
  box.write('free', 4, 'latin1');
  const file = path.join(dir, 'new-film.mp4');
  writeFileSync(file, Buffer.concat([readFileSync('content/assets/detailing-film.mp4'), box, marker]));
  return file;
}

async function uploadInto(page: Page, pane: Locator, menuName: string, file: string) {
  await pane.getByRole('button', { name: menuName }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
}

test('the owner uploads a new film and poster to the Video document and publishes; the home page plays the new film', async ({
  page,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-video-'));
  const film = newFilm(dir);
  const poster = path.join(dir, 'new-poster.png');
  const colour = { r: 30, g: Math.floor(Math.random() * 255), b: 200 };
  writeFileSync(
    poster,
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );

  await openStudio(page);
  await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Video').click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(pane.locator('[id="title.en"]')).toBeVisible();
  await uploadInto(page, pane, 'Open file options menu', film);
  await uploadInto(page, pane, 'Open image options menu', poster);

  const token = await signIn(OWNER);
  const uploaded = async (name: string) =>
    (await lakeQuery<{ path: string }[]>(`*[originalFilename == "${name}"]{path}`, token))[0]?.path;
  await expect.poll(() => uploaded('new-film.mp4'), { timeout: 30_000 }).toMatch(/^files\/.+\.mp4$/);
  await expect.poll(() => uploaded('new-poster.png'), { timeout: 30_000 }).toMatch(/^images\/.+\.png$/);
  const filmPath = `/sanity-assets/${await uploaded('new-film.mp4')}`;
  const posterPath = `/sanity-assets/${await uploaded('new-poster.png')}`;
  await publish(pane);

  await expect
    .poll(async () => (await (await page.request.get('/?lang=en')).text()).includes(filmPath), {
      timeout: PUBLISH_TO_PAGE_MS,
      intervals: [250],
    })
    .toBe(true);

  // The new file streams in ranges, as a player seeking asks for it.
  const range = await page.request.get(filmPath, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-range']).toBe(`bytes 0-99/${readFileSync(film).length}`);

  await page.goto('/?lang=en');
  const section = page.locator('#video');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('video source')).toHaveAttribute('src', filmPath);
  const posterImage = section.locator('figure img');
  await expect
    .poll(() => posterImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const posterUrl = new URL(await posterImage.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(posterUrl.searchParams.get('url')).toBe(posterPath);

  await section.getByRole('button', { name: message('en', 'video.play'), exact: true }).click();
  const video = section.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  expect(await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname)).toBe(filmPath);
});
