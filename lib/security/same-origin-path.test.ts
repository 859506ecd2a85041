import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/about?lang=pt', '/about?lang=pt'],
    ['/services/interior-detail#faq', '/services/interior-detail#faq'],
    ['/a/../about', '/about'],
    // Encoded slashes stay encoded: a path on this site, never a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the path %s as %s', (asked, expected) => {
    expect(sameOriginPath(asked)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['//evil.example'],
    ['/.//evil.example'],
    ['/../..//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example/'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\u0000//evil.example'],
    ['///evil.example'],
    ['/./\\evil.example'],
  ])('sends %j home', (asked) => {
    expect(sameOriginPath(asked)).toBe('/');
  });
});
