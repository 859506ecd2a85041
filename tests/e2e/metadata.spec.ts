import { expect, test } from '@playwright/test';
import { LOCALES } from '../../lib/constants';
import { publicEnv } from '../../lib/env/public';
import { absolute } from './support/metadata';
import { SITE_PAGES } from './support/site-pages';

/** sitemap.xml, robots.txt and the favicon; each page's <head> and JSON-LD are checked in every-page.spec.ts. */

test('sitemap.xml lists every page in every language with its alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const pages = Object.values(SITE_PAGES);
  expect(urls).toHaveLength(pages.length * LOCALES.length);
  const expected = pages.flatMap((path) => LOCALES.map((lang) => absolute(path, lang)));
  expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1]).sort()).toEqual(expected.sort());
  for (const url of urls) {
    expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    const hreflangs = [...url.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
    expect(hreflangs.sort()).toEqual(['en', 'pt-PT', 'uk', 'x-default'].sort());
  }
});

test('robots.txt allows the site, keeps out the Studio and APIs and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /studio');
  expect(text).toContain('Disallow: /api');
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', publicEnv.siteUrl)}`);
});

test('a favicon is served, so no browser logs a 404 for it', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(response.url());
  });
  await page.goto('/?lang=uk');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /\/favicon\.ico/);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});
