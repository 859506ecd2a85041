import { createAppointmentMailHandler } from './appointment-mails.ts';
import { createNotificationClaims } from './claims.ts';
import { createDigestHandler } from './digest.ts';
import type { NotificationProblem } from './digest-content.ts';
import type { Claim, NotificationClaims } from './claims.ts';
import { readConfig } from './config.ts';
import { CORS_HEADERS } from './cors.ts';
import { json } from './json-response.ts';
import { ownerNotification, visitorAcknowledgement } from './mail-content.ts';
import { senderName } from './mail-from.ts';
import { notificationPayloadSchema } from './payload.ts';
import { checkProofOfWork } from './proof-of-work.ts';
import { PROOF_REFUSAL_MESSAGES } from './proof-of-work-messages.ts';
import { readLimitedBody } from './read-body.ts';
import { createResendMailer } from './resend.ts';
import { createServiceTitleSource } from './service-titles.ts';
import type { ServiceTitleSource } from './service-titles.ts';
import type { SendMail } from './resend.ts';
import { BOOKING_MAX_BODY_BYTES } from './site-constants.ts';

export interface HandlerDeps {
  claims: NotificationClaims;
  sendMail: SendMail;
  ownerEmail: string;
  mailFrom: string;
  bookingChallengeSecret: string;
  /** The service's current title from the content source; absent or null: the function's own. */
  serviceTitles?: ServiceTitleSource;
}

/**
 * Sends the owner notification and the visitor acknowledgement for a booking request that was
 * just stored. It only mails about a matching row it could claim, so it is not an open relay; a
 * repeated call for the same form fill (idempotency key) succeeds without sending again; on a mail
 * failure the claim is released so a retry can send.
 */
export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const signature = senderName(deps.mailFrom);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') return json(415, { error: 'Content-Type must be application/json' });

    // Refused before parsing: a huge body costs neither memory nor CPU beyond the limit.
    const bytes = await readLimitedBody(request, BOOKING_MAX_BODY_BYTES);
    if (bytes === null) return json(413, { error: `Body larger than ${BOOKING_MAX_BODY_BYTES} bytes` });
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return json(400, { error: 'Body must be UTF-8 JSON' });
    }
    const parsed = notificationPayloadSchema.safeParse(body);
    if (!parsed.success) {
      return json(400, { error: 'Invalid notification payload', issues: parsed.error.issues });
    }
    const payload = parsed.data;
    const key = payload.idempotency_key;

    // No mail without a fresh proof of work that no other request used (the bot check). The
    // stored request then waits for the owner's digest, which says why it was not mailed.
    const refuse = async (refusal: keyof typeof PROOF_REFUSAL_MESSAGES) => {
      await deps.claims
        .noteProblem(key, `proof-${refusal}` satisfies NotificationProblem, payload.language)
        .catch(console.error);
      return json(403, { error: PROOF_REFUSAL_MESSAGES[refusal], refusal });
    };
    const proof = await checkProofOfWork(payload.proof_of_work, deps.bookingChallengeSecret);
    if (!proof.ok) return refuse(proof.refusal);
    try {
      if (!(await deps.claims.useChallenge(proof.nonce, key, proof.expiresAt))) return refuse('replayed');
    } catch (error) {
      console.error(error);
      return json(500, { error: 'Could not record the proof of work' });
    }

    let claim: Claim;
    try {
      claim = await deps.claims.claim(payload);
    } catch (error) {
      console.error(error);
      return json(500, { error: 'Could not look up the booking request' });
    }
    // Every answer about a stored request carries the estimate stored with it, so the form can tell
    // the visitor when it differs from the one the page showed (a price changed meanwhile).
    const { outcome, estimate } = claim;
    if (outcome === 'not-found') {
      return json(404, { error: 'No recent booking request matches this notification' });
    }
    // A retry or double submit of the same fill: the visitor's request is handled, send nothing.
    if (outcome === 'already-notified') return json(200, { ok: true, status: 'already-notified', estimate });
    if (outcome === 'in-progress') return json(202, { ok: true, status: 'in-progress', estimate });

    // Past the hourly cap the owner is still told; only the visitor's acknowledgement is withheld.
    let acknowledge: boolean;
    try {
      acknowledge = await deps.claims.takeAcknowledgementSlot();
    } catch (error) {
      // Fail closed: without the counter, the cap cannot be enforced.
      console.error(error);
      acknowledge = false;
    }
    const titles =
      payload.service !== null && deps.serviceTitles
        ? await deps.serviceTitles(payload.service, payload.language)
        : null;
    const owner = ownerNotification(payload, { acknowledged: acknowledge, serviceTitle: titles?.owner, estimate });
    const mails = [
      deps.sendMail({
        ...owner,
        from: deps.mailFrom,
        to: deps.ownerEmail,
        replyTo: payload.email,
        idempotencyKey: `${key}-owner`,
      }),
    ];
    if (acknowledge) {
      const visitor = visitorAcknowledgement(payload, signature, { serviceTitle: titles?.visitor, estimate });
      mails.push(
        deps.sendMail({ ...visitor, from: deps.mailFrom, to: payload.email, idempotencyKey: `${key}-visitor` }),
      );
    }
    const results = await Promise.allSettled(mails);
    const failures = results.filter((result) => result.status === 'rejected');
    if (failures.length > 0) {
      for (const failure of failures) console.error(failure.reason);
      try {
        await deps.claims.release(key, payload.language);
      } catch (error) {
        // The claim then expires on its own (claim_contact_notification's timeout).
        console.error(error);
      }
      return json(502, { error: 'The notification email could not be sent' });
    }

    try {
      await deps.claims.complete(key, {
        language: payload.language,
        acknowledgement: acknowledge ? 'sent' : 'withheld',
      });
    } catch (error) {
      // Both mails went out and the claim stays set, so nothing is sent twice; only the
      // bookkeeping timestamp is missing.
      console.error(error);
    }
    return json(200, { ok: true, status: 'notified', acknowledgement: acknowledge ? 'sent' : 'withheld', estimate });
  };
}

/** The schedule's routes (the digest, the appointment mails); every other path is the form's notification. */
export const DIGEST_PATH_SUFFIX = '/digest';
export const APPOINTMENT_MAILS_PATH_SUFFIX = '/mails';

/** Wires the routes to Supabase and Resend from the function's secrets. */
export function createHandlerFromEnv(getEnv: (name: string) => string | undefined) {
  const config = readConfig(getEnv);
  const store = createNotificationClaims(config.supabaseUrl, config.serviceRoleKey);
  const sendMail = createResendMailer(config.resendBaseUrl, config.resendApiKey, config.mailTimeoutMs);
  const notify = createHandler({
    claims: store,
    sendMail,
    ownerEmail: config.ownerEmail,
    mailFrom: config.mailFrom,
    bookingChallengeSecret: config.bookingChallengeSecret,
    serviceTitles: config.contentSource ? createServiceTitleSource(config.contentSource) : undefined,
  });
  const digest = createDigestHandler({
    digests: store.digests,
    sendMail,
    ownerEmail: config.ownerEmail,
    mailFrom: config.mailFrom,
    digestSecret: config.bookingDigestSecret,
  });
  const appointmentMails = createAppointmentMailHandler({
    mails: store.appointmentMails,
    sendMail,
    ownerEmail: config.ownerEmail,
    mailFrom: config.mailFrom,
    bookingChallengeSecret: config.bookingChallengeSecret,
    scheduleSecret: config.bookingDigestSecret,
  });
  return (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(DIGEST_PATH_SUFFIX)) return digest(request);
    if (pathname.endsWith(APPOINTMENT_MAILS_PATH_SUFFIX)) return appointmentMails(request);
    return notify(request);
  };
}
