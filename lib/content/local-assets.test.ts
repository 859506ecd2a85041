import { describe, expect, it } from 'vitest';
import { isLocalAssetPath, localAssetHeaders } from './local-assets';

const SHA1 = '8d85ca519fb59055012dd7011dc702c374957b9d';

describe('isLocalAssetPath', () => {
  it('passes image and file assets at the CDN path shapes', () => {
    expect(isLocalAssetPath(['images', 'local', 'production', `${SHA1}-1200x900.webp`])).toBe(true);
    expect(isLocalAssetPath(['files', 'local', 'production', `${SHA1}.mp4`])).toBe(true);
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
    [['images', 'local', 'production', `${SHA1.toUpperCase()}-1x1.webp`]],
  ])('refuses %j', (segments) => {
    expect(isLocalAssetPath(segments)).toBe(false);
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
