import { describe, expect, it } from 'vitest';
import type { ReviewedBooking, ReviewPageState } from './booking-review';
import {
  optOutPageHref,
  readOptOutOutcome,
  readReviewOutcome,
  REVIEW_OUTCOMES,
  reviewOutcomeOf,
  reviewPageHref,
  shownReviewOutcome,
} from './outcome';

const review: ReviewedBooking = {
  requestId: '5b0f7c1e-9a44-4c8e-8d1f-2a6b3c4d5e6f',
  language: 'pt',
  defaultName: 'Ana S.',
  service: null,
  vehicle: null,
  doneOn: '2026-12-08',
  submitted: null,
};
const SUBMITTED = { rating: 5, text: 'Top', shownName: 'Ana S.', keepAfterErasure: false };
const valid = (published = false, submitted: ReviewedBooking['submitted'] = null): ReviewPageState => ({
  status: 'valid',
  review: { ...review, submitted },
  published,
});

describe('review outcomes', () => {
  it('are told for results that change the page, not for a link that shows its own state', () => {
    expect(reviewOutcomeOf('saved')).toBe('saved');
    expect(reviewOutcomeOf('published')).toBe('published');
    expect(reviewOutcomeOf('consent-required')).toBe('consent-required');
    expect(reviewOutcomeOf('unavailable')).toBe('unavailable');
    expect(reviewOutcomeOf('expired')).toBeNull();
    expect(reviewOutcomeOf('invalid')).toBeNull();
  });

  it('are read from the address only when known', () => {
    for (const outcome of REVIEW_OUTCOMES) expect(readReviewOutcome(outcome)).toBe(outcome);
    expect(readReviewOutcome(undefined)).toBeNull();
    expect(readReviewOutcome('opted-out')).toBeNull();
    expect(readReviewOutcome(['saved', 'saved'])).toBeNull();
  });

  it('are shown only when the page as it stands agrees', () => {
    expect(shownReviewOutcome(null, valid())).toBeNull();
    expect(shownReviewOutcome('saved', valid(false, SUBMITTED))).toBe('saved');
    expect(shownReviewOutcome('saved', valid())).toBeNull();
    expect(shownReviewOutcome('saved', valid(true, SUBMITTED))).toBeNull();
    expect(shownReviewOutcome('published', valid(true, SUBMITTED))).toBe('published');
    expect(shownReviewOutcome('published', valid(false, SUBMITTED))).toBeNull();
    expect(shownReviewOutcome('text-too-long', valid())).toBe('text-too-long');
    expect(shownReviewOutcome('text-too-long', valid(true, SUBMITTED))).toBeNull();
    expect(shownReviewOutcome('consent-required', { status: 'expired' })).toBeNull();
    expect(shownReviewOutcome('saved', { status: 'invalid' })).toBeNull();
    expect(shownReviewOutcome('unavailable', valid())).toBe('unavailable');
    expect(shownReviewOutcome('unavailable', { status: 'expired' })).toBe('unavailable');
    expect(shownReviewOutcome('unavailable', { status: 'unavailable' })).toBeNull();
  });

  it('travel in the page’s address, in its language', () => {
    expect(reviewPageHref('abc_-1', 'en')).toBe('/review/abc_-1');
    expect(reviewPageHref('abc_-1', 'pt', 'saved')).toBe('/review/abc_-1?outcome=saved&lang=pt');
    expect(reviewPageHref('a/b', 'uk', null)).toBe('/review/a%2Fb?lang=uk');
  });
});

describe('opt-out outcomes', () => {
  it('are read from the address only when known, and travel in the opt-out page’s address', () => {
    for (const outcome of ['opted-out', 'invalid', 'unavailable'] as const)
      expect(readOptOutOutcome(outcome)).toBe(outcome);
    expect(readOptOutOutcome('saved')).toBeNull();
    expect(readOptOutOutcome(undefined)).toBeNull();
    expect(optOutPageHref('abc', 'en')).toBe('/review/abc/opt-out');
    expect(optOutPageHref('abc', 'uk', 'opted-out')).toBe('/review/abc/opt-out?outcome=opted-out&lang=uk');
  });
});
