import { REVIEW_RATING, REVIEW_SHOWN_NAME_MAX_CHARS, REVIEW_TEXT_MAX_CHARS, type Locale } from '@/lib/constants';
import { codePoints, formText, LINK_FIELD_NAMES, readLinkForm, visitorText } from '../visitor-link/form';

/** Input names of the review form: the hidden link and language, and what the customer fills in. */
export const REVIEW_FIELD_NAMES = {
  ...LINK_FIELD_NAMES,
  rating: 'rating',
  text: 'text',
  shownName: 'shown-name',
  consentPublish: 'consent-publish',
  keepAfterErasure: 'keep-after-erasure',
} as const;

/** The value a ticked checkbox of the form posts (an unticked one posts nothing). */
export const CHECKED = 'yes';

/** A review as save_booking_review takes it, every bound already checked. */
export interface ReviewInput {
  rating: number;
  text: string;
  shownName: string;
  keepAfterErasure: boolean;
}

/**
 * Why a posted review is refused before the database is asked. The page's controls (required,
 * maxlength) keep a browser from sending most of these; a forged post or an old browser may.
 */
export type ReviewProblem =
  'rating-required' | 'text-required' | 'text-too-long' | 'name-required' | 'name-too-long' | 'consent-required';

/**
 * The review a form posted, checked against the database's bounds (code points, as it counts them):
 * a whole rating within REVIEW_RATING, the text as visitorText keeps it, the name on one line, and
 * the consent to publish, without which nothing is kept. The first problem found otherwise.
 */
export function reviewInput(data: FormData): ReviewInput | ReviewProblem {
  const typedRating = formText(data, REVIEW_FIELD_NAMES.rating);
  const rating = Number(typedRating);
  if (!/^\d$/.test(typedRating) || rating < REVIEW_RATING.min || rating > REVIEW_RATING.max) return 'rating-required';
  const text = visitorText(formText(data, REVIEW_FIELD_NAMES.text));
  if (text === null) return 'text-required';
  if (codePoints(text) > REVIEW_TEXT_MAX_CHARS) return 'text-too-long';
  const shownName = visitorText(formText(data, REVIEW_FIELD_NAMES.shownName))?.replace(/\s+/g, ' ') ?? null;
  if (shownName === null) return 'name-required';
  if (codePoints(shownName) > REVIEW_SHOWN_NAME_MAX_CHARS) return 'name-too-long';
  if (formText(data, REVIEW_FIELD_NAMES.consentPublish) !== CHECKED) return 'consent-required';
  return { rating, text, shownName, keepAfterErasure: formText(data, REVIEW_FIELD_NAMES.keepAfterErasure) === CHECKED };
}

/** The posted review form: its link's token and language (readLinkForm), and the review or its problem. */
export function readReviewForm(data: FormData): { token: string; lang: Locale; input: ReviewInput | ReviewProblem } {
  return { ...readLinkForm(data), input: reviewInput(data) };
}
