import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LOCALES, localizedHref } from './support/content';
import { SITE_PAGES } from './support/site-pages';

/**
 * What a page's HTML weighs, gzipped at level 6 as `next start` sends it, against a budget per page
 * kind, the same in every language. It holds the markup, the page's styles (inline in the head, and
 * again in the RSC payload after the markup: gzip's 32 kB window cannot share the two copies, the
 * proxy's brotli does) and the RSC payload that repeats the markup. Measured figures live in
 * docs/benchmarks.md.
 */
// Room for the sections below the first screen (reviews, before and after pairs, the booking form's
// sizes and extras on the home page; a service's price tables); the Ukrainian pages, two bytes a
// letter, are the heaviest (docs/benchmarks.md).
const HTML_GZIP_BUDGET = { landing: 60_000, content: 47_000 } as const;
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
 * The first paint waits for the document alone: every page carries its styles inline in its head
 * (`experimental.inlineCss`, next.config.mjs), the same styles on every page within their budget
 * (gzipped at level 6), with Tailwind's theme written inline (app/(site)/globals.css) so no utility
 * resolves a token at run time; no stylesheet link, no `@import`, no script that stops the parser.
 */
const INLINE_CSS_GZIP_BUDGET = 14_000;

test('every page paints from its document alone: styles inline within their budget, nothing render-blocking', async ({
  request,
}) => {
  const sheets = new Set<string>();
  for (const path of Object.values(SITE_PAGES))
    for (const lang of LOCALES) {
      const page = localizedHref(path, lang);
      const html = await (await request.get(page, { headers: { cookie: '' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, page).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // CSS may hold `<` (`syntax: "<color>"`): the style ends at its closing tag.
      const styles = [...head.matchAll(/<style[^>]*data-precedence[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles, page).toHaveLength(1);
      sheets.add(styles[0]!);
      // Each script file loads beside the parser (async); the one without it is for browsers without modules.
      const scriptTags = [...head.matchAll(/<script src="[^"]+"[^>]*>/g)].map((m) => m[0]);
      expect(scriptTags.length, page).toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag, page).toMatch(/ (async|defer|noModule)=/);
    }
  expect(sheets.size, 'the same styles on every page').toBe(1);
  const css = [...sheets][0]!;
  const gzipped = gzipSync(css, { level: 6 }).length;
  expect(gzipped, `${gzipped} B gzipped`).toBeLessThanOrEqual(INLINE_CSS_GZIP_BUDGET);
  expect(css).not.toContain('@import');
  // Inline, no utility reads a spacing or colour token at run time.
  expect(css).not.toMatch(/var\(--spacing\)|var\(--color-(?:ink|paper|mist|slate)\)/);
});
