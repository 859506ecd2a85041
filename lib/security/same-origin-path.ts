const BASE = 'http://site.invalid';

/**
 * Where a draft-mode route may send the browser: a path of this site, or '/' for anything else.
 * A browser reads `//host` and `/\host` as another site, and collapses `/.//host` or `\` into
 * those, so the path is judged after the URL parser's normalisation, as the browser will read it.
 */
export function sameOriginPath(asked: string | null | undefined): string {
  // Backslashes and control characters have no place in a path we wrote; browsers rewrite or drop them.
  if (!asked || !asked.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(asked)) return '/';
  let url: URL;
  try {
    url = new URL(asked, BASE);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && !path.startsWith('//') ? path : '/';
}
