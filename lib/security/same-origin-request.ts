/**
 * Whether a request to one of the site's own APIs came from a page of the site itself, as far as
 * the browser tells: `Sec-Fetch-Site` (every current browser sends it, and no page can set it) must
 * say `same-origin` when present, and `Origin`, when present, must be the site's own. A request
 * carrying neither is refused too, so an API guarded by this answers only the site's pages (a
 * script or test calling it says where it comes from with an `Origin` header).
 *
 * The site's own origin is its configured address (NEXT_PUBLIC_SITE_URL) or the host the request
 * was addressed to, as Next.js checks the origin of server actions: the same build answers on
 * several addresses (localhost, a test port, the public one). That host is `X-Forwarded-Host` only
 * when `behindProxy` (BEHIND_PROXY: the proxy sets it), else `Host`: any client may send the other.
 */
export function isSameOriginRequest(headers: Headers, siteUrl: string, behindProxy: boolean): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  const origin = headers.get('origin');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  if (origin === null) return fetchSite === 'same-origin';
  return isOwnOrigin(origin, headers, siteUrl, behindProxy);
}

function isOwnOrigin(origin: string, headers: Headers, siteUrl: string, behindProxy: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // Browsers send `Origin: null` from sandboxed frames, files and privacy-sensitive redirects.
    return false;
  }
  if (parsed.origin !== origin) return false;
  if (parsed.origin === new URL(siteUrl).origin) return true;
  const forwarded = behindProxy ? headers.get('x-forwarded-host') : null;
  const addressed = (forwarded ?? headers.get('host'))?.split(',')[0]?.trim().toLowerCase();
  return addressed !== undefined && addressed !== '' && parsed.host === addressed;
}
