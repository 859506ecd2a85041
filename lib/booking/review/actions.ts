'use server';

import { redirect, RedirectType } from 'next/navigation';
import { readReviewForm } from './form-data';
import { reviewOutcomeOf, reviewPageHref } from './outcome';
import { sendBookingReview } from './server';

/**
 * The review form (a server action, so it works without JavaScript). It answers with a redirect to
 * the link's page carrying the outcome, as the appointment page's forms do (../manage/actions.ts):
 * a reload repeats nothing, and Next.js refuses a post whose Origin is not the site's.
 */
export async function sendReviewAction(data: FormData): Promise<void> {
  const { token, lang, input } = readReviewForm(data);
  const result = await sendBookingReview(token, input);
  redirect(reviewPageHref(token, lang, reviewOutcomeOf(result)), RedirectType.replace);
}
