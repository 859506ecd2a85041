import { bookingDigest } from './digest-content.ts';
import type { ClaimedDigest } from './digest-content.ts';
import type { SendMail } from './resend.ts';
import { createScheduleRoute } from './schedule-route.ts';
import type { ClaimQueue } from './schedule-route.ts';

export interface DigestDeps {
  /** The digest bookkeeping of the delivery migration: claim, complete and release_booking_digest. */
  digests: ClaimQueue<ClaimedDigest>;
  sendMail: SendMail;
  ownerEmail: string;
  mailFrom: string;
  /** What the schedule sends as its Bearer token (Vault's booking_digest_secret); null: digests are off. */
  digestSecret: string | null;
  /** Parts are sent one after another until this much time has passed; the next run goes on. */
  budgetMs?: number;
}

/**
 * Mails the owner every stored request the function did not mail at once, in parts the database
 * hands out (claim, then complete once the mail service accepted the mail, or release to retry
 * later). Each part's mail carries an idempotency key, so a part whose run died after sending is
 * not delivered twice. The visitor is never mailed from here: nothing proved a person sent it.
 */
export function createDigestHandler(deps: DigestDeps): (request: Request) => Promise<Response> {
  return createScheduleRoute({
    queue: deps.digests,
    secret: deps.digestSecret,
    budgetMs: deps.budgetMs,
    item: 'booking digest',
    waiting: 'stored requests that were not mailed',
    none: { mails: 0, requests: 0 },
    async send(digest) {
      // A part with nothing to tell (its requests all erased since it was formed, no failing
      // appointment mail) is completed without a mail.
      if (digest.requests.length === 0 && (digest.failing_mails ?? []).length === 0) return { mails: 0, requests: 0 };
      await deps.sendMail({
        ...bookingDigest(digest),
        from: deps.mailFrom,
        to: deps.ownerEmail,
        idempotencyKey: `booking-digest-${digest.id}`,
      });
      return { mails: 1, requests: digest.requests.length };
    },
  });
}
