import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../first-paint.mjs';
import {
  inlineScriptHashes,
  pathnameOfKey,
  perRequestPolicy,
  policyForStoredPage,
  previewPolicy,
  sitePolicy,
  withPolicy,
} from './content-security-policy.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script>
<script>self.__next_f=self.__next_f||[]</script></head><body>
<script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"@type":"AutoRepair"}</script>
<script>self.__next_f.push([1,"x"])</script></body></html>`;

const backends = { supabaseUrl: 'http://127.0.0.1:54321', sanityApiHost: 'http://localhost:54330' };

describe('inlineScriptHashes', () => {
  it('hashes every inline script once and ignores external ones and data blocks (JSON-LD)', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('self.__next_f.push([1,"x"])'),
    ]);
  });

  it('hashes the scripts a browser runs by their type, whatever the attribute’s spelling', () => {
    const typed = [
      `<script type="module">a()</script>`,
      `<script type='text/javascript; charset=utf-8'>b()</script>`,
      `<script TYPE=Application/ECMAScript>c()</script>`,
      `<script type="">d()</script>`,
      `<script type="importmap">{"imports":{}}</script>`,
      `<script type="application/json">{"e":1}</script>`,
      `<script type="text/plain">f()</script>`,
    ].join('');
    expect(inlineScriptHashes(typed)).toEqual(['a()', 'b()', 'c()', 'd()', '{"imports":{}}'].map(sha));
  });
});

describe('policyForStoredPage', () => {
  const policy = policyForStoredPage('/pt/about', html, backends);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `) || d === name);

  it('allows only the site and the page’s own inline scripts — no unsafe-inline or unsafe-eval', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${inlineScriptHashes(html).join(' ')}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self' http://127.0.0.1:54321");
  });

  it('gives the Studio Sanity’s API and nothing from the site’s third parties', () => {
    const studio = policyForStoredPage('/studio/structure', html, backends);
    expect(studio).toContain('wss://*.sanity.io');
    expect(studio).not.toContain('54321');
    expect(studio).not.toContain('google.com');
  });

  it('lets the Studio reach a Content Lake at its own host, with the project subdomain, and the site not at all', () => {
    const studio = policyForStoredPage('/studio', html, backends);
    const connect = studio.split('; ').find((d) => d.startsWith('connect-src '));
    expect(connect).toContain(' http://localhost:54330 http://*.localhost:54330');
    expect(policy).not.toContain('54330');
    const hosted = policyForStoredPage('/studio', html, { supabaseUrl: backends.supabaseUrl });
    expect(hosted).not.toContain('localhost');
  });
});

describe('previewPolicy', () => {
  it('allows Next.js’s scripts by the nonce and the pages’ first-paint script by its hash, nothing else inline', () => {
    const policy = previewPolicy({ nonce: 'abc', supabaseUrl: backends.supabaseUrl, sanityProjectId: 'p1' });
    expect(policy).toContain(`script-src 'self' 'nonce-abc' ${sha(FIRST_PAINT_SCRIPT)};`);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('lets <SanityLive> reach the project’s API, or the configured Content Lake, and nothing else', () => {
    const connect = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src '));
    const hosted = previewPolicy({ nonce: 'abc', supabaseUrl: backends.supabaseUrl, sanityProjectId: 'p1' });
    expect(connect(hosted)).toBe(`connect-src 'self' ${new URL(backends.supabaseUrl).origin} https://p1.api.sanity.io`);
    const local = previewPolicy({
      nonce: 'abc',
      supabaseUrl: backends.supabaseUrl,
      sanityProjectId: 'local',
      sanityApiHost: 'http://localhost:54330',
    });
    expect(connect(local)).toBe(`connect-src 'self' ${new URL(backends.supabaseUrl).origin} http://localhost:54330`);
    // Visitors' pages reach neither.
    expect(connect(policyForStoredPage('/en', html, backends))).toBe(
      `connect-src 'self' ${new URL(backends.supabaseUrl).origin}`,
    );
  });
});

describe('perRequestPolicy', () => {
  it('is the site’s policy with Next.js’s scripts allowed by the nonce and the first-paint script by its hash', () => {
    const policy = perRequestPolicy({ nonce: 'abc', supabaseUrl: backends.supabaseUrl });
    expect(policy).toBe(
      sitePolicy({ scriptSources: ["'nonce-abc'", sha(FIRST_PAINT_SCRIPT)], supabaseUrl: backends.supabaseUrl }),
    );
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('withPolicy (cached pages)', () => {
  it('reads the page path out of an opaque route-cache key', () => {
    expect(pathnameOfKey('/route-cache/APP_PAGE/0a1b/$/pt/about')).toBe('/pt/about');
    expect(pathnameOfKey('/about')).toBe('/about');
  });

  it('adds a policy to stored pages only', () => {
    const page = withPolicy('/route-cache/APP_PAGE/x/$/en', { kind: 'APP_PAGE', html }, backends);
    expect(page.headers?.['content-security-policy']).toContain(sha('self.__next_f.push([1,"x"])'));
    const route = withPolicy('/route-cache/APP_ROUTE/x/$/sitemap.xml', { kind: 'APP_ROUTE', body: 'x' }, backends);
    expect(route).toEqual({ kind: 'APP_ROUTE', body: 'x' });
  });

  it('replaces a stored policy that does not match the HTML being served (a torn cache entry)', () => {
    const key = '/route-cache/APP_PAGE/x/$/pt';
    const regenerated = html.replaceAll('[1,"x"]', '[1,"y"]');
    const stale = { 'content-security-policy': policyForStoredPage('/pt', html, backends), 'x-next-cache-tags': 't' };
    const page = withPolicy(key, { kind: 'APP_PAGE', html: regenerated, headers: stale }, backends);
    expect(page.headers?.['content-security-policy']).toContain(sha('self.__next_f.push([1,"y"])'));
    expect(page.headers?.['content-security-policy']).not.toContain(sha('self.__next_f.push([1,"x"])'));
    expect(page.headers?.['x-next-cache-tags']).toBe('t');
    // And back: the policy follows whichever HTML is read.
    const again = withPolicy(key, { kind: 'APP_PAGE', html, headers: {} }, backends);
    expect(again.headers?.['content-security-policy']).toContain(sha('self.__next_f.push([1,"x"])'));
  });
});
