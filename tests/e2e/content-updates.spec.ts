import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_REVALIDATE_SECRET } from '../../lib/env/public';
import { contentDocument, localizedHref, message, type Locale, type LocaleValue } from './support/content';
import {
  crashAndRestartLake,
  lakeDocument,
  mutate,
  OWNER,
  signIn,
  startLakeProcessAgain,
  stopLakeProcess,
} from './support/lake';

/**
 * ISR end to end on embedded defaults: the running `next start` serves static pages; a change
 * published to the local Content Lake reaches them through the lake's signed webhook, with no
 * rebuild; an unsigned or forged webhook changes nothing; a lake that is down or crashed costs
 * visitors nothing and loses no published edit.
 */
const serviceId = 'service-express-detail';
const original = contentDocument<{ title: LocaleValue }>(serviceId).title.en;

async function webhook(request: APIRequestContext, secret: string | null, type = 'service') {
  const body = JSON.stringify({ _id: type === 'service' ? serviceId : type, _type: type });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), secret);
  return request.post('/api/revalidate', { data: body, headers });
}

const homeHtml = async (request: APIRequestContext) => (await request.get('/')).text();

async function setTitle(token: string, title: string) {
  const response = await mutate(token, [{ patch: { id: serviceId, set: { 'title.en': title } } }]);
  expect(response.status).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('a change published to the lake regenerates the static page through its signed webhook; forged webhooks are refused', async ({
  request,
}) => {
  const token = await signIn(OWNER);
  expect(await homeHtml(request)).toContain(original);
  const unsigned = await webhook(request, null);
  expect(unsigned.status()).toBe(401);
  const forged = await webhook(request, 'not-the-configured-secret');
  expect(forged.status()).toBe(401);

  const edited = `${original} — ISR ${Date.now()}`;
  await setTitle(token, edited);
  try {
    // Stale-while-revalidate: the first visit after the webhook triggers regeneration.
    await expect.poll(() => homeHtml(request), { timeout: 20_000 }).toContain(edited);
  } finally {
    await setTitle(token, original);
  }
  await expect.poll(() => homeHtml(request), { timeout: 20_000 }).not.toContain(edited);
});

test('when the lake is down, a revalidation keeps serving the last good page; back up, edits flow again', async ({
  request,
}) => {
  // The last good page is a fresh one (a cache HIT): a stale answer would be replaced by the
  // regeneration it triggers, the same content streamed in another order.
  let goodHtml = '';
  await expect
    .poll(
      async () => {
        const before = await request.get('/about');
        goodHtml = await before.text();
        return `${before.status()} ${before.headers()['x-nextjs-cache']}`;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe('200 HIT');
  await stopLakeProcess();
  try {
    // Every page reads the site settings (header, footer), so this marks them all stale. The
    // settings also hold the VAT regime, so the webhook copies the prices to the booking database,
    // which needs the lake: it answers 500 (Sanity delivers it again), after revalidating.
    const signed = await webhook(request, LOCAL_REVALIDATE_SECRET, 'siteSettings');
    expect(signed.status()).toBe(500);
    expect(await signed.json()).toMatchObject({
      revalidated: ['sanity:siteSettings'],
      message: expect.stringContaining("The booking database's price list was not updated"),
    });
    for (const path of ['/', '/about']) {
      // The first visit triggers the failing regeneration; later ones still get the stale page.
      for (let visit = 0; visit < 3; visit++) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain('<h1');
      }
    }
    expect(await (await request.get('/about')).text()).toBe(goodHtml);
  } finally {
    await startLakeProcessAgain();
  }
  // Back up: the next visits regenerate the stale page from the lake again (a fresh cache HIT
  // means a regeneration after the restart succeeded). Only then edit, so no regeneration still
  // retrying from the outage can race the edit.
  await expect
    .poll(async () => (await request.get('/')).headers()['x-nextjs-cache'], { timeout: 30_000, intervals: [500] })
    .toBe('HIT');
  const token = await signIn(OWNER);
  const edited = `${original} — back ${Date.now()}`;
  await setTitle(token, edited);
  await expect.poll(() => homeHtml(request), { timeout: 20_000 }).toContain(edited);
  await setTitle(token, original);
  await expect.poll(() => homeHtml(request), { timeout: 20_000 }).not.toContain(edited);
});

test('a crash of the lake loses no published edit and no session', async () => {
  const token = await signIn(OWNER);
  const edited = `${original} — durable ${Date.now()}`;
  await setTitle(token, edited);
  const rev = (await lakeDocument<{ _rev: string }>(serviceId))!._rev;
  await crashAndRestartLake();
  const after = await lakeDocument<{ _rev: string; title: LocaleValue }>(serviceId);
  expect(after?.title.en).toBe(edited);
  expect(after?._rev).toBe(rev);
  // The session outlives the restart too: the owner keeps working.
  await setTitle(token, original);
  expect((await lakeDocument<{ title: LocaleValue }>(serviceId))?.title.en).toBe(original);
});

test('turning the reviews link off in the site settings takes it out of the header and footer; the section stays', async ({
  page,
}) => {
  const token = await signIn(OWNER);
  const setLink = async (on: boolean) => {
    const response = await mutate(token, [{ patch: { id: 'siteSettings', set: { showReviewsLink: on } } }]);
    expect(response.status).toBe(200);
  };
  /** The Reviews links of the header's navigation and the footer's quick links of `path`, freshly loaded. */
  const reviewsLinks = async (path: string, lang: Locale = 'en') => {
    // A page opened in another language remembers it (the `lang` cookie); a plain address would follow it.
    await page.context().clearCookies();
    await page.goto(localizedHref(path, lang));
    const name = { name: message(lang, 'nav.reviews'), exact: true };
    const header = page.getByRole('banner').getByRole('navigation', { name: message(lang, 'nav.mainNavigation') });
    const footer = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: message(lang, 'chrome.footer.quickLinks') });
    return [await header.getByRole('link', name).count(), await footer.getByRole('link', name).count()];
  };
  const reviewsSection = (target: Page) => target.locator('section#reviews');

  // The bundled content has it on.
  expect(contentDocument<{ showReviewsLink: boolean }>('siteSettings').showReviewsLink).toBe(true);
  expect(await reviewsLinks('/about')).toEqual([1, 1]);
  await setLink(false);
  try {
    // Every page's header and footer read the settings, so the webhook regenerates them all.
    await expect.poll(() => reviewsLinks('/about'), { timeout: 20_000 }).toEqual([0, 0]);
    await expect.poll(() => reviewsLinks('/'), { timeout: 20_000 }).toEqual([0, 0]);
    await expect(reviewsSection(page)).toHaveCount(1);
    await expect.poll(() => reviewsLinks('/', 'uk'), { timeout: 20_000 }).toEqual([0, 0]);
    await expect(reviewsSection(page)).toHaveCount(1);
  } finally {
    await setLink(true);
  }
  await expect.poll(() => reviewsLinks('/about'), { timeout: 20_000 }).toEqual([1, 1]);
});
