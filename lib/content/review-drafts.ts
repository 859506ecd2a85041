import 'server-only';
import { contentLake } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';
import { createBookingReviews, reviewWriteClient, type BookingReview } from './booking-reviews';

/**
 * The content's write path, for the site's server only: the customers' reviews of their bookings
 * as drafts for the owner (the review page) and their deletion when a person is erased (the
 * Requests tool). One client on the same Content Lake as every read (contentLake: hosted Sanity or
 * the local lake), with the server's write token (SANITY_API_WRITE_TOKEN, hosted an Editor token;
 * the local lake's own on embedded defaults), which never leaves this server. What is written:
 * ./booking-reviews.ts.
 */
const bookingReviews = createBookingReviews(reviewWriteClient(contentLake, serverEnv.sanityWriteToken));

export type { BookingReview };

/** 'published': the owner has published the booking's review, which stays as it is (nothing is written). */
export const saveBookingReviewDraft = (review: BookingReview): Promise<'saved' | 'published'> =>
  bookingReviews.save(review);

/** Deletes these booking reviews (`review-booking-<request id>`), published and draft. */
export const deleteBookingReviews = (documentIds: string[]): Promise<void> => bookingReviews.delete(documentIds);

/** Whether the owner has published the review of the booking `requestId`. */
export const isBookingReviewPublished = (requestId: string): Promise<boolean> => bookingReviews.isPublished(requestId);
