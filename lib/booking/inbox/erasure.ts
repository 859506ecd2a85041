import type { Inbox } from './queries.ts';
import type { PersonErasure } from './types.ts';

/**
 * A person's erasure (GDPR art. 17) wherever their booking data is: the database first
 * (erase_booking_data), which deletes what links a review to them and so names, once, the Studio
 * documents holding their reviews; then those documents, published and draft, all but the reviews
 * the person asked to keep. The deletion is passed in (the site's content write path, or the
 * erasure script's client), so the inbox holds no Content Lake client.
 */

/** What erasing one email address deleted, the Studio's review documents included. */
export interface PersonErasureEverywhere extends PersonErasure {
  /** The review documents deleted from the Studio (`review-booking-<request id>` and its draft). */
  deletedReviews: string[];
}

/**
 * The database erased the person but the Studio's documents of their reviews could not be deleted.
 * The database no longer knows them, so the ids travel with the error to whoever deletes them by hand.
 */
export class ReviewsNotDeletedError extends Error {
  readonly documentIds: string[];

  constructor(documentIds: string[], cause: unknown) {
    super(
      `The booking data is erased, but these reviews are still in the Studio: ${documentIds.join(', ')}. ` +
        'Delete each there (Reviews; published and draft): nothing else lists them any more',
      { cause },
    );
    this.name = 'ReviewsNotDeletedError';
    this.documentIds = documentIds;
  }
}

export async function erasePersonWithReviews(
  inbox: Pick<Inbox, 'erasePerson'>,
  email: string,
  deleteReviews: (documentIds: string[]) => Promise<void>,
): Promise<PersonErasureEverywhere> {
  const erased = await inbox.erasePerson(email);
  const deletedReviews = erased.reviews.filter((review) => !review.keepAfterErasure).map((review) => review.documentId);
  try {
    await deleteReviews(deletedReviews);
  } catch (cause) {
    throw new ReviewsNotDeletedError(deletedReviews, cause);
  }
  return { ...erased, deletedReviews };
}
