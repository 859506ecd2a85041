import {
  garageTime,
  identityRows,
  linkSection,
  rowsSection,
  serviceTitle,
  visitorMailBody,
} from './appointment-mail-content.ts';
import type { AppointmentMailContent, AppointmentMailTexts } from './appointment-mail-content.ts';
import { APPOINTMENT_MESSAGES } from './appointment-messages.ts';
import { headerText, htmlDocument } from './mail-content.ts';
import type { MailContent, Row } from './mail-content.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from './messages.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import type { ReviewLinks } from './signed-link.ts';
import { LOCALE_TAGS } from './site-constants.ts';

/** The outbox's kind of the review request, to the visitor some time after the owner marked the job done. */
export const REVIEW_MAIL_KIND = 'review-request';

/** What the site's server composed from the content, in the visitor's language, when the job was marked done (p_review.mail). */
export type ReviewMailTexts = Pick<AppointmentMailTexts, 'site_url' | 'business' | 'service_title'> & {
  /** The garage's page for Google reviews (Site settings → Review requests); null: the mail names none. */
  google_review_url: string | null;
};

/** Everything the review request says, as things were when the job was marked done (queue_review_request). */
export interface ReviewRequestContent extends Pick<
  AppointmentMailContent,
  'request_id' | 'language' | 'name' | 'email' | 'service' | 'vehicle'
> {
  /** What the review links sign (the booking's row in private.booking_reviews). */
  review_nonce: string;
  /** ISO instant: the review link works until then (the opt-out link for ever). */
  valid_until: string;
  mail: ReviewMailTexts;
}

/** One review request from the outbox, claimed by this run (claim_booking_mail). */
export interface ClaimedReviewRequest {
  id: number;
  kind: typeof REVIEW_MAIL_KIND;
  attempt: number;
  content: ReviewRequestContent;
}

/**
 * The review request, in the visitor's language and the same for every customer whatever the job:
 * thanks, the service and car, the signed link to the booking's review page (until when it works),
 * the garage's Google review page when the owner set one, the business's identity and the opt-out.
 * The opt-out is also in the List-Unsubscribe header with List-Unsubscribe-Post (RFC 8058), so a
 * mail client's own button stops the requests with one POST to the opt-out page, no visit needed.
 */
export function reviewRequestMail(
  content: ReviewRequestContent,
  links: ReviewLinks,
): MailContent & { headers: Record<string, string> } {
  const r = REVIEW_MESSAGES[content.language];
  const t = APPOINTMENT_MESSAGES[content.language];
  const locale = ACKNOWLEDGEMENT_MESSAGES[content.language].dateLocale;
  const { business, google_review_url: googleReviewUrl } = content.mail;
  const service = serviceTitle(content);
  const bookingRows: Row[] = [
    ...(service ? [[t.labels.service, service] as const] : []),
    ...(content.vehicle ? [[t.labels.vehicle, content.vehicle] as const] : []),
  ];
  const until = garageTime(new Date(content.valid_until), locale).date;
  const { html, text } = visitorMailBody({
    greeting: t.greeting(content.name),
    opening: r.intro,
    sections: [
      ...(bookingRows.length > 0 ? [rowsSection(r.bookingTitle, bookingRows)] : []),
      linkSection(r.reviewTitle, r.reviewText(until), links.review, r.reviewLink),
      ...(googleReviewUrl ? [linkSection(r.googleTitle, r.googleText, googleReviewUrl, r.googleLink)] : []),
    ],
    closing: ACKNOWLEDGEMENT_MESSAGES[content.language].closing,
    signature: business.name,
    footer: [
      rowsSection(t.identityTitle, identityRows(t, business)),
      linkSection(r.optOutTitle, r.optOutText, links.optOut, r.optOutLink),
    ],
  });
  return {
    subject: headerText(r.subject(business.name)),
    html: htmlDocument(LOCALE_TAGS[content.language].html, html),
    text,
    headers: {
      'List-Unsubscribe': `<${links.optOut}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
