import { expect, test } from '@playwright/test';
import { absoluteFormRequest } from './support/absolute-form';

/**
 * What someone who makes up requests meets on `npm start` reached directly (no proxy in front):
 * clear 4xx answers, no page rendered or stored per made-up URL, and forwarded headers that are
 * nobody's word. (Behind nginx: deployment.spec.ts.)
 */
test('a malformed %-escape gets 400, whatever route or framework path it names', async ({ request }) => {
  for (const path of [
    '/sanity-assets/%zz',
    '/sanity-assets/images/%zz/%E0',
    '/api/studio/requests/%zz',
    '/_next/static/%zz',
    '/_next/image?url=/sanity-assets/%zz&w=640&q=75',
    '/about%zz',
  ]) {
    expect((await request.get(path)).status(), path).toBe(400);
  }
});

test('the image optimizer resizes the images the site emits, and no made-up crop of them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const emitted = /\ssrc="(\/_next\/image\?url=[^"\s]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(emitted).toBeDefined();
  expect((await request.get(emitted!)).status()).toBe(200);
  const url = new URL(emitted!, 'http://site');
  const source = url.searchParams
    .get('url')!
    .split('?')[0]!
    .replace(/\/[\w-]{22}\.\w+$/, '');
  for (const variant of [`${source}?rect=1,0,100000,100000`, `${source}?rect=10,10,500,500&w=8000`, `${source}?x=1`]) {
    url.searchParams.set('url', variant);
    expect((await request.get(`${url.pathname}${url.search}`)).status(), variant).toBe(400);
  }
});

test('a request line naming another host (absolute form) gets 400, never a redirect there', async ({ baseURL }) => {
  const answer = await absoluteFormRequest(baseURL!, 'http://evil.example/about?lang=pt');
  expect(answer).toEqual({ status: 400, location: undefined });
});

test('made-up service slugs get the prerendered 404 page from the cache, none rendered or stored of its own', async ({
  request,
}) => {
  const probe = `/services/probe-${Date.now()}`;
  for (const lang of ['en', 'uk']) {
    // The first stores the language's 404 page; every other made-up slug is answered from it.
    for (const slug of ['a', 'b', 'c']) {
      const path = `${probe}-${slug}?lang=${lang}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
      if (slug !== 'a') expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
  }
  const known = await request.get('/services/interior-detail');
  expect(known.status()).toBe(200);
});

test('a server action checks its Origin against the Host it was sent to: a spoofed X-Forwarded-Host is dropped', async ({
  request,
  baseURL,
}) => {
  // The booking form without JavaScript posts to its server action, whose reference is in the form.
  const html = await (await request.get('/')).text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)].map((match) => [
      match[1]!,
      (match[2] ?? '').replaceAll('&quot;', '"'),
    ]),
  );
  expect(Object.keys(fields).length).toBeGreaterThan(0);
  const post = (headers: Record<string, string>) => request.post('/', { multipart: fields, headers });
  expect((await post({ origin: new URL(baseURL!).origin })).status()).toBe(200);
  const spoofed = await post({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
  expect(spoofed.status()).not.toBe(200);
  expect(await spoofed.text()).not.toContain('booking-form');
});
