import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

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
