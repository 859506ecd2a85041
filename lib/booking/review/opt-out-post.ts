import 'server-only';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';
import { optOutPageHref, type OptOutOutcome } from './outcome';
import { optOutLanguage, optOutPoster } from './opt-out-request';
import { optOutOfReviewRequests } from './server';

/** A mail client's one-click opt-out is answered by its status (done, no such booking, try again later) and a line. */
const ONE_CLICK_ANSWERS: Record<OptOutOutcome, { status: number; text: MessageId }> = {
  'opted-out': { status: 200, text: 'review.optOut.doneTitle' },
  invalid: { status: 404, text: 'review.invalidTitle' },
  unavailable: { status: 503, text: 'review.optOut.outcome.unavailable' },
};

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The answer to a post to a review link's opt-out page (its route handler,
 * app/api/review/[token]/opt-out, which proxy.ts rewrites the post to). Both kinds of post stop the
 * review requests: a mail client's one-click opt-out (RFC 8058), which sends no Origin and no
 * cookie, so a server action could not take it, is answered with a status and a line of text; the
 * page's own button (a plain form, working without JavaScript) is sent back to the page, 303, with
 * the outcome. No Origin check: the post needs the link's signed token (checked first, as on the
 * pages), and all it can do is opt that link's own address out.
 */
export async function answerOptOutPost(request: Request, token: string): Promise<Response> {
  const poster = await optOutPoster(request);
  if (poster === 'too-large') return new Response('The body is too large', { status: 413, headers: NO_STORE });
  const lang = optOutLanguage(request.url);
  const outcome = await optOutOfReviewRequests(token);
  if (poster === 'page') {
    // A relative Location: the browser resolves it against the address it posted to, the site's own.
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE, location: optOutPageHref(token, lang, outcome) },
    });
  }
  const answer = ONE_CLICK_ANSWERS[outcome];
  return new Response(getIntl(lang).formatMessage({ id: answer.text }), {
    status: answer.status,
    headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
  });
}
