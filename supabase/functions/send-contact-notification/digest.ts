import { CORS_HEADERS } from './cors.ts';
import { bookingDigest } from './digest-content.ts';
import type { ClaimedDigest } from './digest-content.ts';
import type { SendMail } from './resend.ts';

/** The digest bookkeeping of the delivery migration (service role only). */
export interface BookingDigests {
  /** The next due part with its requests (claim_booking_digest), or null when there is none. */
  claimDigest(): Promise<ClaimedDigest | null>;
  /** The mail service accepted the part's mail (complete_booking_digest). */
  completeDigest(id: number): Promise<void>;
  /** Sending failed: the part is tried again after a backoff (release_booking_digest). */
  releaseDigest(id: number, error: string): Promise<void>;
}

export interface DigestDeps {
  digests: BookingDigests;
  sendMail: SendMail;
  ownerEmail: string;
  mailFrom: string;
  /** What the schedule sends as its Bearer token (Vault's booking_digest_secret); null: digests are off. */
  digestSecret: string | null;
  /** Parts are sent one after another until this much time has passed; the next run goes on. */
  budgetMs?: number;
}

/** The schedule's pg_net call waits 60 s (request_booking_digest); answer well within it. */
export const DIGEST_RUN_BUDGET_MS = 45_000;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json' },
  });
}

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * Mails the owner every stored request the function did not mail at once, in parts the database
 * hands out (claim, then complete once the mail service accepted the mail, or release to retry
 * later). Each part's mail carries an idempotency key, so a part whose run died after sending is
 * not delivered twice. The visitor is never mailed from here: nothing proved a person sent it.
 */
export function createDigestHandler(deps: DigestDeps): (request: Request) => Promise<Response> {
  const budgetMs = deps.budgetMs ?? DIGEST_RUN_BUDGET_MS;
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
    await request.body?.cancel();
    if (deps.digestSecret === null) {
      console.error('BOOKING_DIGEST_SECRET is not set: stored requests that were not mailed wait');
      return json(503, { error: 'Booking digests are off: the function has no BOOKING_DIGEST_SECRET' });
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!sameSecret(token, deps.digestSecret)) return json(401, { error: 'Not the booking digest schedule' });

    const started = Date.now();
    let mails = 0;
    let requests = 0;
    while (Date.now() - started < budgetMs) {
      let digest: ClaimedDigest | null;
      try {
        digest = await deps.digests.claimDigest();
      } catch (error) {
        console.error(error);
        return json(500, { error: 'Could not claim a booking digest', mails, requests });
      }
      if (digest === null) break;
      if (digest.requests.length > 0) {
        try {
          await deps.sendMail({
            ...bookingDigest(digest),
            from: deps.mailFrom,
            to: deps.ownerEmail,
            idempotencyKey: `booking-digest-${digest.id}`,
          });
        } catch (error) {
          console.error(error);
          // Left claimed if this fails too: the claim expires and a later run retries the part.
          await deps.digests.releaseDigest(digest.id, (error as Error).message).catch(console.error);
          return json(502, { error: 'The digest mail could not be sent; it is retried later', mails, requests });
        }
        mails += 1;
        requests += digest.requests.length;
      }
      try {
        await deps.digests.completeDigest(digest.id);
      } catch (error) {
        // The mail went out; a later run sends the part again under the same idempotency key,
        // which the mail service answers without sending twice.
        console.error(error);
        return json(500, { error: 'A digest was sent but could not be recorded', mails, requests });
      }
    }
    return json(200, { ok: true, mails, requests });
  };
}
