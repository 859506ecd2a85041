/**
 * Scores response headers by Mozilla HTTP Observatory's published rules (tests and modifiers of
 * its scoring document), for the tests a response's headers decide: CSP, cookies, CORS,
 * Referrer-Policy, HSTS, X-Content-Type-Options and X-Frame-Options. Redirection and SRI need
 * the whole site over HTTPS and are left to the real Observatory.
 */
export type ObservatoryResult = {
  score: number;
  grade: string;
  findings: { test: string; result: string; modifier: number }[];
};

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function cspResult(header: string | null): [string, number] {
  if (!header) return ['csp-not-implemented', -25];
  const csp = parseCsp(header);
  const fallback = (name: string) => csp.get(name) ?? csp.get('default-src');
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  if (!scripts && !csp.get('default-src')) return ['csp-implemented-with-unsafe-inline', -20];
  const unsafeInlineScripts =
    scripts?.includes("'unsafe-inline'") && !scripts.some((v) => /^'(nonce-|sha(256|384|512)-|strict-dynamic)/.test(v));
  if (unsafeInlineScripts || scripts?.some((v) => v === 'data:' || v === '*' || v === 'http:' || v === 'https:')) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  if (scripts?.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  // Loopback origins (`*.localhost` is loopback too, RFC 6761) are the local Supabase stack and
  // Content Lake of development and tests; deployed, they are https.
  const insecure = [...csp.values()]
    .flat()
    .some((v) => v.startsWith('http://') && !/^http:\/\/(127\.0\.0\.1|((\*|[\w-]+)\.)*localhost)(:|$)/.test(v));
  if (insecure) return ['csp-implemented-with-insecure-scheme', -20];
  if (csp.get('default-src')?.join(' ') === "'none'" && !styles?.includes("'unsafe-inline'")) {
    return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  }
  if (styles?.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  return ['csp-implemented-with-no-unsafe', 0];
}

function hstsResult(header: string | null): [string, number] {
  if (!header) return ['hsts-not-implemented', -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return ['hsts-header-invalid', -20];
  if (maxAge < 15_768_000) return ['hsts-implemented-max-age-less-than-six-months', -10];
  return ['hsts-implemented-max-age-at-least-six-months', 0];
}

function referrerResult(header: string | null): [string, number] {
  if (!header) return ['referrer-policy-not-implemented', 0];
  const policy =
    header
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) {
    return ['referrer-policy-private', 5];
  }
  if (['no-referrer-when-downgrade', 'origin', 'origin-when-cross-origin'].includes(policy)) {
    return ['referrer-policy-no-referrer-when-downgrade', 0];
  }
  return policy === 'unsafe-url' ? ['referrer-policy-unsafe', -5] : ['referrer-policy-header-invalid', -5];
}

function frameResult(xfo: string | null, csp: string | null): [string, number] {
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim())
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20];
}

function cookiesResult(setCookies: string[], https: boolean): [string, number] {
  if (setCookies.length === 0) return ['cookies-not-found', 0];
  const insecure = setCookies.some((cookie) => !/;\s*secure/i.test(cookie));
  // Over plain HTTP a Secure cookie would never be sent back; Observatory only grades HTTPS sites.
  if (insecure && https) return ['cookies-without-secure-flag', -20];
  const noSameSite = setCookies.some((cookie) => !/;\s*samesite=/i.test(cookie));
  return noSameSite ? ['cookies-secure-with-no-sameSite', 0] : ['cookies-secure-with-httponly-sessionid', 0];
}

function corsResult(header: string | null): [string, number] {
  if (!header) return ['cross-origin-resource-sharing-not-implemented', 0];
  return header.trim() === '*'
    ? ['cross-origin-resource-sharing-implemented-with-public-access', 0]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

export function scoreHeaders(headers: Headers, { https }: { https: boolean }): ObservatoryResult {
  const csp = headers.get('content-security-policy');
  const results: [string, [string, number]][] = [
    ['content-security-policy', cspResult(csp)],
    ['cookies', cookiesResult(headers.getSetCookie(), https)],
    ['cross-origin-resource-sharing', corsResult(headers.get('access-control-allow-origin'))],
    ['referrer-policy', referrerResult(headers.get('referrer-policy'))],
    ['strict-transport-security', hstsResult(headers.get('strict-transport-security'))],
    [
      'x-content-type-options',
      headers.get('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
        ? ['x-content-type-options-nosniff', 0]
        : ['x-content-type-options-not-implemented', -5],
    ],
    ['x-frame-options', frameResult(headers.get('x-frame-options'), csp)],
  ];
  const findings = results.map(([test, [result, modifier]]) => ({ test, result, modifier }));
  const penalties = findings.reduce((sum, f) => sum + Math.min(0, f.modifier), 0);
  const bonuses = findings.reduce((sum, f) => sum + Math.max(0, f.modifier), 0);
  // Observatory grants bonus points only to sites that already score at least 90.
  const base = 100 + penalties;
  const score = base >= 90 ? base + bonuses : base;
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, findings };
}
