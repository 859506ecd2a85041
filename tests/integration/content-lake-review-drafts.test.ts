import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SANITY_READ_TOKEN } from '../../lib/env/public.ts';
import {
  bookingReviewDraft,
  bookingReviewId,
  createBookingReviews,
  reviewWriteClient,
} from '../../lib/content/booking-reviews.ts';
import { EDITOR_ROBOT, LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { bookingReview, lakeWithBookingReviews } from '../support/booking-review.ts';

/**
 * The content's write path for booking reviews (lib/content/review-drafts.ts runs the same code with
 * the same client, on the site's Content Lake) against a real local lake: the lake takes its write
 * token as an Editor robot's, the draft arrives as the Studio reads it, a second save edits it, a
 * published review is final (even when the owner publishes between the read and the write), and
 * erasure deletes the draft and the published review.
 */
let lake: Awaited<ReturnType<typeof lakeWithBookingReviews>>;
let ownerToken: string;
let owner: SanityClient;

type Doc = Record<string, unknown> & { _id: string; _rev: string };
const get = (id: string) => owner.getDocument<Doc>(id);
const publish = (id: string) =>
  owner.action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id });

beforeAll(async () => {
  lake = await lakeWithBookingReviews('lake-review-drafts-');
  ownerToken = await signInToLake(lake.address.apiHost, LOCAL_ACCOUNT_DEFAULTS.owner, 'http://localhost:3000/studio');
  owner = createClient({
    ...lake.address,
    useProjectHostname: false,
    useCdn: false,
    perspective: 'raw',
    token: ownerToken,
  });
});

afterAll(() => lake.close());

describe('saving a booking’s review', () => {
  it('writes a draft marked as from a verified booking, at the end of the owner’s list, as the Editor robot', async () => {
    const saved = bookingReview();
    const id = bookingReviewId(saved.requestId);
    expect(await lake.reviews.save(saved)).toBe('saved');
    const draft = await get(`drafts.${id}`);
    // As built, with the booking's service document and a place after every other review.
    const { orderRank, ...built } = bookingReviewDraft(saved, { serviceId: 'service-ppf', lastRank: null });
    expect(draft).toMatchObject(built);
    expect(draft).toMatchObject({ verifiedBooking: true, source: 'booking', service: { _ref: 'service-ppf' } });
    const ranks = await owner.fetch<string[]>('*[_type == "review" && _id != $draft].orderRank', { draft: draft!._id });
    expect(ranks.every((rank) => rank < (draft!.orderRank as string))).toBe(true);
    // Never published by itself, and only the owner's session or a token reads it.
    expect(await get(id)).toBeUndefined();
    expect(await lake.reviews.isPublished(saved.requestId)).toBe(false);
    // History names the robot as its author.
    const log = await fetch(
      `${lake.address.apiHost}/v2025-10-01/data/history/production/transactions/drafts.${id}?excludeContent=true`,
      {
        headers: { authorization: `Bearer ${ownerToken}` },
      },
    );
    const authors = (await log.text())
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { author: string }).author);
    expect(authors).toEqual([EDITOR_ROBOT.id]);
    expect(await owner.request({ url: `/users/${EDITOR_ROBOT.id}` })).toMatchObject({ displayName: EDITOR_ROBOT.name });
  });

  it('edits the same draft on a second save, keeping what the owner added and its place', async () => {
    const first = bookingReview({ service: null, vehicle: null });
    const id = bookingReviewId(first.requestId);
    await lake.reviews.save(first);
    const placed = (await get(`drafts.${id}`))!;
    expect(placed).not.toHaveProperty('service');
    // The owner translates it meanwhile.
    await owner.patch(`drafts.${id}`).set({ 'text.en': 'Spotless, I recommend it.' }).commit();
    expect(await lake.reviews.save({ ...first, rating: 5, text: 'Impecável.', shownName: 'Olena' })).toBe('saved');
    const edited = (await get(`drafts.${id}`))!;
    expect(edited).toMatchObject({
      name: 'Olena',
      rating: 5,
      text: { _type: 'localeText', pt: 'Impecável.', en: 'Spotless, I recommend it.' },
      orderRank: placed.orderRank,
      verifiedBooking: true,
    });
    expect(await owner.fetch<number>('count(*[_id in [$id, $draft]])', { id, draft: `drafts.${id}` })).toBe(1);
  });

  it('answers published once the owner has published it, and writes nothing', async () => {
    const saved = bookingReview({ language: 'uk', text: 'Дуже задоволена.' });
    const id = bookingReviewId(saved.requestId);
    await lake.reviews.save(saved);
    await publish(id);
    const published = (await get(id))!;
    expect(published).toMatchObject({ verifiedBooking: true, source: 'booking', text: { uk: 'Дуже задоволена.' } });
    expect(await lake.reviews.isPublished(saved.requestId)).toBe(true);
    expect(await lake.reviews.save({ ...saved, rating: 1, text: 'Змінила думку.' })).toBe('published');
    expect((await get(id))!._rev).toBe(published._rev);
    expect(await get(`drafts.${id}`)).toBeUndefined();
  });

  it('writes no draft beside a review the owner publishes between its read and its write', async () => {
    const saved = bookingReview();
    const id = bookingReviewId(saved.requestId);
    await lake.reviews.save(saved);
    // The write path reads the state, then the owner publishes, then it writes on what it read.
    let published = false;
    const racing = new Proxy(lake.writer, {
      get(client, name) {
        const value = Reflect.get(client, name, client) as unknown;
        if (name !== 'fetch' || typeof value !== 'function')
          return typeof value === 'function' ? value.bind(client) : value;
        return async (...args: unknown[]) => {
          const answer: unknown = await value.apply(client, args);
          if (!published) {
            published = true;
            await publish(id);
          }
          return answer;
        };
      },
    });
    expect(await createBookingReviews(racing).save({ ...saved, rating: 2 })).toBe('published');
    expect(await get(`drafts.${id}`)).toBeUndefined();
    expect((await get(id))!.rating).toBe(4);
  });

  it('is refused without the write token: a Viewer token or none writes nothing', async () => {
    for (const token of [LOCAL_SANITY_READ_TOKEN, 'sk-not-a-token']) {
      const refused = createBookingReviews(reviewWriteClient(lake.address, token));
      await expect(refused.save(bookingReview())).rejects.toMatchObject({ statusCode: 401 });
    }
  });
});

describe('deleting booking reviews', () => {
  it('deletes the draft and the published review of each, and nothing else', async () => {
    const [published, draft, never] = [bookingReview(), bookingReview(), bookingReview()];
    for (const one of [published, draft]) await lake.reviews.save(one);
    const publishedId = bookingReviewId(published.requestId);
    await publish(publishedId);
    // The owner edits the published one again: a draft beside it.
    await owner.create({ ...(await get(publishedId))!, _id: `drafts.${publishedId}`, rating: 3 });
    const before = await owner.fetch<number>('count(*[_type == "review"])');
    const ids = [published, draft, never].map(({ requestId }) => bookingReviewId(requestId));
    await lake.reviews.delete(ids);
    const left = await owner.fetch<string[]>('*[_id in $ids || _id in $drafts]._id', {
      ids,
      drafts: ids.map((id) => `drafts.${id}`),
    });
    expect(left).toEqual([]);
    expect(await owner.fetch<number>('count(*[_type == "review"])')).toBe(before - 3);
    expect(await get('review-marta-interior')).toBeDefined();
  });
});
