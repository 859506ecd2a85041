import { describe, expect, it } from 'vitest';
import { IMAGE_PARAMS } from '@/stand-ins/sanity-content-lake/image-params';
import { isLocalAssetPath, localAssetHeaders, localAssetLakePath, localAssetSearch } from './local-assets';

const SHA1 = '8d85ca519fb59055012dd7011dc702c374957b9d';

describe('isLocalAssetPath', () => {
  it('passes image and file assets at the CDN path shapes', () => {
    expect(isLocalAssetPath(['images', 'local', 'production', `${SHA1}-1200x900.webp`])).toBe(true);
    expect(isLocalAssetPath(['files', 'local', 'production', `${SHA1}.mp4`])).toBe(true);
  });

  it("passes an image's vanity name, as the CDN does, and leaves it out of the lake's path", () => {
    const named = ['images', 'local', 'production', `${SHA1}-1200x900.webp`, 'AbC_-d.webp'];
    expect(isLocalAssetPath(named)).toBe(true);
    expect(localAssetLakePath(named)).toBe(`images/local/production/${SHA1}-1200x900.webp`);
  });

  it.each([
    [['v1', 'ping']],
    [['v2025-10-01', 'data', 'query', 'production']],
    [['v1', 'auth', 'login', 'lake']],
    [['v2025-10-01', 'data', 'listen', 'production']],
    [['images', 'local', 'production']],
    [['images', 'local', 'production', `${SHA1}.webp`]],
    [['files', 'local', 'production', `${SHA1}-1x1.mp4`]],
    [['images', 'local', 'production', '..', `${SHA1}-1x1.webp`]],
    [['images', 'local', 'production', `${SHA1}-1x1.webp`, 'extra']],
    [['images', 'local', 'production', `${SHA1}-1x1.webp`, 'a.webp', 'b.webp']],
    [['files', 'local', 'production', `${SHA1}.mp4`, 'name.mp4']],
    [['images', 'local', 'production', `${SHA1.toUpperCase()}-1x1.webp`]],
  ])('refuses %j', (segments) => {
    expect(isLocalAssetPath(segments)).toBe(false);
  });
});

describe('localAssetSearch', () => {
  const image = ['images', 'local', 'production', `${SHA1}-1200x900.webp`];
  const search = (query: string) => new URLSearchParams(query);

  it("passes an image's crop, the one image parameter the site's URLs carry", () => {
    expect(localAssetSearch(image, search('rect=120,180,780,630'))).toBe('?rect=120%2C180%2C780%2C630');
  });

  it('passes only parameters the lake applies, and of those none that could enlarge the image', () => {
    const all = search([...IMAGE_PARAMS, 'auto', 'dl'].map((name) => `${name}=1`).join('&'));
    const forwarded = [...new URLSearchParams(localAssetSearch(image, all)).keys()];
    expect(forwarded.length).toBeGreaterThan(0);
    for (const name of forwarded) expect(IMAGE_PARAMS).toContain(name);
    for (const name of ['w', 'h', 'fit', 'bg']) expect(forwarded).not.toContain(name);
  });

  it('drops anything else, and repeats of a parameter', () => {
    expect(localAssetSearch(image, search('sid=abc&query=*&perspective=drafts&w=8192&h=8192&fit=fill'))).toBe('');
    expect(localAssetSearch(image, search('rect=0,0,10,10&rect=1,1,5,5&token=secret'))).toBe('?rect=0%2C0%2C10%2C10');
  });

  it('passes nothing for a file', () => {
    expect(localAssetSearch(['files', 'local', 'production', `${SHA1}.mp4`], search('rect=0,0,10,10'))).toBe('');
  });
});

describe('localAssetHeaders', () => {
  it('serves the allow-listed types as themselves, sandboxed and not sniffed', () => {
    for (const type of ['image/webp', 'image/jpeg', 'video/mp4', 'application/pdf']) {
      const headers = localAssetHeaders(`${type}; charset=binary`);
      expect(headers['Content-Type']).toBe(type);
      expect(headers['Content-Disposition']).toBeUndefined();
      expect(headers['Content-Security-Policy']).toMatch(/\bsandbox\b/);
      expect(headers['Content-Security-Policy']).toMatch(/default-src 'none'/);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });

  it.each(['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript', 'application/octet-stream', null])(
    'sends %s as a download that cannot script',
    (type) => {
      const headers = localAssetHeaders(type);
      expect(headers['Content-Type']).toBe('application/octet-stream');
      expect(headers['Content-Disposition']).toBe('attachment');
      expect(headers['Content-Security-Policy']).toMatch(/\bsandbox\b/);
    },
  );
});
