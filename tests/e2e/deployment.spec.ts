import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../lib/constants';
import { localizedHref } from '../../lib/i18n/locale';
import { LOCAL_REVALIDATE_SECRET, publicEnv } from '../../lib/env/public';
import { getAsSent, startDeployment, type Deployment } from '../support/deployment';
import { absoluteFormRequest } from './support/absolute-form';
import {
  bookingForm,
  bookWithScript,
  fillBooking,
  forgetServerAddressCount,
  fullBooking,
  outcomeTexts,
  storedRows,
  submitButton,
} from './support/booking';
import { contentDocument, homeUrl, type LocaleValue } from './support/content';
import { mutate, OWNER, signIn, TRANSLATOR } from './support/lake';
import { NOT_FOUND_PATH, SITE_PAGES } from './support/site-pages';

/**
 * The site deployed as it is self-hosted (tests/support/deployment.ts): two `npm start -H
 * 127.0.0.1` instances sharing a Redis cache, behind nginx under a public host with
 * `X-Forwarded-Proto: https`. Every route and language answers; a signed webhook to one instance
 * updates both; a regenerated page hydrates under its policy; a restarted instance is not stale;
 * the proxy compresses what it serves.
 */
test.describe.configure({ mode: 'serial' });

let deployment: Deployment;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployment = await startDeployment({ instances: 2 });
});
test.afterAll(async () => deployment?.stop());

const serviceId = 'service-paint-correction';
const original = contentDocument<{ title: LocaleValue }>(serviceId).title.en;
const pages = Object.values(SITE_PAGES).flatMap((path) => LOCALES.map((lang) => ({ path, lang })));

/** GET through nginx (or an instance) as a browser on the public host would. */
const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, base), { redirect: 'manual', headers: { host: new URL(deployment.publicUrl).host, ...headers } });

async function setTitle(token: string, title: string) {
  expect((await mutate(token, [{ patch: { id: serviceId, set: { 'title.en': title } } }])).status).toBe(200);
}

/** The lake's signed webhook, sent to one instance only. */
async function webhookTo(instanceUrl: string) {
  const body = JSON.stringify({ _id: serviceId, _type: 'service' });
  const signature = await encodeSignatureHeader(body, Date.now(), LOCAL_REVALIDATE_SECRET);
  const response = await fetch(new URL('/api/revalidate', instanceUrl), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  expect(response.status).toBe(200);
}

/** Opens a page and proves it hydrated under its own policy: no violation, React state works. */
async function expectHydratedUnderPolicy(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && problems.push(m.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await page.mouse.wheel(0, 400);
  await expect(page.locator('header [data-scrolled="true"], header[data-scrolled="true"]')).toHaveCount(1);
  expect(problems).toEqual([]);
  return page;
}

test('bound to 127.0.0.1, each instance answers every route and language for a foreign Host, over HTTP and behind TLS', async () => {
  for (const base of deployment.instanceUrls) {
    for (const proto of ['http', 'https']) {
      const headers = { host: 'www.caparica-detailing.example', 'x-forwarded-proto': proto };
      for (const { path, lang } of pages) {
        const response = await get(base, localizedHref(path, lang), headers);
        expect(response.status, `${path} ${lang} ${proto}`).toBe(200);
        expect(await response.text()).toContain(`<html lang="${LOCALE_TAGS[lang].html}"`);
      }
      const missing = await get(base, NOT_FOUND_PATH, headers);
      expect(missing.status).toBe(404);
      // Redirects stay on the host the visitor used: relative, never the private bind.
      const english = await get(base, '/about?lang=en', headers);
      expect(english.status).toBe(307);
      expect(english.headers.get('location')).toBe('/about');
      const internal = await get(base, '/pt/about', headers);
      expect(internal.headers.get('location')).toBe('/about?lang=pt');
    }
  }
});

test('behind nginx, the public host serves every page in every language with public canonical URLs and a working policy', async ({
  browser,
}) => {
  for (const { path, lang } of pages) {
    const response = await get(deployment.entryUrl, localizedHref(path, lang));
    expect(response.status, `${path} ${lang}`).toBe(200);
    const html = await response.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(new URL(canonical ?? 'about:blank').toString()).toBe(
      new URL(localizedHref(path, lang), publicEnv.siteUrl).toString(),
    );
    expect(/127\.0\.0\.1:\d+|caparica\.localhost/.exec(html)?.[0], 'private or proxy host in the page').toBeUndefined();
  }
  expect((await get(deployment.entryUrl, `${NOT_FOUND_PATH}?lang=uk`)).status).toBe(404);
  // A request line naming another host (absolute form) is answered for this site, never sent there.
  const absolute = await absoluteFormRequest(
    deployment.entryUrl,
    'http://evil.example/about?lang=pt',
    new URL(deployment.publicUrl).host,
  );
  expect(absolute.status).toBe(200);
  expect(absolute.location ?? '').not.toContain('evil.example');
  const page = await expectHydratedUnderPolicy(browser, `${deployment.publicUrl}/?lang=uk`);
  // Client navigation and the language switch go through nginx too.
  await page.goto(`${deployment.publicUrl}/about?lang=en`);
  expect(new URL(page.url())).toMatchObject({
    host: new URL(deployment.publicUrl).host,
    pathname: '/about',
    search: '',
  });
  await page.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`behind nginx, a booking request ${javaScriptEnabled ? 'with' : 'without'} JavaScript is stored and acknowledged`, async ({
    browser,
  }) => {
    const lang: Locale = 'pt';
    if (!javaScriptEnabled) await forgetServerAddressCount();
    const context = await browser.newContext({ baseURL: deployment.publicUrl, javaScriptEnabled });
    const page = await context.newPage();
    const booking = fullBooking(lang);
    if (javaScriptEnabled) {
      await bookWithScript(page, lang, booking);
    } else {
      await page.goto(homeUrl(lang, '#contact'));
      await fillBooking(page, lang, booking);
      // The server action checks the form's origin against the forwarded public host.
      await Promise.all([page.waitForLoadState('load'), submitButton(page, lang).click()]);
      await expect(
        bookingForm(page)
          .getByRole('status')
          .filter({ hasText: outcomeTexts(lang, 'success').title }),
      ).toBeVisible();
    }
    await expect.poll(async () => (await storedRows(booking.email)).length).toBe(1);
    await context.close();
  });
}

test('behind nginx, the Studio’s Requests API answers the owner from the site’s pages on every instance, and no one else', async () => {
  const owner = await signIn(OWNER);
  const translator = await signIn(TRANSLATOR);
  // The Studio's pages are the site's: their Origin is its configured public address.
  const fromSite = { origin: new URL(publicEnv.siteUrl).origin };
  for (const base of [deployment.entryUrl, ...deployment.instanceUrls]) {
    const list = await get(base, '/api/studio/requests', { ...fromSite, authorization: `Bearer ${owner}` });
    expect(list.status, base).toBe(200);
    expect(list.headers.get('cache-control'), base).toBe('no-store');
    expect(await list.json()).toMatchObject({ page: 1, pageSize: 50, rows: expect.any(Array) });
    const asTranslator = await get(base, '/api/studio/requests', {
      ...fromSite,
      authorization: `Bearer ${translator}`,
    });
    expect(asTranslator.status, base).toBe(403);
    const fromElsewhere = await get(base, '/api/studio/requests', {
      origin: 'https://evil.example',
      authorization: `Bearer ${owner}`,
    });
    expect(fromElsewhere.status, base).toBe(403);
    if (base === deployment.entryUrl) {
      // nginx sets X-Forwarded-Host itself: a client's own is never what an instance reads.
      const spoofed = await get(base, '/api/studio/requests', {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        authorization: `Bearer ${owner}`,
      });
      expect(spoofed.status, base).toBe(403);
    }
    expect((await get(base, '/api/studio/requests', fromSite)).status, base).toBe(401);
  }
});

test('several instances, one truth: a signed webhook to one instance updates both, and the regenerated pages hydrate under their policy', async ({
  browser,
}) => {
  const [first, second] = deployment.instanceUrls as [string, string];
  // Both instances have served (and stored) the home page before the edit.
  for (const base of [first, second]) expect(await (await get(base, '/')).text()).toContain(original);

  const token = await signIn(OWNER);
  const edited = `${original} — shared ${Date.now()}`;
  await setTitle(token, edited);
  try {
    await webhookTo(first);
    for (const base of [second, first]) {
      await expect.poll(async () => (await get(base, '/')).text(), { timeout: 15_000 }).toContain(edited);
    }
    for (const base of [first, second]) await (await expectHydratedUnderPolicy(browser, `${base}/`)).close();
  } finally {
    await setTitle(token, original);
    await webhookTo(second);
  }
  for (const base of [first, second]) {
    await expect.poll(async () => (await get(base, '/')).text(), { timeout: 15_000 }).not.toContain(edited);
  }
});

/**
 * POSTs `megabytes` of zeros to an instance's webhook as one streamed body, its length declared or
 * not, as a flood would, and stops writing once the answer has come; resolves with its status.
 */
function floodWebhook(instanceUrl: string, megabytes: number, declareLength: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL('/api/revalidate', instanceUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: `t=${Date.now()},v1=forged`,
        ...(declareLength ? { 'content-length': String(megabytes * 1024 * 1024) } : {}),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server may close the connection while the flood is still being written.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const write = () => {
      while (!answered && sent < megabytes) {
        sent += 1;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

test('the webhook refuses a huge body before reading it and a signature from 2021, and the instance keeps its memory', async () => {
  const [first] = deployment.instanceUrls as [string, string];
  const before = deployment.instanceMemoryBytes(0);
  expect(await floodWebhook(first, 300, false)).toBe(413);
  expect(await floodWebhook(first, 300, true)).toBe(413);
  const body = JSON.stringify({ _id: serviceId, _type: 'service' });
  const old = await fetch(new URL('/api/revalidate', first), {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.UTC(2021, 0, 1), LOCAL_REVALIDATE_SECRET),
    },
  });
  expect(old.status).toBe(401);
  // Memory stays flat: what 300 MiB read whole would cost shows as hundreds of MiB here.
  expect(deployment.instanceMemoryBytes(0) - before).toBeLessThan(64 * 1024 * 1024);
});

test('an instance stopped while content changed serves the new content as soon as it is back', async () => {
  const [first, second] = deployment.instanceUrls as [string, string];
  expect(await (await get(second, '/')).text()).toContain(original);
  await deployment.stopInstance(1);
  const token = await signIn(OWNER);
  const edited = `${original} — restart ${Date.now()}`;
  await setTitle(token, edited);
  try {
    await webhookTo(first);
    await deployment.startInstance(1);
    // Its very first answer: nothing stale was kept anywhere, no invalidation was lost.
    expect(await (await get(second, '/')).text()).toContain(edited);
    // nginx sends visitors to both again.
    for (let i = 0; i < 4; i++) expect(await (await get(deployment.entryUrl, '/')).text()).toContain(edited);
  } finally {
    await setTitle(token, original);
    await webhookTo(first);
  }
});

test('CDN-safe answers through nginx: the cookie redirect and the visitor link pages are private, ?lang pages are the same for everyone', async () => {
  const redirect = await get(deployment.entryUrl, '/about', { cookie: 'lang=uk' });
  expect(redirect.status).toBe(307);
  expect(redirect.headers.get('location')).toBe('/about?lang=uk');
  expect(redirect.headers.get('cache-control')).toBe('private, no-store');
  expect(redirect.headers.get('vary')).toMatch(/\bCookie\b/);

  // A visitor who already chose Portuguese gets exactly what any other visitor of the URL gets.
  const portuguese = await get(deployment.entryUrl, '/about?lang=pt', { cookie: 'lang=pt' });
  expect(portuguese.status).toBe(200);
  expect(portuguese.headers.get('set-cookie')).toBeNull();
  expect(portuguese.headers.get('cache-control')).toMatch(/s-maxage=\d+/);

  // A visitor's link pages are one person's: never stored by a shared cache, never indexed.
  for (const path of [`/appointment/${'A'.repeat(43)}?lang=pt`, `/review/${'A'.repeat(43)}?lang=pt`]) {
    const link = await get(deployment.entryUrl, path, {});
    expect(link.status, path).toBe(404);
    expect(link.headers.get('cache-control'), path).toBe('private, no-store');
    expect(link.headers.get('x-robots-tag'), path).toMatch(/noindex/);
  }
});

/** A GET through nginx as a client on the public host sends it, the body still encoded. */
const rawGet = (path: string, acceptEncoding: string) =>
  getAsSent(new URL(path, deployment.entryUrl), {
    host: new URL(deployment.publicUrl).host,
    'accept-encoding': acceptEncoding,
  });

test('behind nginx, pages, styles and scripts travel compressed: brotli where the client takes it, gzip otherwise', async () => {
  const home = (await rawGet('/?lang=uk', 'identity')).body.toString('utf8');
  // The styles are inline in each page; the file they came from is still served (client navigations).
  const stylesheet = home.match(/<style[^>]* data-href="([^"]+)"/)![1]!;
  const script = home.match(/<script src="([^"]+)"/)![1]!;
  for (const path of ['/?lang=uk', localizedHref(SITE_PAGES.interiorDetail, 'pt'), stylesheet, script]) {
    const plain = await rawGet(path, 'identity');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    const brotli = await rawGet(path, 'br, gzip');
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotli.headers.vary, path).toMatch(/\bAccept-Encoding\b/i);
    expect(brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
    const gzip = await rawGet(path, 'gzip');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
    expect(brotli.body.length, path).toBeLessThan(gzip.body.length);
  }
});
