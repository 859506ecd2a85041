import { z } from 'zod';
import { LOCALES, REVIEW_RATING, SERVICE_VALUES, type Locale, type ServiceValue } from '@/lib/constants';
import { parseAnswer } from '../inbox/schema';
import { linkAnswer } from '../visitor-link/answer';

/**
 * A booking's review link as the service-role SQL functions answer it
 * (supabase/migrations/20261208090000_review_requests.sql: get_booking_review, save_booking_review,
 * opt_out_of_review_requests), checked and named for the page; the database's 'unknown' is the
 * page's 'invalid' (../visitor-link/answer.ts).
 */

/** What the customer wrote, as the database keeps it. */
export interface SubmittedReview {
  rating: number;
  text: string;
  shownName: string;
  keepAfterErasure: boolean;
}

/** The booking a review link is for, and the review written through it so far. */
export interface ReviewedBooking {
  /** The request's id: names the review's document in the content (`review-booking-<id>`); never shown. */
  requestId: string;
  /** The booking's language: the review's original language. */
  language: Locale;
  /** First name and initial ("Olena K."): the name the form suggests to show. */
  defaultName: string;
  /** The booking's service when it is one of the site's, else null. */
  service: ServiceValue | null;
  vehicle: string | null;
  /** The day the job was marked done (Lisbon), YYYY-MM-DD: the review's date. */
  doneOn: string;
  submitted: SubmittedReview | null;
}

/** How a link stands: 'unavailable' when the database could not be asked (nothing is known). */
export type ReviewLink =
  { status: 'valid'; review: ReviewedBooking } | { status: 'invalid' | 'expired' | 'unavailable' };

const linkSchema = z.union([
  z.object({
    status: z.literal('valid'),
    review: z.object({
      request_id: z.guid(),
      language: z.enum(LOCALES),
      default_name: z.string(),
      // A service the site no longer offers is none: the review is still the booking's.
      service: z.enum(SERVICE_VALUES).nullable().catch(null),
      vehicle: z.string().nullable(),
      done_at: z.iso.date(),
      submitted: z
        .object({
          rating: z.number().int().min(REVIEW_RATING.min).max(REVIEW_RATING.max),
          text: z.string(),
          shown_name: z.string(),
          keep_after_erasure: z.boolean(),
        })
        .nullable(),
    }),
  }),
  z.object({ status: z.enum(['expired', 'unknown']) }),
]);

const optOutSchema = z.enum(['opted-out', 'unknown']);

/** get_booking_review's (and save_booking_review's) answer for the page; throws on any other shape. */
export function reviewLinkOf(data: unknown, fn = 'get_booking_review'): ReviewLink {
  const link = parseAnswer(fn, linkSchema, data);
  if (link.status !== 'valid') return { status: linkAnswer(link.status) };
  const { review: r } = link;
  return {
    status: 'valid',
    review: {
      requestId: r.request_id,
      language: r.language,
      defaultName: r.default_name,
      service: r.service,
      vehicle: r.vehicle,
      doneOn: r.done_at,
      submitted: r.submitted && {
        rating: r.submitted.rating,
        text: r.submitted.text,
        shownName: r.submitted.shown_name,
        keepAfterErasure: r.submitted.keep_after_erasure,
      },
    },
  };
}

/** opt_out_of_review_requests's answer; throws on any other. */
export const optOutResultOf = (data: unknown): 'opted-out' | 'invalid' =>
  linkAnswer(parseAnswer('opt_out_of_review_requests', optOutSchema, data));

/**
 * The review page's state: the link, and for a valid one whether its review is published in the
 * content (then it can no longer be changed here).
 */
export type ReviewPageState =
  { status: 'valid'; review: ReviewedBooking; published: boolean } | Exclude<ReviewLink, { status: 'valid' }>;
