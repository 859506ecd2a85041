import { describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/env/server';
import { linkToken } from '@/supabase/functions/send-contact-notification/signed-link';
import { reviewNonce } from '../visitor-link/token';
import { answerOptOutPost } from './opt-out-post';
import { isReviewLink, optOutOfReviewRequests, readBookingReview, sendBookingReview } from './server';

// Each answer below comes before any query: with no database to ask, a query would answer 'unavailable'.
const NONCE = '5b0f7c1e-9a44-4c8e-8d1f-2a6b3c4d5e6f';
const signed = await linkToken('review-link', serverEnv.bookingChallengeSecret, NONCE);
const manageToken = await linkToken('appointment-manage-link', serverEnv.bookingChallengeSecret, NONCE);
// A character inside the tag (the last one also holds two bits that decode to nothing).
const tampered = `${signed.slice(0, 30)}${signed[30] === 'A' ? 'B' : 'A'}${signed.slice(31)}`;
const REVIEW = { rating: 4, text: 'Great', shownName: 'Olena K.', keepAfterErasure: false };

describe('the review link on the server', () => {
  it('reads the nonce of a review token signed with the server’s secret, and of nothing else', async () => {
    expect(await reviewNonce(signed)).toBe(NONCE);
    expect(await isReviewLink(signed)).toBe(true);
    // An appointment's manage token has the same shape but another key: it opens no review.
    for (const token of [tampered, manageToken, signed.slice(1), `${signed}A`, '']) {
      expect(await reviewNonce(token), token).toBeNull();
      expect(await isReviewLink(token), token).toBe(false);
    }
  });

  it('answers a tampered token as invalid without asking the database or the content', async () => {
    expect(await readBookingReview(tampered)).toEqual({ status: 'invalid' });
    expect(await sendBookingReview(tampered, REVIEW)).toBe('invalid');
    expect(await optOutOfReviewRequests(manageToken)).toBe('invalid');
  });

  it('refuses a form’s problem before asking anything', async () => {
    expect(await sendBookingReview(signed, 'consent-required')).toBe('consent-required');
    expect(await sendBookingReview(signed, 'rating-required')).toBe('rating-required');
  });
});

describe('a post to the opt-out page', () => {
  const post = (token: string, body: string | null, lang = 'uk') =>
    answerOptOutPost(
      new Request(`https://example.pt/api/review/${token}/opt-out?lang=${lang}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      token,
    );

  it('answers a mail client’s one-click opt-out with a status and a line in the link’s language', async () => {
    const response = await post(tampered, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Це посилання не відкриває жодного відгуку');
  });

  it('sends the page’s button back to the page with the outcome', async () => {
    const response = await post(manageToken, null, 'pt');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/review/${manageToken}/opt-out?outcome=invalid&lang=pt`);
  });
});
