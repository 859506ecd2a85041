import { describe, expect, it } from 'vitest';
import { formData as form } from '@/tests/support/form-data';
import { REVIEW_SHOWN_NAME_MAX_CHARS, REVIEW_TEXT_MAX_CHARS } from '@/lib/constants';
import { CHECKED, readReviewForm, REVIEW_FIELD_NAMES as F, reviewInput } from './form-data';

/** A whole, valid post; each test changes one field. */
const POST = {
  [F.token]: 'abc',
  [F.language]: 'uk',
  [F.rating]: '4',
  [F.text]: '  Great job,\r\nthank you!\t ',
  [F.shownName]: ' Olena \n K. ',
  [F.consentPublish]: CHECKED,
};

describe('reviewInput', () => {
  it('reads a whole review as the database keeps it', () => {
    expect(readReviewForm(form(POST))).toEqual({
      token: 'abc',
      lang: 'uk',
      input: { rating: 4, text: 'Great job,\nthank you!', shownName: 'Olena K.', keepAfterErasure: false },
    });
    expect(reviewInput(form({ ...POST, [F.keepAfterErasure]: CHECKED }))).toMatchObject({ keepAfterErasure: true });
  });

  it('asks for a whole rating from 1 to 5', () => {
    for (const rating of ['', '0', '6', '4.5', '04', ' 4', 'four', '-1'])
      expect(reviewInput(form({ ...POST, [F.rating]: rating })), rating).toBe('rating-required');
    expect(reviewInput(form({ ...POST, [F.rating]: '1' }))).toMatchObject({ rating: 1 });
    expect(reviewInput(form({ ...POST, [F.rating]: '5' }))).toMatchObject({ rating: 5 });
  });

  it('asks for the text within the bound, counted as the database counts', () => {
    expect(reviewInput(form({ ...POST, [F.text]: ' \r\n\t ' }))).toBe('text-required');
    expect(reviewInput(form({ ...POST, [F.text]: 'a'.repeat(REVIEW_TEXT_MAX_CHARS + 1) }))).toBe('text-too-long');
    expect(reviewInput(form({ ...POST, [F.text]: '😀'.repeat(REVIEW_TEXT_MAX_CHARS) }))).toMatchObject({
      text: '😀'.repeat(REVIEW_TEXT_MAX_CHARS),
    });
  });

  it('asks for a name on one line within the bound', () => {
    expect(reviewInput(form({ ...POST, [F.shownName]: '  ' }))).toBe('name-required');
    expect(reviewInput(form({ ...POST, [F.shownName]: 'a'.repeat(REVIEW_SHOWN_NAME_MAX_CHARS + 1) }))).toBe(
      'name-too-long',
    );
    expect(reviewInput(form({ ...POST, [F.shownName]: 'Ana\r\nS.' }))).toMatchObject({ shownName: 'Ana S.' });
  });

  it('keeps nothing without the consent to publish', () => {
    const { [F.consentPublish]: _, ...withoutConsent } = POST;
    expect(reviewInput(form(withoutConsent))).toBe('consent-required');
    expect(reviewInput(form({ ...POST, [F.consentPublish]: 'on' }))).toBe('consent-required');
  });

  it('tells a forged empty post the first thing missing', () => {
    expect(readReviewForm(new FormData())).toEqual({ token: '', lang: 'en', input: 'rating-required' });
  });
});
