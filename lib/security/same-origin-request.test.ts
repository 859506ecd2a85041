import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin-request';

const SITE = 'https://caparica-detailing.pt';
const check = (headers: Record<string, string>, behindProxy = false) =>
  isSameOriginRequest(new Headers(headers), SITE, behindProxy);

describe('isSameOriginRequest', () => {
  it('accepts what a page of the site sends', () => {
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-origin', origin: SITE })).toBe(true);
    expect(check({ origin: SITE })).toBe(true);
  });

  it('accepts the origin the request was addressed to (another port; behind a proxy, its forwarded host)', () => {
    expect(check({ origin: 'http://localhost:3100', host: 'localhost:3100' })).toBe(true);
    const proxied = { origin: 'https://www.example.pt', host: '10.0.0.5:3000', 'x-forwarded-host': 'www.example.pt' };
    expect(check(proxied, true)).toBe(true);
    // Reached directly, a forwarded host is the client's own word.
    expect(check(proxied, false)).toBe(false);
    expect(check({ origin: 'http://evil.example', host: 'localhost:3100', 'x-forwarded-host': 'evil.example' })).toBe(
      false,
    );
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['another site, Origin only', { origin: 'https://evil.example', host: 'caparica-detailing.pt' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a typed address or bookmark', { 'sec-fetch-site': 'none' }],
    ['neither header', {}],
    ['an opaque origin', { origin: 'null' }],
    ['a same-origin claim with another Origin', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }],
    ['the same host on another scheme', { origin: 'http://caparica-detailing.pt:443', host: 'caparica-detailing.pt' }],
    ['an origin with a path', { origin: `${SITE}/studio` }],
    ['a host-like prefix', { origin: 'https://caparica-detailing.pt.evil.example', host: 'caparica-detailing.pt' }],
  ])('refuses %s', (_, headers) => {
    expect(check(headers)).toBe(false);
  });
});
