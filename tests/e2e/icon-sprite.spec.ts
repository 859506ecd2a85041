import { expect, test } from '@playwright/test';
import { ICONS } from '../../lib/icons/sprite';

/**
 * Icons and the map's drawn stand-in are `<use>` references to one sprite whose URL carries its
 * content hash (scripts/icons/sprite-version.ts): browsers and CDNs keep that version for good, and
 * a deploy that changes an icon changes the URL. Any other version is answered but not kept, so an
 * instance that is behind (or ahead) never gets its sprite cached under the other's URL.
 */
const PAGES = ['/', '/?lang=pt', '/?lang=uk', '/about', '/services/interior-detail', '/privacy-policy'];

test('every page points at the same versioned sprite, which holds every symbol it uses and is kept for good', async ({
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
  expect(url).toMatch(/^\/icons\.svg\?v=[\w-]{10}$/);
  expect([...used]).toEqual(expect.arrayContaining(['phone', 'map-art', 'chevron-right']));

  const answer = await request.get(url!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const sprite = await answer.text();
  for (const id of used) expect(Object.keys(ICONS)).toContain(id);
  for (const id of used) expect(sprite).toContain(`<symbol id="${id}"`);

  for (const other of ['/icons.svg', '/icons.svg?v=0000000000']) {
    const stale = await request.get(other);
    expect(stale.status(), other).toBe(200);
    expect(stale.headers()['cache-control'], other).toBe('no-cache');
    expect(await stale.text(), other).toBe(sprite);
  }
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
