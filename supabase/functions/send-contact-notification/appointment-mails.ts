import { OWNER_MAIL_KINDS, ownerAppointmentMail, visitorAppointmentMail } from './appointment-mail-content.ts';
import type { AppointmentMailKind, ClaimedAppointmentMail, OwnerMailKind } from './appointment-mail-content.ts';
import { senderAddress } from './mail-from.ts';
import type { OutgoingMail, SendMail } from './resend.ts';
import { REVIEW_MAIL_KIND, reviewRequestMail } from './review-mail-content.ts';
import type { ClaimedReviewRequest } from './review-mail-content.ts';
import { createScheduleRoute } from './schedule-route.ts';
import type { ClaimQueue } from './schedule-route.ts';
import { manageUrl, reviewUrls } from './signed-link.ts';

/** One row of the outbox (private.booking_mails), claimed by this run: an appointment mail or a review request. */
export type ClaimedBookingMail = ClaimedAppointmentMail | ClaimedReviewRequest;

export interface AppointmentMailDeps {
  /** The booking outbox: claim, complete and release_booking_mail (the appointments migration's). */
  mails: ClaimQueue<ClaimedBookingMail>;
  sendMail: SendMail;
  ownerEmail: string;
  mailFrom: string;
  /** Signs the manage and review links (signed-link.ts); the site checks them with the same secret. */
  bookingChallengeSecret: string;
  /** What the schedule sends as its Bearer token (Vault's booking_digest_secret); null: the mails wait. */
  scheduleSecret: string | null;
  /** Mails are sent one after another until this much time has passed; the next run goes on. */
  budgetMs?: number;
}

const isOwnerKind = (kind: AppointmentMailKind): kind is OwnerMailKind =>
  (OWNER_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * The mail of one outbox row, under the row's id as idempotency key: a row sent again after a run
 * died past the send is not delivered twice. The owner's mails reply to the visitor; the visitor's
 * reply to the garage, not to the sending address.
 */
export async function outgoingBookingMail(
  mail: ClaimedBookingMail,
  deps: Pick<AppointmentMailDeps, 'ownerEmail' | 'mailFrom' | 'bookingChallengeSecret'>,
  now: Date,
): Promise<OutgoingMail> {
  const idempotencyKey = `booking-mail-${mail.id}`;
  if (mail.kind === REVIEW_MAIL_KIND) {
    const { content } = mail;
    const links = await reviewUrls(
      content.mail.site_url,
      deps.bookingChallengeSecret,
      content.review_nonce,
      content.language,
    );
    return {
      ...reviewRequestMail(content, links),
      from: deps.mailFrom,
      to: content.email,
      replyTo: content.mail.business.email,
      idempotencyKey,
    };
  }
  const { content } = mail;
  if (isOwnerKind(mail.kind)) {
    return {
      ...ownerAppointmentMail(mail.kind, content),
      from: deps.mailFrom,
      to: deps.ownerEmail,
      replyTo: content.email,
      idempotencyKey,
    };
  }
  // A cancellation used the link up: its mail offers none.
  const manageLink =
    mail.kind !== 'cancelled' && content.manage_nonce !== null
      ? await manageUrl(content.mail.site_url, deps.bookingChallengeSecret, content.manage_nonce, content.language)
      : null;
  return {
    ...visitorAppointmentMail(mail.kind, content, { manageLink, organizerEmail: senderAddress(deps.mailFrom), now }),
    from: deps.mailFrom,
    to: content.email,
    replyTo: content.mail.business.email,
    idempotencyKey,
  };
}

/**
 * Sends the booking mails the database wrote with each change (and the reminders the schedule
 * queued, and the review requests once their time has come), as the schedule or a change asks:
 * claim, send, complete; a mail the service refuses (or that cannot be written) is released, tried
 * again after a backoff, and shown to the owner while it keeps failing. The run stops at the first
 * failure: the service is likely down for the next mail too.
 */
export function createAppointmentMailHandler(deps: AppointmentMailDeps): (request: Request) => Promise<Response> {
  return createScheduleRoute({
    queue: deps.mails,
    secret: deps.scheduleSecret,
    budgetMs: deps.budgetMs,
    item: 'booking mail',
    waiting: 'booking mails',
    none: { mails: 0 },
    async send(mail) {
      await deps.sendMail(await outgoingBookingMail(mail, deps, new Date()));
      return { mails: 1 };
    },
  });
}
