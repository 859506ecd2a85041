import { expect, test } from '@playwright/test';
import { ICON_NAMES } from '../../components/layout/icon-names';

/**
 * Icons and the map's drawn stand-in are `<use>` references to one sprite, a static asset whose
 * URL carries its content hash (components/layout/icons.svg): browsers and CDNs keep it for good,
 * and a deploy that changes an icon changes the URL.
 */
const PAGES = ['/', '/?lang=pt', '/?lang=uk', '/about', '/services/interior-detail', '/privacy-policy'];

test('every page points at the same hashed sprite, which holds every symbol it uses and is kept for good', async ({
  request,
}) => {
  const urls = new Set<string>();
  const used = new Set<string>();
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    for (const [, url, id] of html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
      urls.add(url!);
      used.add(id!);
    }
  }
  expect([...urls]).toHaveLength(1);
  const [url] = [...urls];
  expect(url).toMatch(/^\/_next\/static\/media\/icons\.[\w-]+\.svg$/);
  expect([...used]).toEqual(expect.arrayContaining(['phone', 'map-art', 'chevron-right']));

  const answer = await request.get(url!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const sprite = await answer.text();
  for (const id of used) expect(ICON_NAMES).toContain(id);
  for (const id of used) expect(sprite).toContain(`<symbol id="${id}"`);
});

test('the browser draws the icons and the map art from the sprite', async ({ page }) => {
  await page.goto('/#contact');
  const drawn = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((use: SVGUseElement) => use.getBBox().width);
  await expect.poll(() => drawn('[data-testid=map] svg use')).toBeGreaterThan(0);
  await expect.poll(() => drawn('header svg use[href*="#phone"]')).toBeGreaterThan(0);
});
