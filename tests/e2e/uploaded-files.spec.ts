import { expect, test } from '@playwright/test';
import { TRANSLATOR, signIn, uploadAsset } from './support/lake';

/**
 * An editor (the translator's account) can upload any file to the Content Lake. On embedded
 * defaults the site passes assets through at /sanity-assets, on its own origin, where the owner's
 * Studio session lives: no uploaded file may run script there, whatever it holds or claims to be.
 */

/** What a hostile upload's script would do: send the owner's Studio token away. */
const LEAK = `fetch('/api/leak?token=' + encodeURIComponent(localStorage.getItem('owner-studio-token')))`;

const hostile = [
  { kind: 'files', name: 'invoice.html', type: 'text/html', body: `<!doctype html><script>${LEAK}</script>` },
  {
    kind: 'images',
    name: 'logo.svg',
    type: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${LEAK}"><script>${LEAK}</script><rect width="10" height="10"/></svg>`,
  },
  { kind: 'files', name: 'photo.png', type: 'image/png', body: `<html><body><script>${LEAK}</script></body></html>` },
] as const;

test('an uploaded HTML page, SVG or HTML labelled as a picture runs no script on the site and reads no token', async ({
  page,
  request,
}) => {
  const token = await signIn(TRANSLATOR);
  const paths = await Promise.all(hostile.map(({ kind, ...file }) => uploadAsset(token, kind, file)));

  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('owner-studio-token', 'the-owners-token'));
  const leaks: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/leak') && leaks.push(sent.url()));
  page.context().on('request', (sent) => sent.url().includes('/api/leak') && leaks.push(sent.url()));

  for (const assetPath of paths) {
    const url = `/sanity-assets/${assetPath}`;
    const answer = await request.get(url);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    expect(answer.headers()['content-type']).not.toMatch(/html|svg|xml|javascript/);
    // Opened directly (a download starts for what is not a picture, film or PDF) and as a picture.
    await page.goto(url).catch(() => undefined);
    await page.goto('/');
    await page.evaluate((src) => {
      const img = document.createElement('img');
      img.src = src;
      document.body.append(img);
    }, url);
    await page.waitForTimeout(500);
  }
  expect(leaks).toEqual([]);
});

test('/sanity-assets passes only asset files: the lake API, sign-in and event streams are 404', async ({ request }) => {
  for (const path of [
    '/sanity-assets/v1/ping',
    '/sanity-assets/v2025-10-01/data/query/production?query=*',
    '/sanity-assets/v2025-10-01/data/listen/production?query=*',
    '/sanity-assets/v1/auth/login/lake',
    '/sanity-assets/v2025-10-01/users/me',
    '/sanity-assets/images/local/production/..%2F..%2Fv1%2Fping',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
