import { describe, expect, it } from 'vitest';
import { optOutResultOf, reviewLinkOf } from './booking-review';

/** get_booking_review's answer for a valid link, as the migration builds it. */
const VALID = {
  status: 'valid',
  review: {
    request_id: '5b0f7c1e-9a44-4c8e-8d1f-2a6b3c4d5e6f',
    language: 'uk',
    default_name: 'Olena K.',
    service: 'ceramic-coating',
    vehicle: 'Porsche 911',
    done_at: '2026-12-08',
    valid_until: '2027-02-06T14:00:00+00:00',
    submitted: null,
  },
};

describe('reviewLinkOf', () => {
  it('keeps what the page and the draft need of a valid link', () => {
    expect(reviewLinkOf(VALID)).toEqual({
      status: 'valid',
      review: {
        requestId: '5b0f7c1e-9a44-4c8e-8d1f-2a6b3c4d5e6f',
        language: 'uk',
        defaultName: 'Olena K.',
        service: 'ceramic-coating',
        vehicle: 'Porsche 911',
        doneOn: '2026-12-08',
        submitted: null,
      },
    });
  });

  it('reads the review sent before', () => {
    const submitted = {
      rating: 4,
      text: 'Great',
      shown_name: 'Olena',
      consent_publish: true,
      keep_after_erasure: true,
    };
    const link = reviewLinkOf({ ...VALID, review: { ...VALID.review, submitted } });
    expect(link.status === 'valid' && link.review.submitted).toEqual({
      rating: 4,
      text: 'Great',
      shownName: 'Olena',
      keepAfterErasure: true,
    });
  });

  it('takes a service the site no longer offers for none', () => {
    const link = reviewLinkOf({ ...VALID, review: { ...VALID.review, service: 'hand-wash' } });
    expect(link.status === 'valid' && link.review.service).toBeNull();
  });

  it('tells an expired link, and an unknown one as invalid', () => {
    expect(reviewLinkOf({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(reviewLinkOf({ status: 'unknown' })).toEqual({ status: 'invalid' });
  });

  it('refuses any other shape, naming the function', () => {
    expect(() => reviewLinkOf({ status: 'valid' })).toThrow(/get_booking_review/);
    expect(() => reviewLinkOf({ status: 'used' }, 'save_booking_review')).toThrow(/save_booking_review/);
    expect(() => reviewLinkOf({ ...VALID, review: { ...VALID.review, language: 'fr' } })).toThrow();
    expect(() => reviewLinkOf({ ...VALID, review: { ...VALID.review, done_at: 'tomorrow' } })).toThrow();
    expect(() => reviewLinkOf(null)).toThrow();
  });
});

describe('optOutResultOf', () => {
  it('reads the opt-out, an unknown link as invalid, and refuses anything else', () => {
    expect(optOutResultOf('opted-out')).toBe('opted-out');
    expect(optOutResultOf('unknown')).toBe('invalid');
    expect(() => optOutResultOf('expired')).toThrow(/opt_out_of_review_requests/);
  });
});
