import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERIOR_DETAILING_SERVICE } from '@/lib/constants';
import { contentFetch } from './fetch';
import { getServiceFaqs } from '.';
import { serviceFaqsQuery } from './queries';
import { CACHE_TAGS } from './tags';

vi.mock('./fetch', () => ({ contentFetch: vi.fn() }));
const fetched = vi.mocked(contentFetch);

beforeEach(() => fetched.mockReset());

describe('getServiceFaqs', () => {
  it("asks for the service's questions in the language, tagged with the types it reads", async () => {
    fetched.mockResolvedValue([]);
    await getServiceFaqs(INTERIOR_DETAILING_SERVICE, 'uk');
    expect(fetched).toHaveBeenCalledWith({
      query: serviceFaqsQuery,
      params: { service: INTERIOR_DETAILING_SERVICE, lang: 'uk' },
      tags: [CACHE_TAGS.faq, CACHE_TAGS.service],
    });
  });

  it('gives plain question and answer pairs, dropping any without both', async () => {
    fetched.mockResolvedValue([
      { _id: 'faq-a', question: 'How long?', answer: 'Two to four hours.' },
      { _id: 'faq-b', question: 'No answer yet?', answer: null },
      { _id: 'faq-c', question: null, answer: 'An answer without its question.' },
      { _id: 'faq-d', question: 'Do you collect?', answer: 'Yes.' },
    ]);
    expect(await getServiceFaqs(INTERIOR_DETAILING_SERVICE, 'en')).toEqual([
      { id: 'faq-a', question: 'How long?', answer: 'Two to four hours.' },
      { id: 'faq-d', question: 'Do you collect?', answer: 'Yes.' },
    ]);
  });
});
