import { createClient, type SanityClient } from 'next-sanity';
import { BOOKING_REVIEW_ID, type Locale, type ServiceValue } from '../constants/index.ts';
import { contentLakeClientConfig, type ContentLakeAddress } from '../env/public.ts';
import { MAX_ORDER_RANK, ORDER_RANK_PATTERN, orderRanks } from '../../schemas/lib/order-rank.ts';
import { bookingReviewPublishedQuery, bookingReviewStateQuery } from './queries.ts';
import type { BookingReviewStateQueryResult } from './sanity.types.ts';

/**
 * A booking's review in the Content Lake (issue 57): the `review` document the customer's review
 * becomes, as a draft the owner reads, may correct and publishes. Its id is the booking's
 * (`review-booking-<request id>`, the one erase_booking_data names), so one booking has one review
 * and a second save edits it. Only this path writes `verifiedBooking` and the source 'booking': the
 * Studio shows that field read-only and refuses that source by hand. The writes go through a client
 * passed in, so the site's server (./review-drafts.ts, its token from the environment) and the
 * erasure script run the same code; nothing here reads a secret.
 */

/** The customer's review as the booking database kept it (save_booking_review), in the booking's language. */
export interface BookingReview {
  requestId: string;
  rating: number;
  text: string;
  shownName: string;
  /** The booking's language: the review's original language. */
  language: Locale;
  service: ServiceValue | null;
  vehicle: string | null;
  /** YYYY-MM-DD: the day of the job. */
  date: string;
}

/** The published id of a booking's review (its draft: `drafts.` + it). */
export function bookingReviewId(requestId: string): string {
  const id = `review-booking-${requestId}`;
  if (!isBookingReviewId(id)) throw new Error('A booking review is named by its request id (a lowercase UUID)');
  return id;
}

const isBookingReviewId = (id: string) => BOOKING_REVIEW_ID.test(id) && !id.startsWith('drafts.');

/** The place after `lastRank` in the owner's list of reviews (the end, where the Studio puts a new one). */
function rankAfter(lastRank: string | null): string {
  const after = lastRank && ORDER_RANK_PATTERN.test(lastRank) && lastRank < MAX_ORDER_RANK ? lastRank : undefined;
  return orderRanks(1, { after })[0]!;
}

/**
 * The draft a booking's review becomes: the customer's words in their language (the original,
 * which the owner's translations are made from), the booking's service (weak, as every review's, by
 * the service document with its value; none when no published service has it) and car, marked as
 * from a verified booking, placed at the end of the owner's list.
 */
export function bookingReviewDraft(
  review: BookingReview,
  { serviceId, lastRank }: Pick<BookingReviewStateQueryResult, 'serviceId' | 'lastRank'>,
) {
  return {
    _id: `drafts.${bookingReviewId(review.requestId)}`,
    _type: 'review',
    name: review.shownName,
    rating: review.rating,
    text: { _type: 'localeText', [review.language]: review.text },
    originalLanguage: review.language,
    ...(serviceId && { service: { _type: 'reference', _ref: serviceId, _weak: true } }),
    ...(review.vehicle && { vehicle: review.vehicle }),
    date: review.date,
    source: 'booking',
    verifiedBooking: true,
    orderRank: rankAfter(lastRank),
  };
}

/** A client on `lake` (the site's: lib/env/public.ts `contentLake`) that reads drafts and writes with `token` (hosted an Editor token). */
export function reviewWriteClient(lake: ContentLakeAddress, token: string): SanityClient {
  return createClient({ ...contentLakeClientConfig(lake), perspective: 'raw', token });
}

/** Reads and writes between one read and its write that a second attempt settles (another save, the owner's publish). */
const SAVE_ATTEMPTS = 3;
/** A write that met another since its read: a revision that moved, a draft that appeared or went. */
const isWriteConflict = (error: unknown) => [404, 409].includes((error as { statusCode?: number }).statusCode ?? 0);

export function createBookingReviews(client: SanityClient) {
  return {
    /** Whether the owner published the booking's review. */
    isPublished: (requestId: string): Promise<boolean> =>
      client.fetch<boolean>(bookingReviewPublishedQuery, { id: bookingReviewId(requestId) }),

    /**
     * Writes the customer's review as the booking's draft: 'published' when the owner has published
     * it (nothing is written: the published review is final, and a draft beside it would be an edit
     * the customer made to it); else 'saved'. A first save creates the draft; a later one sets the
     * customer's fields again on the draft as the owner left it (their translations and place stay),
     * and only on the revision it read, so an owner's publish in between is never followed by a draft.
     */
    async save(review: BookingReview): Promise<'saved' | 'published'> {
      const id = bookingReviewId(review.requestId);
      for (let attempt = 1; ; attempt++) {
        const state = await client.fetch<BookingReviewStateQueryResult>(bookingReviewStateQuery, {
          id,
          draftId: `drafts.${id}`,
          service: review.service,
        });
        if (state.published) return 'published';
        const draft = bookingReviewDraft(review, state);
        const { _id, _type, text, orderRank, ...fields } = draft;
        try {
          if (state.draftRevision === null) await client.create(draft);
          else {
            await client
              .patch(_id)
              .ifRevisionId(state.draftRevision)
              .setIfMissing({ text: { _type: text._type } })
              .set({ ...fields, [`text.${review.language}`]: review.text })
              .commit();
          }
          return 'saved';
        } catch (error) {
          if (attempt >= SAVE_ATTEMPTS || !isWriteConflict(error)) throw error;
        }
      }
    },

    /**
     * Deletes booking reviews, published and draft, in one transaction (an erased person's: the
     * published ones leave the site through the content webhook). Any other id is refused, so this
     * path never deletes the owner's own content.
     */
    async delete(documentIds: string[]): Promise<void> {
      const other = documentIds.find((id) => !isBookingReviewId(id));
      if (other !== undefined) throw new Error(`Not a booking review: ${JSON.stringify(other)}`);
      if (documentIds.length === 0) return;
      const transaction = client.transaction();
      for (const id of documentIds) transaction.delete(id).delete(`drafts.${id}`);
      await transaction.commit();
    },
  };
}
export type BookingReviews = ReturnType<typeof createBookingReviews>;
