import { expect, test } from '@playwright/test';
import { homeUrl } from './support/content';
import { expectPausedState, expectPlayingState, FILE_PATH, fileAsset, playerOf, posterAsset } from './support/video';

/**
 * The home page video (spec §2 Home, §4, §8): nothing of the file is fetched before play; the
 * overlay plays it; while playing a pause button and the native controls show; the overlay's
 * state follows the element's own events. Its caption, fallback text inside <video> and the play
 * and pause buttons' names are read in every language on every-page.spec.ts's load of the home
 * page (support/video.ts).
 */

test('en: the poster is a lazy optimised picture; the file is fetched only when play is pressed', async ({ page }) => {
  const fileRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === FILE_PATH) fileRequests.push(request.url());
  });
  await page.goto(homeUrl('en'));
  const player = playerOf(page, 'en');
  await player.section.scrollIntoViewIfNeeded();

  await expect(player.video).toHaveAttribute('preload', 'none');
  await expect(player.video).toHaveAttribute('playsinline');
  await expect(player.video).not.toHaveAttribute('autoplay');
  await expect(player.video.locator('source')).toHaveAttribute('src', FILE_PATH);
  await expect(player.video.locator('source')).toHaveAttribute('type', fileAsset.mimeType);

  // The poster is the dataset's poster image, resized by the image optimiser for the screen: a
  // decorative lazy picture under the player (no `poster`, which browsers fetch with the page).
  await expect(player.video).not.toHaveAttribute('poster');
  const poster = player.section.locator('figure img');
  await expect(poster).toHaveAttribute('alt', '');
  await expect(poster).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const posterUrl = new URL(await poster.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(posterUrl.pathname).toBe('/_next/image');
  expect(posterUrl.searchParams.get('url')).toBe(`/sanity-assets/${posterAsset.path}`);
  // Covering the picture while paused would hide it: the element itself draws nothing yet.
  expect(await player.video.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

  await page.waitForLoadState('networkidle');
  await expectPausedState(player);
  expect(fileRequests).toEqual([]);

  const fileRequest = page.waitForRequest((request) => new URL(request.url()).pathname === FILE_PATH);
  await player.play.click();
  await fileRequest;
  await expectPlayingState(player);
  await expect(player.pause).toBeFocused();
});

test('the pause button pauses; pausing through the element itself also brings the overlay back', async ({ page }) => {
  await page.goto(homeUrl('en'));
  const player = playerOf(page, 'en');
  await player.section.scrollIntoViewIfNeeded();
  // However short the film, it must not end (and pause itself) in the middle of these steps.
  await player.video.evaluate((element: HTMLVideoElement) => {
    element.loop = true;
  });

  await player.play.click();
  await expectPlayingState(player);
  await player.pause.click();
  await expectPausedState(player);
  await expect(player.play).toBeFocused();

  // Native controls or any other script drive the element directly: the overlay follows its events.
  await player.play.click();
  await expectPlayingState(player);
  await player.video.evaluate((element: HTMLVideoElement) => element.pause());
  await expectPausedState(player);

  // Not awaiting play()'s promise: its `play` event alone must switch the overlay.
  await player.video.evaluate((element: HTMLVideoElement) => {
    void element.play();
  });
  await expectPlayingState(player);
});

test('when the video ends the play overlay returns', async ({ page }) => {
  await page.goto(homeUrl('en'));
  const player = playerOf(page, 'en');
  await player.section.scrollIntoViewIfNeeded();
  await player.play.click();
  await expectPlayingState(player);
  // Seek to the end once the duration is known (HAVE_METADATA).
  await expect
    .poll(() => player.video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  await player.video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration;
  });
  await expect(player.play).toBeVisible();
  expect(await player.video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
});
