import { DEFAULT_LOCALE, LOCALE_QUERY_PARAM, type Locale } from '@/lib/constants';
import { isLocale } from '@/lib/i18n/locale';
import { BodyTooLarge, readLimitedText } from '@/lib/security/limited-body';

/** The most a post to the opt-out is read: either kind below is a few hundred bytes. */
const OPT_OUT_MAX_BODY_BYTES = 4096;

/** The field a mail client's one-click opt-out posts (RFC 8058, as the mail's List-Unsubscribe-Post says). */
export const ONE_CLICK_FIELD = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/**
 * Who posted to the opt-out page: 'one-click', a mail client's one-click opt-out (RFC 8058: the form
 * body `List-Unsubscribe=One-Click`, urlencoded or multipart, with no cookie and no Origin), to be
 * answered with a status and no page; 'page', anything else, such as the page's own button, to be
 * sent back to the page. Either opts out, so telling them apart needs no trust. 'too-large': a body
 * neither would send, refused unread.
 */
export async function optOutPoster(request: Request): Promise<'one-click' | 'page' | 'too-large'> {
  let body: string;
  try {
    body = await readLimitedText(request, OPT_OUT_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return 'too-large';
    throw error;
  }
  // The platform's form parser, for both encodings (null for a body that is neither).
  const headers = { 'content-type': request.headers.get('content-type') ?? '' };
  const fields = await new Response(body, { headers }).formData().catch(() => null);
  return fields?.get(ONE_CLICK_FIELD.name) === ONE_CLICK_FIELD.value ? 'one-click' : 'page';
}

/**
 * The language of a post to the opt-out: its address's `lang`, which the proxy's rewrite keeps
 * (English when missing or unknown, as for pages).
 */
export function optOutLanguage(url: string): Locale {
  const lang = new URL(url).searchParams.get(LOCALE_QUERY_PARAM);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
