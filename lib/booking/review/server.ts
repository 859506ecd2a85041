import 'server-only';
import { isBookingReviewPublished, saveBookingReviewDraft } from '@/lib/content/review-drafts';
import { callLinkFunction, linkUnavailable } from '../visitor-link/backend';
import { reviewNonce } from '../visitor-link/token';
import { optOutResultOf, reviewLinkOf, type ReviewPageState } from './booking-review';
import type { ReviewInput, ReviewProblem } from './form-data';
import type { OptOutOutcome, ReviewResult } from './outcome';

/**
 * A booking's review link on the booking backend and the content, for the site's server only: each
 * call checks the token's signature first (a bad one is 'invalid' with no query), then calls the
 * service-role SQL functions (../visitor-link/backend.ts) and the content's write path for review
 * drafts (lib/content/review-drafts.ts); a failure is 'unavailable'.
 */

const unavailable = (step: string, error: unknown) => linkUnavailable('Review link', step, error);

/** Whether `token` is a review link the function signed (no query): what the opt-out page shows before it is used. */
export const isReviewLink = async (token: string): Promise<boolean> => (await reviewNonce(token)) !== null;

/** How the link of `token` stands, with the booking, the review written so far and whether it is published. */
export async function readBookingReview(token: string): Promise<ReviewPageState> {
  const nonce = await reviewNonce(token);
  if (!nonce) return { status: 'invalid' };
  let link;
  try {
    link = reviewLinkOf(await callLinkFunction('get_booking_review', { p_nonce: nonce }));
  } catch (error) {
    return { status: unavailable('get_booking_review', error) };
  }
  if (link.status !== 'valid') return link;
  // When the content cannot say, the form is shown: sending it asks again, and the content's write
  // path itself never touches a published review.
  const published = await isBookingReviewPublished(link.review.requestId).catch((error: unknown) => {
    unavailable('the publication check', error);
    return false;
  });
  return { ...link, published };
}

/**
 * Keeps the customer's review of the booking of `token` and writes it to the content as a draft for
 * the owner, in this order: a review the owner has published is final (nothing is saved, not even
 * in the database, so both keep what the site shows); else the database keeps it (and normalises
 * it), then the draft is written from what it kept. Sending again replaces both until the owner
 * publishes. A problem of the form is answered before anything is asked.
 */
export async function sendBookingReview(token: string, input: ReviewInput | ReviewProblem): Promise<ReviewResult> {
  const nonce = await reviewNonce(token);
  if (!nonce) return 'invalid';
  if (typeof input === 'string') return input;
  let step = 'get_booking_review';
  try {
    const link = reviewLinkOf(await callLinkFunction('get_booking_review', { p_nonce: nonce }));
    if (link.status !== 'valid') return link.status;
    step = 'the publication check';
    if (await isBookingReviewPublished(link.review.requestId)) return 'published';
    step = 'save_booking_review';
    const saved = reviewLinkOf(
      await callLinkFunction('save_booking_review', {
        p_nonce: nonce,
        p_rating: input.rating,
        p_text: input.text,
        p_shown_name: input.shownName,
        p_consent_publish: true,
        p_keep_after_erasure: input.keepAfterErasure,
      }),
      'save_booking_review',
    );
    // The link may have expired in between.
    if (saved.status !== 'valid') return saved.status;
    const { review } = saved;
    if (!review.submitted) throw new Error('save_booking_review answered without the review it saved');
    step = 'saveBookingReviewDraft';
    return await saveBookingReviewDraft({
      requestId: review.requestId,
      rating: review.submitted.rating,
      text: review.submitted.text,
      shownName: review.submitted.shownName,
      language: review.language,
      service: review.service,
      vehicle: review.vehicle,
      date: review.doneOn,
    });
  } catch (error) {
    return unavailable(step, error);
  }
}

/**
 * Stops every later review request to the address of the booking of `token` (the mail's opt-out,
 * whatever the link's expiry): 'invalid' when the link opens no booking (its request erased).
 */
export async function optOutOfReviewRequests(token: string): Promise<OptOutOutcome> {
  const nonce = await reviewNonce(token);
  if (!nonce) return 'invalid';
  try {
    return optOutResultOf(await callLinkFunction('opt_out_of_review_requests', { p_nonce: nonce }));
  } catch (error) {
    return unavailable('opt_out_of_review_requests', error);
  }
}
