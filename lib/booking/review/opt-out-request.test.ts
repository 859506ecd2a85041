import { describe, expect, it } from 'vitest';
import { optOutLanguage, optOutPoster } from './opt-out-request';

const URL_BASE = 'https://example.pt/api/review/abc/opt-out';
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(URL_BASE, { method: 'POST', body, headers });

describe('optOutPoster', () => {
  it('tells a mail client’s one-click opt-out, urlencoded or multipart (RFC 8058)', async () => {
    expect(
      await optOutPoster(post('List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe('one-click');
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect(await optOutPoster(post(multipart))).toBe('one-click');
  });

  it('takes anything else for the page’s own button', async () => {
    expect(await optOutPoster(post(null))).toBe('page');
    expect(await optOutPoster(post('', { 'content-type': 'application/x-www-form-urlencoded' }))).toBe('page');
    expect(
      await optOutPoster(post('List-Unsubscribe=Yes', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe('page');
    expect(await optOutPoster(post('List-Unsubscribe=One-Click', { 'content-type': 'text/plain' }))).toBe('page');
  });

  it('refuses a body neither would send, unread', async () => {
    expect(await optOutPoster(post('a'.repeat(100_000), { 'content-type': 'text/plain' }))).toBe('too-large');
  });
});

describe('optOutLanguage', () => {
  it('reads the address’s language, English by default', () => {
    expect(optOutLanguage(`${URL_BASE}?lang=uk`)).toBe('uk');
    expect(optOutLanguage(URL_BASE)).toBe('en');
    expect(optOutLanguage(`${URL_BASE}?lang=fr`)).toBe('en');
  });
});
