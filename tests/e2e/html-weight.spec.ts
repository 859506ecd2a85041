import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LOCALES, localizedHref } from './support/content';
import { SITE_PAGES } from '../../lib/seo/routes';

/**
 * What a page's HTML weighs, gzipped at level 6 as the server sends it (markup plus the RSC payload
 * that repeats it), against a budget per page kind, the same in every language: a phone on a slow
 * link waits for all of it before the first paint. Measured figures live in docs/benchmarks.md.
 */
const HTML_GZIP_BUDGET = { landing: 30_000, content: 18_000 } as const;
const PAGE_KIND: Record<keyof typeof SITE_PAGES, keyof typeof HTML_GZIP_BUDGET> = {
  home: 'landing',
  about: 'content',
  interiorDetail: 'content',
  privacyPolicy: 'content',
  termsOfService: 'content',
};

/** A class only Next's built-in not-found screen uses (app/not-found.tsx replaces it). */
const BUILT_IN_NOT_FOUND_MARKER = 'next-error-h1';

for (const [page, path] of Object.entries(SITE_PAGES) as [keyof typeof SITE_PAGES, string][]) {
  test(`${path} keeps within its page kind's HTML budget in every language`, async ({ request }) => {
    for (const lang of LOCALES) {
      const response = await request.get(localizedHref(path, lang), { headers: { cookie: '' } });
      expect(response.status()).toBe(200);
      const html = await response.body();
      const gzipped = gzipSync(html, { level: 6 }).length;
      expect(gzipped, `${path} (${lang}): ${gzipped} B gzipped`).toBeLessThanOrEqual(HTML_GZIP_BUDGET[PAGE_KIND[page]]);
      // Next's default not-found, with its inline styles, would be serialised into every page twice.
      expect(html.toString('utf8')).not.toContain(BUILT_IN_NOT_FOUND_MARKER);
    }
  });
}

/**
 * The one stylesheet every page waits for before its first paint, gzipped at level 6, against its
 * budget; Tailwind's theme is written inline (app/(site)/globals.css), so no utility resolves a
 * token at run time.
 */
const RENDER_BLOCKING_CSS_GZIP_BUDGET = 14_000;

test('every page waits for one stylesheet, within its budget, with the theme written inline', async ({ request }) => {
  const hrefs = new Set<string>();
  for (const path of Object.values(SITE_PAGES)) {
    const html = await (await request.get(path, { headers: { cookie: '' } })).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links, path).toHaveLength(1);
    hrefs.add(links[0]!);
  }
  expect([...hrefs], 'the same stylesheet on every page').toHaveLength(1);
  const css = await (await request.get([...hrefs][0]!)).body();
  const gzipped = gzipSync(css, { level: 6 }).length;
  expect(gzipped, `${gzipped} B gzipped`).toBeLessThanOrEqual(RENDER_BLOCKING_CSS_GZIP_BUDGET);
  // Inline, no utility reads a spacing or colour token at run time.
  expect(css.toString('utf8')).not.toMatch(/var\(--spacing\)|var\(--color-(?:ink|paper|mist|slate)\)/);
});
