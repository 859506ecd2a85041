import { describe, expect, it } from 'vitest';
import { scoreHeaders } from './observatory';

const strong = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('scoreHeaders (Mozilla HTTP Observatory rules)', () => {
  it('gives A+ to hashed scripts, HSTS, nosniff, frame-ancestors and a private referrer policy', () => {
    const result = scoreHeaders(new Headers(strong), { https: true });
    expect(result).toMatchObject({ score: 110, grade: 'A+' });
  });

  it('penalises unsafe-inline scripts, missing headers and insecure cookies', () => {
    const weak = new Headers({ ...strong, 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
    expect(
      scoreHeaders(weak, { https: true }).findings.find((f) => f.test === 'content-security-policy')?.modifier,
    ).toBe(-20);
    const none = scoreHeaders(new Headers(), { https: true });
    expect(none.score).toBe(100 - 25 - 20 - 5 - 20);
    expect(none.grade).toBe('D');
    const cookie = new Headers(strong);
    cookie.append('set-cookie', 'lang=pt; Path=/; SameSite=Lax');
    expect(scoreHeaders(cookie, { https: true })).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('counts unsafe-eval and short HSTS', () => {
    const headers = new Headers({
      ...strong,
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
      'strict-transport-security': 'max-age=300',
    });
    expect(scoreHeaders(headers, { https: true }).score).toBe(100 - 10 - 10);
  });

  it('treats loopback sources, *.localhost included, as secure and any other http source as insecure', () => {
    const withSources = (sources: string) =>
      scoreHeaders(
        new Headers({
          ...strong,
          'content-security-policy': `${strong['content-security-policy']}; connect-src ${sources}`,
        }),
        { https: true },
      ).score;
    expect(withSources("'self' http://127.0.0.1:54321 http://localhost:54330 http://*.localhost:54330")).toBe(110);
    expect(withSources("'self' http://l3.local.localhost:54330")).toBe(110);
    expect(withSources("'self' http://lake.example.com")).toBe(80);
    expect(withSources("'self' http://evil-localhost.com")).toBe(80);
  });
});
