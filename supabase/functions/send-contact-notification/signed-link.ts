/**
 * The visitor's signed links: a token is a booking's nonce (a random UUID the database keeps, never
 * the request's id) followed by a 128-bit HMAC-SHA256 tag of it, base64url. The function signs the
 * links in its mails; the site's server checks the tag before the database is asked anything, so a
 * tampered or made-up token costs no query. Each purpose has its own key derived from
 * BOOKING_CHALLENGE_SECRET, which both already share: a manage token opens no review page and vice
 * versa, and neither tag is a proof-of-work signature. Plain WebCrypto, so Deno and Node run the same
 * code.
 */

const NONCE_BYTES = 16;
const TAG_BYTES = 16;
/**
 * What a link opens, and the label its key is derived with. The label is part of every token
 * already sent: renaming one makes every link of that purpose in the visitors' mail stop working.
 */
export type LinkPurpose = 'appointment-manage-link' | 'review-link';
/** Path of the manage page on the site (the route table's `appointment` entry): `<site>/appointment/<token>`. */
export const MANAGE_PATH = '/appointment';
/** Path of the review page on the site: `<site>/review/<token>`, its opt-out `<site>/review/<token>/opt-out`. */
export const REVIEW_PATH = '/review';
/** The review link's last segment that stops the review requests (the mail's one-click opt-out). */
export const OPT_OUT_SEGMENT = 'opt-out';
/** A token is exactly this many base64url characters (32 bytes), whatever its purpose. */
export const LINK_TOKEN_LENGTH = 43;

const encoder = new TextEncoder();

async function hmac(key: BufferSource, data: BufferSource): Promise<Uint8Array<ArrayBuffer>> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, data));
}

const linkKey = (purpose: LinkPurpose, secret: string) => hmac(encoder.encode(secret), encoder.encode(purpose));

function uuidBytes(uuid: string): Uint8Array<ArrayBuffer> {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`Not a UUID: ${uuid}`);
  return Uint8Array.from({ length: NONCE_BYTES }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

function bytesUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The token of a booking's nonce, for one purpose. */
export async function linkToken(purpose: LinkPurpose, secret: string, nonce: string): Promise<string> {
  const nonceBytes = uuidBytes(nonce);
  const tag = (await hmac(await linkKey(purpose, secret), nonceBytes)).slice(0, TAG_BYTES);
  const token = new Uint8Array(NONCE_BYTES + TAG_BYTES);
  token.set(nonceBytes);
  token.set(tag, NONCE_BYTES);
  return toBase64Url(token);
}

/**
 * The nonce a token carries when its tag is right for this purpose; null for anything else
 * (tampered, cut, made up, or signed for the other purpose).
 */
export async function readLinkToken(purpose: LinkPurpose, secret: string, token: string): Promise<string | null> {
  if (token.length !== LINK_TOKEN_LENGTH) return null;
  const bytes = fromBase64Url(token);
  // One spelling per token: the last character's two unused bits must be zero.
  if (!bytes || bytes.length !== NONCE_BYTES + TAG_BYTES || toBase64Url(bytes) !== token) return null;
  const nonce = bytes.slice(0, NONCE_BYTES);
  const expected = (await hmac(await linkKey(purpose, secret), nonce)).slice(0, TAG_BYTES);
  // Compared in time that does not depend on where the tags differ.
  let difference = 0;
  for (let index = 0; index < TAG_BYTES; index++) difference |= expected[index]! ^ bytes[NONCE_BYTES + index]!;
  return difference === 0 ? bytesUuid(nonce) : null;
}

/** A page of the site in the visitor's language (English has no `lang`, as on the site). */
function siteUrl(site: string, path: string, language: string): string {
  const url = new URL(path, site);
  if (language !== 'en') url.searchParams.set('lang', language);
  return url.toString();
}

/** The appointment's manage link, in the visitor's language. */
export async function manageUrl(site: string, secret: string, nonce: string, language: string): Promise<string> {
  return siteUrl(site, `${MANAGE_PATH}/${await linkToken('appointment-manage-link', secret, nonce)}`, language);
}

/** A booking's review page and the opt-out from review requests: one token, two pages. */
export interface ReviewLinks {
  review: string;
  optOut: string;
}

/** The review links of a booking's review nonce, in the visitor's language. */
export async function reviewUrls(site: string, secret: string, nonce: string, language: string): Promise<ReviewLinks> {
  const page = `${REVIEW_PATH}/${await linkToken('review-link', secret, nonce)}`;
  return {
    review: siteUrl(site, page, language),
    optOut: siteUrl(site, `${page}/${OPT_OUT_SEGMENT}`, language),
  };
}
