import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { test, expect, type Locator, type Page, type Request } from '@playwright/test';
import { VERCEL_STEGA_REGEX, vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { SITE_PAGES } from './support/site-pages';
import {
  contentDocument,
  contentDocuments,
  inLang,
  INTERIOR_PAGE_ID,
  interiorMenuTitle,
  LOCALES,
  localizedHref,
  message,
  type LocaleValue,
} from './support/content';
import { OWNER } from './support/lake';
import { field, openStudio, publish, studioExpect, studioSession, typeInto } from './support/studio';

/**
 * The owner's preview: the Studio's Presentation tool shows the real pages in draft mode beside the
 * document, on the real Studio and the local Content Lake; visitors never get drafts or its code.
 * Click-to-edit is next-sanity's stega: each text of the preview carries a hidden edit link, made
 * by @sanity/client from the Content Lake's source map (the local lake's: stand-ins/sanity-content-lake/source-map.ts).
 */
test.use({ storageState: studioSession(OWNER) });

/** An attribute only @sanity/visual-editing's overlay code contains. */
const OVERLAY_MARKER = 'data-sanity-overlay-element';

/**
 * A visitor's JavaScript on `/` (each script gzipped at level 9, summed) stays within the landing
 * page's budget: the preview adds only next-sanity's small client wrapper to the site layout, never its own code.
 */
const VISITOR_HOME_SCRIPT_BUDGET = 170_000;

type HomePage = { hero: { title: LocaleValue } };
type Service = { _id: string; title: LocaleValue };

/**
 * Opens the Presentation tool and returns the preview frame once the page in it has loaded and has
 * connected to the Studio, which enables its Edit switch only then: an edit typed earlier races the
 * page's own start-up (the overlays' code, the perspective), which takes seconds on a busy runner.
 */
async function openPreview(page: Page, path = '/') {
  await page.goto(`/studio/presentation?preview=${encodeURIComponent(path)}`);
  const frame = page.frameLocator('iframe[src*="draft-mode"], iframe').first();
  await studioExpect(frame.locator('main')).toBeVisible();
  await studioExpect(page.getByTestId('presentation-root').locator('[data-ui="Switch"] input').first()).toBeEnabled();
  return frame;
}

/**
 * What the Studio asks of the servers from here on: its version check (one per start of its
 * navbar), the preview secrets it creates, and the page loads in the preview's frame.
 */
function recordStudioStarts(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const count = (matches: (request: Request, url: URL) => boolean) =>
    requests.filter((request) => matches(request, new URL(request.url()))).length;
  return () => ({
    versionChecks: count((_, url) => url.pathname.endsWith('/help') && url.search.includes('version-check')),
    previewSecrets: count(
      (request, url) =>
        url.pathname.includes('/data/mutate/') &&
        (request.postDataJSON()?.mutations ?? []).some(
          (mutation: { createOrReplace?: { _type?: string } }) =>
            mutation.createOrReplace?._type === 'sanity.previewUrlSecret',
        ),
    ),
    frameLoads: count((_, url) => url.pathname === '/api/draft-mode/enable'),
  });
}

/** An element's text as the owner reads it: the hidden edit link (stega) left out. */
async function shownText(locator: Locator): Promise<string> {
  return vercelStegaSplit((await locator.textContent()) ?? '').cleaned.trim();
}

/** The document and field the hidden edit link in an element's text opens (undefined: none). */
async function editTarget(locator: Locator) {
  const link = vercelStegaDecode<{ origin: string; href: string }>((await locator.textContent()) ?? '');
  if (!link) return undefined;
  const search = new URL(link.href, 'http://site').searchParams;
  return { id: search.get('id'), path: search.get('path') };
}

/** The hero's title as a visitor gets it: a fresh request, no cookies. */
async function publicHeroTitle(page: Page, path: string): Promise<string> {
  const response = await page.request.fetch(path, { headers: { cookie: '' } });
  const html = await response.text();
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
}

test('each document says where it is used: the pages and languages that render it', async ({ page }) => {
  test.setTimeout(180_000);
  await openStudio(page);
  await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-About page').click();
  const about = page.getByTestId('document-pane');
  await studioExpect(about.getByText(`Used on ${LOCALES.length} pages`)).toBeVisible();
  await about.getByText(`Used on ${LOCALES.length} pages`).click();
  for (const lang of LOCALES)
    await expect(page.getByText(localizedHref('/about', lang), { exact: true })).toBeVisible();

  // Site settings are on every page, in every language (the bundled service page among them).
  await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Site settings').click();
  await studioExpect(
    page.getByTestId('document-pane').getByText(`Used on ${Object.keys(SITE_PAGES).length * LOCALES.length} pages`),
  ).toBeVisible();

  // A service page is at its own address in every language.
  await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Service pages').click();
  await page
    .getByRole('link', { name: interiorMenuTitle('en') })
    .first()
    .click();
  const servicePage = page.getByTestId('document-pane');
  await studioExpect(servicePage.getByText(`Used on ${LOCALES.length} pages`)).toBeVisible();
  await servicePage.getByText(`Used on ${LOCALES.length} pages`).click();
  for (const lang of LOCALES)
    await expect(page.getByText(localizedHref(SITE_PAGES.interiorDetail, lang), { exact: true })).toBeVisible();
});

test('draft mode opens only with a valid preview secret', async ({ page }) => {
  for (const query of [
    '',
    '?sanity-preview-secret=forged',
    '?sanity-preview-secret=forged&sanity-preview-pathname=/about',
  ]) {
    const response = await page.request.get(`/api/draft-mode/enable${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(401);
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  }
  // Leaving a preview never leads off the site.
  const away = await page.request.get('/api/draft-mode/disable?redirect=//evil.example/', { maxRedirects: 0 });
  expect(away.headers().location).toBe('/');
});

/**
 * The owner's preview in one Studio start and one Presentation tool, each of which takes tens of
 * seconds on the loaded runner.
 */
test("a visitor never loads the preview's code; the preview is not indexed, cached or framed by others; a draft of the hero title shows in it as it is typed, never on the public page, and goes live when published; click-to-edit on a service title opens that field, and on a service page every heading opens its own", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const scripts = (requests: Request[]) =>
    new Set(
      requests
        .filter((request) => request.resourceType() === 'script')
        .map((request) => new URL(request.url()).pathname),
    );

  const visitor = await browser.newPage();
  const visitorRequests: Request[] = [];
  visitor.on('request', (request) => visitorRequests.push(request));
  const visitorAnswer = await visitor.goto('/');
  await visitor.waitForLoadState('networkidle');
  expect(visitorAnswer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(visitorAnswer?.headers()['x-robots-tag']).toBeUndefined();
  // No edit links (stega) in a visitor's HTML, nor edit markers.
  const visitorHtml = await visitor.content();
  expect(VERCEL_STEGA_REGEX.test(visitorHtml)).toBe(false);
  await expect(visitor.locator('[data-sanity]')).toHaveCount(0);
  let visitorScriptBytes = 0;
  for (const request of visitorRequests.filter((request) => request.resourceType() === 'script'))
    visitorScriptBytes += gzipSync(await (await request.response())!.body(), { level: 9 }).length;
  expect(visitorScriptBytes).toBeLessThanOrEqual(VISITOR_HOME_SCRIPT_BUDGET);

  const studioStarts = recordStudioStarts(page);
  const previewRequests: Request[] = [];
  page.on('request', (request) => previewRequests.push(request));
  const previewAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/' && response.request().resourceType() === 'document',
  );
  const preview = await openPreview(page, '/?lang=pt');
  const headers = (await previewAnswer).headers();
  // The hero, the five section titles and each service's title can be clicked to edit: their
  // texts carry edit links to their fields, in the page's language.
  await studioExpect
    .poll(() => editTarget(preview.locator('main h1')))
    .toEqual({ id: 'homePage', path: 'hero.title.pt' });
  for (const section of ['services', 'gallery', 'reviews', 'contact', 'video'])
    expect(await editTarget(preview.locator(`#${section}-title`))).toEqual({
      id: 'homePage',
      path: `${section}Section.title.pt`,
    });
  const services = contentDocuments<Service>('service');
  await expect(preview.locator('[data-service] h3')).toHaveCount(services.length);
  for (const title of await preview.locator('[data-service] h3').all()) {
    const target = await editTarget(title);
    expect(services.map((service) => service._id)).toContain(target?.id);
    expect(target?.path).toBe('title.pt');
  }
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  // The session expires by itself.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__prerender_bypass');
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000);
  expect(session?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 3600 + 60);
  // The preview says what it is.
  await expect(preview.getByText(message('pt', 'chrome.preview.notice'))).toBeVisible();

  // The page's own document opens beside it; a draft of its hero title shows in the preview as it
  // is typed, while visitors keep the published one until it is published.
  const original = contentDocument<HomePage>('homePage').hero.title.pt!;
  const pane = page.getByTestId('document-pane');
  await studioExpect(field(pane, 'hero.title.pt')).toHaveValue(original);
  const draft = `Brilho de salão ${randomUUID().slice(0, 6)}`;
  // Shown before it is published; how soon is `npm run bench:preview`'s to measure, not a test's.
  await typeInto(pane, 'hero.title.pt', draft);
  await studioExpect.poll(() => shownText(preview.locator('main h1'))).toBe(draft);
  expect(await publicHeroTitle(page, '/?lang=pt')).toBe(original);
  await publish(pane);
  await expect.poll(() => publicHeroTitle(page, '/?lang=pt'), { timeout: 15_000 }).toBe(draft);
  // Put the bundled title back for the specs that follow.
  await typeInto(pane, 'hero.title.pt', original);
  await publish(pane);
  await expect.poll(() => publicHeroTitle(page, '/?lang=pt'), { timeout: 15_000 }).toBe(original);

  // The overlays' code (marked by its overlay attribute) is in the preview's scripts, in none of a visitor's.
  const withOverlayCode = async (paths: Set<string>) => {
    const found: string[] = [];
    for (const path of paths)
      if ((await (await page.request.get(path)).text()).includes(OVERLAY_MARKER)) found.push(path);
    return found;
  };
  await expect.poll(async () => (await withOverlayCode(scripts(previewRequests))).length).toBeGreaterThan(0);
  expect(await withOverlayCode(scripts(visitorRequests))).toEqual([]);
  await visitor.close();

  // Click-to-edit: a service title opens its field, in the page's language.
  const service = services.at(-1)!;
  const title = preview.locator(`[data-service] h3`).filter({ hasText: service.title.pt ?? service.title.en });
  await title.scrollIntoViewIfNeeded();
  await title.hover();
  await title.click();
  await studioExpect(field(pane, 'title.pt')).toBeFocused();
  await expect(field(pane, 'title.pt')).toHaveValue(service.title.pt ?? '');

  // The Studio started once and the preview loaded once: learning that the project has no
  // comments must not remount the Studio's tools, or the frame reloads under the owner's cursor.
  expect(studioStarts()).toEqual({ versionChecks: 1, previewSecrets: 1, frameLoads: 1 });

  // Another page, its address typed into the preview's location bar: on a service page in
  // Ukrainian, the hero and each block's title are the page's own texts, so each opens its own
  // field; none is the site's.
  const interior = contentDocument<{ beforeAfterSection: { title: LocaleValue } }>(INTERIOR_PAGE_ID);
  const location = page.getByTestId('presentation-root').locator('input[type="text"]').first();
  const address = localizedHref(SITE_PAGES.interiorDetail, 'uk');
  // The tool writes the frame's address back into the bar as the frame reports it, and a report
  // that lands between typing and Enter puts the old one back (seen on a loaded machine): the
  // owner would type it again, and so does this, until the frame shows the page.
  await studioExpect(async () => {
    await location.fill(address);
    await studioExpect(location).toHaveValue(address);
    await location.press('Enter');
    await studioExpect(preview.locator('html')).toHaveAttribute('lang', 'uk', { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  // The price tables' headings are the site's own words (the catalogs), not the page's: no field opens from them.
  const priceSection = preview.locator('main section[aria-labelledby="prices"]');
  const siteHeadings = priceSection.locator('h2');
  await studioExpect(siteHeadings).toHaveText([
    message('uk', 'pages.prices.title'),
    message('uk', 'pages.prices.extras'),
  ]);
  for (const one of await siteHeadings.all()) expect(await editTarget(one)).toBeUndefined();
  const headings = preview.locator('main :is(h1, h2):not(section[aria-labelledby="prices"] *)');
  await studioExpect(headings).toHaveCount(10);
  await studioExpect.poll(async () => (await editTarget(headings.first()))?.path).toBe('hero.title.uk');
  for (const one of await headings.all()) {
    const target = await editTarget(one);
    expect(target?.id, await shownText(one)).toBe(INTERIOR_PAGE_ID);
    // In Ukrainian, or the English it falls back to where a translation is missing.
    expect(target?.path, await shownText(one)).toMatch(/\.(uk|en)$/);
  }
  const heading = headings.filter({ hasText: inLang(interior.beforeAfterSection.title, 'uk') });
  await heading.scrollIntoViewIfNeeded();
  await heading.hover();
  await heading.click();
  await studioExpect(field(pane, 'beforeAfterSection.title.uk')).toBeFocused();
  await expect(field(pane, 'beforeAfterSection.title.uk')).toHaveValue(interior.beforeAfterSection.title.uk ?? '');
});
