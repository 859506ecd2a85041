import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/env/server';
import { linkToken } from '@/supabase/functions/send-contact-notification/signed-link';
import { config, proxy } from './proxy';

const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url });

/** The URL of each file-based route at the app root (favicon.ico, robots.ts → /robots.txt…). */
function appRootFileUrls(): string[] {
  const generated: Record<string, string> = {
    robots: 'robots.txt',
    sitemap: 'sitemap.xml',
    manifest: 'manifest.webmanifest',
  };
  // Route conventions that render, not files served at their name.
  const conventions = new Set(['not-found']);
  const entries = readdirSync('app', { withFileTypes: true });
  return [
    ...entries
      .filter((entry) => entry.isFile() && !conventions.has(path.parse(entry.name).name))
      .map((entry) => `/${generated[path.parse(entry.name).name] ?? entry.name}`),
    // A folder named like a file is a route handler serving that file.
    ...entries
      .filter((entry) => entry.isDirectory() && /^[\w-]+\.\w+$/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  ];
}

/** Every file in public/ by the URL Next serves it at. */
function publicFileUrls(): string[] {
  if (!existsSync('public')) return [];
  return readdirSync('public', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative('public', path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

describe('proxy matcher', () => {
  it.each([
    '/',
    '/about',
    '/services/interior-detail',
    '/appointment/Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg',
    '/review/Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg',
    '/review/Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg/opt-out',
    '/does-not-exist',
    '/prices.pdf',
    '/index.html',
    '/studios',
    '/favicon.ico.bak',
  ])('runs the proxy for the page or unknown path %s', (url) => expect(runsProxy(url)).toBe(true));

  it.each([
    '/studio',
    '/studio/structure',
    '/api/revalidate',
    '/_next/static/chunks/app.js',
    '/sanity-assets/images/a.webp',
  ])('leaves %s to its own route', (url) => expect(runsProxy(url)).toBe(false));

  it.each([
    '/sanity-assets/%zz',
    '/sanity-assets/images/%zz/%E0',
    '/api/studio/requests/%zz',
    '/_next/static/%zz',
    '/studio/%zz',
    '/_next/image?url=%2Fsanity-assets%2F%25zz&w=640&q=75',
  ])('checks the escapes of %s before its route decodes them', (url) => expect(runsProxy(url)).toBe(true));

  it("leaves the app's own files and every public file to Next's file serving", () => {
    const files = [...appRootFileUrls(), ...publicFileUrls()];
    expect(files).toEqual(expect.arrayContaining(['/favicon.ico', '/robots.txt', '/sitemap.xml']));
    expect(files.filter(runsProxy)).toEqual([]);
  });
});

const NONCE = '5b0f7c1e-9a44-4c8e-8d1f-2a6b3c4d5e6f';
const review = await linkToken('review-link', serverEnv.bookingChallengeSecret, NONCE);
const manage = await linkToken('appointment-manage-link', serverEnv.bookingChallengeSecret, NONCE);

describe('the proxy on a visitor’s link page', () => {
  const SITE = 'http://localhost:3000';
  const rewrittenTo = (response: Response) => new URL(response.headers.get('x-middleware-rewrite')!).pathname;

  it('renders a page per request, never stored or indexed, with 404 for a token not signed for it', async () => {
    const cases = [
      [`/review/${review}`, 200, `/uk/review/${review}`],
      [`/review/${review}/opt-out`, 200, `/uk/review/${review}/opt-out`],
      [`/appointment/${manage}`, 200, `/uk/appointment/${manage}`],
      // Each page takes only its own purpose's tokens.
      [`/review/${manage}`, 404, `/uk/review/${manage}`],
      [`/review/${manage}/opt-out`, 404, `/uk/review/${manage}/opt-out`],
      [`/appointment/${review}`, 404, `/uk/appointment/${review}`],
    ] as const;
    for (const [path, status, target] of cases) {
      const response = await proxy(new NextRequest(`${SITE}${path}?lang=uk`));
      expect(response.status, path).toBe(status);
      expect(rewrittenTo(response), path).toBe(target);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('content-security-policy'), path).toMatch(/'nonce-/);
    }
  });

  it('sends a post to the opt-out page to its route handler, which answers it itself', async () => {
    const response = await proxy(
      new NextRequest(`${SITE}/review/${review}/opt-out?lang=pt`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(response.status).toBe(200);
    expect(rewrittenTo(response)).toBe(`/api/review/${review}/opt-out`);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).searchParams.get('lang')).toBe('pt');
    // A post to the review page itself is its server action's: the page.
    const action = await proxy(new NextRequest(`${SITE}/review/${review}`, { method: 'POST' }));
    expect(rewrittenTo(action)).toBe(`/en/review/${review}`);
  });
});
