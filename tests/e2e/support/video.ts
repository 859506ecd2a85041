import { expect, type Locator, type Page } from '@playwright/test';
import { contentDocument, inLang, message, type Locale, type LocaleValue } from './content';

/**
 * The home page's video player: its parts and states, and what a page in one language shows of it
 * (every-page.spec.ts, once per language). What it fetches and when, and how the overlay follows the
 * element, is video.spec.ts's, in English.
 */

type VideoDocument = {
  caption: LocaleValue;
  file: { asset: { _ref: string } };
  poster: { asset: { _ref: string } };
};
type AssetDocument = { path: string; mimeType: string };

const video = contentDocument<VideoDocument>('video');
export const fileAsset = contentDocument<AssetDocument>(video.file.asset._ref);
export const posterAsset = contentDocument<AssetDocument>(video.poster.asset._ref);
export const FILE_PATH = `/sanity-assets/${fileAsset.path}`;

export function playerOf(page: Page, lang: Locale) {
  const section = page.locator('#video');
  return {
    section,
    video: section.locator('video'),
    play: section.getByRole('button', { name: message(lang, 'video.play'), exact: true }),
    pause: section.getByRole('button', { name: message(lang, 'video.pause'), exact: true }),
  };
}
export type Player = ReturnType<typeof playerOf>;

const isPaused = (element: Locator) => element.evaluate((media: HTMLVideoElement) => media.paused);

export async function expectPausedState(player: Player) {
  await expect(player.play).toBeVisible();
  await expect(player.pause).toHaveCount(0);
  await expect(player.video).not.toHaveAttribute('controls');
  expect(await isPaused(player.video)).toBe(true);
}

export async function expectPlayingState(player: Player) {
  await expect.poll(() => isPaused(player.video)).toBe(false);
  await expect(player.pause).toBeVisible();
  await expect(player.play).toHaveCount(0);
  await expect(player.video).toHaveAttribute('controls');
}

/** The caption, the fallback text inside <video>, and the play button, in the page's language. */
export async function expectVideoTexts(page: Page, lang: Locale) {
  const player = playerOf(page, lang);
  await expect(player.section.locator('figcaption')).toHaveText(inLang(video.caption, lang));
  // The fallback is real content of the <video> element, in the page's language.
  expect(await player.video.evaluate((element) => element.textContent?.trim())).toBe(
    message(lang, 'video.unsupported'),
  );
  await expectPausedState(player);
}

/** Play shows the pause button, named in the page's language and focused; it pauses again. */
export async function expectPauseLabel(page: Page, lang: Locale) {
  const player = playerOf(page, lang);
  await player.play.click();
  await expectPlayingState(player);
  await expect(player.pause).toBeFocused();
  await player.pause.click();
  await expectPausedState(player);
}
