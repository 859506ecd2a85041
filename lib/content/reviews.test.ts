import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentFetch } from './fetch';
import { getReviews } from '.';
import { reviewsQuery } from './queries';
import { CACHE_TAGS } from './tags';

vi.mock('./fetch', () => ({ contentFetch: vi.fn() }));
const fetched = vi.mocked(contentFetch);

beforeEach(() => fetched.mockReset());

const row = (overrides: Record<string, unknown> = {}) => ({
  _id: 'review-a',
  name: 'Marta S.',
  vehicle: 'Peugeot 5008',
  service: { value: 'interior-detailing', title: 'Interior detailing' },
  rating: 5,
  date: '2026-10-18',
  source: 'google',
  text: 'Spotless.',
  textLanguage: 'en',
  untranslated: false,
  ...overrides,
});

describe('getReviews', () => {
  it('asks for every review (service null) or one service’s, in the language, tagged with the types it reads', async () => {
    fetched.mockResolvedValue([]);
    await getReviews('pt');
    expect(fetched).toHaveBeenCalledWith({
      query: reviewsQuery,
      params: { lang: 'pt', service: null },
      tags: [CACHE_TAGS.review, CACHE_TAGS.service],
    });
    await getReviews('uk', 'ppf');
    expect(fetched).toHaveBeenLastCalledWith(expect.objectContaining({ params: { lang: 'uk', service: 'ppf' } }));
  });

  it('gives each review plainly, with the language its text is in and whether it is a translation', async () => {
    fetched.mockResolvedValue([
      row(),
      row({
        _id: 'review-b',
        text: 'Impecável.',
        textLanguage: 'pt',
        untranslated: true,
        vehicle: null,
        service: null,
      }),
      row({ _id: 'review-c', source: 'fax', date: null }),
    ]);
    expect(await getReviews('en')).toEqual([
      {
        id: 'review-a',
        name: 'Marta S.',
        vehicle: 'Peugeot 5008',
        service: { value: 'interior-detailing', title: 'Interior detailing' },
        rating: 5,
        date: '2026-10-18',
        source: 'google',
        text: 'Spotless.',
        textLang: 'en',
        untranslated: false,
      },
      expect.objectContaining({ id: 'review-b', textLang: 'pt', untranslated: true, vehicle: null, service: null }),
      // A source outside the list is not named; a missing date is not shown.
      expect.objectContaining({ id: 'review-c', source: null, date: null }),
    ]);
  });

  it('drops a review without text, name or rating', async () => {
    fetched.mockResolvedValue([row({ text: null }), row({ name: '' }), row({ rating: null }), row({ _id: 'ok' })]);
    expect((await getReviews('en')).map((review) => review.id)).toEqual(['ok']);
  });
});
