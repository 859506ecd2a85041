import { createNotificationClaims } from './claims.ts';
import type { NotificationClaims } from './claims.ts';
import { readConfig } from './config.ts';
import { CORS_HEADERS } from './cors.ts';
import { ownerNotification, visitorAcknowledgement } from './mail-content.ts';
import { notificationPayloadSchema } from './payload.ts';
import { createResendMailer } from './resend.ts';
import type { SendMail } from './resend.ts';

export interface HandlerDeps {
  claims: NotificationClaims;
  sendMail: SendMail;
  ownerEmail: string;
  mailFrom: string;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json' },
  });
}

/** "Garage <bookings@example.com>" → "Garage"; a bare address signs as itself. */
function senderName(mailFrom: string): string {
  return /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(mailFrom)?.[1] || mailFrom;
}

/**
 * Sends the owner notification and the visitor acknowledgement for a booking request that was
 * just stored. It only mails about a matching row it could claim, so it is not an open relay and a
 * repeated call sends nothing; on a mail failure the claim is released so a retry can send.
 */
export function createHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const signature = senderName(deps.mailFrom);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json(400, { error: 'Body must be JSON' });
    }
    const parsed = notificationPayloadSchema.safeParse(body);
    if (!parsed.success) {
      return json(400, { error: 'Invalid notification payload', issues: parsed.error.issues });
    }
    const payload = parsed.data;

    let submissionId: string | null;
    try {
      submissionId = await deps.claims.claim(payload);
    } catch (error) {
      console.error(error);
      return json(500, { error: 'Could not look up the booking request' });
    }
    if (submissionId === null) {
      return json(404, { error: 'No recent booking request matches this notification' });
    }

    const owner = ownerNotification(payload);
    const visitor = visitorAcknowledgement(payload, signature);
    const results = await Promise.allSettled([
      deps.sendMail({
        ...owner,
        from: deps.mailFrom,
        to: deps.ownerEmail,
        replyTo: payload.email,
        idempotencyKey: `${submissionId}-owner`,
      }),
      deps.sendMail({ ...visitor, from: deps.mailFrom, to: payload.email, idempotencyKey: `${submissionId}-visitor` }),
    ]);
    const failures = results.filter((result) => result.status === 'rejected');
    if (failures.length > 0) {
      for (const failure of failures) console.error(failure.reason);
      try {
        await deps.claims.release(submissionId);
      } catch (error) {
        console.error(error);
      }
      return json(502, { error: 'The notification email could not be sent' });
    }

    try {
      await deps.claims.complete(submissionId);
    } catch (error) {
      // Both mails went out and the claim stays set, so nothing is sent twice; only the
      // bookkeeping timestamp is missing.
      console.error(error);
    }
    return json(200, { ok: true });
  };
}

/** Wires the handler to Supabase and Resend from the function's secrets. */
export function createHandlerFromEnv(getEnv: (name: string) => string | undefined) {
  const config = readConfig(getEnv);
  return createHandler({
    claims: createNotificationClaims(config.supabaseUrl, config.serviceRoleKey),
    sendMail: createResendMailer(config.resendBaseUrl, config.resendApiKey),
    ownerEmail: config.ownerEmail,
    mailFrom: config.mailFrom,
  });
}
