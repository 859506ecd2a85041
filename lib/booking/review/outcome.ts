import type { Locale } from '@/lib/constants';
import { reviewOptOutPath, reviewPath } from '@/lib/seo/routes';
import { linkPageHref, listedOutcome } from '../visitor-link/outcome';
import type { ReviewPageState } from './booking-review';
import type { ReviewProblem } from './form-data';

/**
 * What the review page and its opt-out say after their form was sent (in the address:
 * ../visitor-link/outcome.ts). A link that turned out expired or invalid needs no outcome on the
 * review page: it shows that state itself.
 */
export const REVIEW_OUTCOMES = [
  'saved',
  'published',
  'rating-required',
  'text-required',
  'text-too-long',
  'name-required',
  'name-too-long',
  'consent-required',
  'unavailable',
] as const satisfies readonly ReviewResult[];
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** What sending the review came to: 'published' refuses it (the owner has published the review). */
export type ReviewResult = 'saved' | 'published' | 'expired' | 'invalid' | ReviewProblem | 'unavailable';

/** The outcome a result is told with, or null when the page's own state tells it. */
export const reviewOutcomeOf = (result: ReviewResult): ReviewOutcome | null => listedOutcome(REVIEW_OUTCOMES, result);

/** The outcome named by the address, or null for none or any other value. */
export const readReviewOutcome = (value: string | string[] | undefined): ReviewOutcome | null =>
  listedOutcome(REVIEW_OUTCOMES, value);

/**
 * The outcome to show on the review page as it stands now, or null: only one the state agrees with,
 * so an old or hand-made address never says "saved" where nothing is, nor asks to fix a form the
 * page no longer shows.
 */
export function shownReviewOutcome(outcome: ReviewOutcome | null, state: ReviewPageState): ReviewOutcome | null {
  if (outcome === null) return null;
  // The page of a link the database could not be asked about says so itself.
  if (outcome === 'unavailable') return state.status === 'unavailable' ? null : outcome;
  if (state.status !== 'valid') return null;
  if (outcome === 'published') return state.published ? outcome : null;
  // A published review is shown as such, with no form to fix.
  if (state.published) return null;
  if (outcome === 'saved') return state.review.submitted ? outcome : null;
  return outcome;
}

/** The review page of a link in a language, with an outcome to tell. */
export const reviewPageHref = (token: string, lang: Locale, outcome: ReviewOutcome | null = null): string =>
  linkPageHref(reviewPath(token), lang, outcome);

/**
 * What the opt-out came to. The opt-out page asks the database nothing (opening it changes nothing,
 * so a mail scanner that follows the link opts nobody out), so it tells what the address says: a
 * hand-made address can only mislead whoever made it.
 */
export const OPT_OUT_OUTCOMES = ['opted-out', 'invalid', 'unavailable'] as const;
export type OptOutOutcome = (typeof OPT_OUT_OUTCOMES)[number];

/** The opt-out outcome named by the address, or null. */
export const readOptOutOutcome = (value: string | string[] | undefined): OptOutOutcome | null =>
  listedOutcome(OPT_OUT_OUTCOMES, value);

/** The opt-out page of a link in a language, with an outcome to tell. */
export const optOutPageHref = (token: string, lang: Locale, outcome: OptOutOutcome | null = null): string =>
  linkPageHref(reviewOptOutPath(token), lang, outcome);
