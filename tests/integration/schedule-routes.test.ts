import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import type { ClaimedAppointmentMail } from '../../supabase/functions/send-contact-notification/appointment-mail-content.ts';
import { createAppointmentMailHandler } from '../../supabase/functions/send-contact-notification/appointment-mails.ts';
import type { ClaimedBookingMail } from '../../supabase/functions/send-contact-notification/appointment-mails.ts';
import { createDigestHandler } from '../../supabase/functions/send-contact-notification/digest.ts';
import type { ClaimedDigest } from '../../supabase/functions/send-contact-notification/digest-content.ts';
import type { OutgoingMail, SendMail } from '../../supabase/functions/send-contact-notification/resend.ts';
import type { ClaimQueue } from '../../supabase/functions/send-contact-notification/schedule-route.ts';
import {
  manageUrl,
  readLinkToken,
  reviewUrls,
} from '../../supabase/functions/send-contact-notification/signed-link.ts';
import { appointmentContent, MAIL_TEXTS, reviewContent } from '../support/appointment-mail.ts';

// The schedule's routes of the function (/mails, /digest) with the database's queue and the mail
// service replaced by in-memory ones: what each run claims, sends, completes and releases.

const SECRET = 'schedule-secret';
const CHALLENGE_SECRET = 'challenge-secret';
const OWNER = 'owner@caparica-detailing.example';
const MAIL_FROM = 'Caparica Detailing <bookings@caparica-detailing.example>';

// The routes log each failure for the function's logs; here they are what the tests expect.
let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

/** A queue over a list, recording each call in order. */
function fakeQueue<Item extends { id: number }>(items: Item[], { failComplete = false } = {}) {
  const pending = [...items];
  const calls: string[] = [];
  const queue: ClaimQueue<Item> = {
    async claim() {
      const item = pending.shift() ?? null;
      calls.push(`claim ${item?.id ?? 'none'}`);
      return item;
    },
    async complete(id) {
      calls.push(`complete ${id}`);
      if (failComplete) throw new Error('complete failed: the database is gone');
    },
    async release(id, error) {
      calls.push(`release ${id}: ${error}`);
    },
  };
  return { queue, calls };
}

/**
 * A mail service that keeps what it accepts and refuses every mail once `down` is set; `deps` is
 * what both routes take for mailing (the service, the owner, the sender).
 */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const mailer = { sent, down: false };
  const sendMail: SendMail = async (mail) => {
    if (mailer.down) throw new Error('Resend answered 503: down');
    sent.push(mail);
  };
  return Object.assign(mailer, { deps: { sendMail, ownerEmail: OWNER, mailFrom: MAIL_FROM } });
}

const call = (token: string | null, method = 'POST') =>
  new Request('http://function.local/send-contact-notification/mails', {
    method,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    body: method === 'POST' ? '{}' : undefined,
  });

const mailRow = (id: number, kind: ClaimedAppointmentMail['kind'], overrides = {}): ClaimedAppointmentMail => ({
  id,
  kind,
  attempt: 1,
  content: appointmentContent({ language: 'pt', ...overrides }),
});

const reviewRow = (id: number): ClaimedBookingMail => ({
  id,
  kind: 'review-request',
  attempt: 1,
  content: reviewContent({ language: 'uk' }),
});

function mailsRoute(
  items: ClaimedBookingMail[],
  options: { secret?: string | null; budgetMs?: number; failComplete?: boolean } = {},
) {
  const outbox = fakeQueue(items, { failComplete: options.failComplete });
  const mailer = recordingMailer();
  const handler = createAppointmentMailHandler({
    mails: outbox.queue,
    ...mailer.deps,
    bookingChallengeSecret: CHALLENGE_SECRET,
    scheduleSecret: options.secret === undefined ? SECRET : options.secret,
    budgetMs: options.budgetMs,
  });
  return { handler, outbox, mailer };
}

describe('the appointment mails route', () => {
  it('claims, sends and completes each due mail until none is left, under the row id as idempotency key', async () => {
    const { handler, outbox, mailer } = mailsRoute([
      mailRow(7, 'confirmed'),
      mailRow(8, 'visitor-asked', { visitor_message: 'Could it be a Saturday?' }),
    ]);
    const answer = await handler(call(SECRET));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, mails: 2 });
    expect(outbox.calls).toEqual(['claim 7', 'complete 7', 'claim 8', 'complete 8', 'claim none']);

    const [visitor, owner] = mailer.sent;
    expect(visitor).toMatchObject({
      from: MAIL_FROM,
      to: 'olena@example.com',
      replyTo: 'ola@caparica-detailing.example',
      idempotencyKey: 'booking-mail-7',
      subject: 'Marcação confirmada: sábado, 27 de março de 2027, às 10:00',
    });
    // The link in the visitor's language, signed for the appointment's nonce.
    const link = await manageUrl(
      'https://caparica-detailing.example',
      CHALLENGE_SECRET,
      '6f1c2b8e-93d4-4a57-b0c1-2d3e4f5a6b7c',
      'pt',
    );
    expect(link).toMatch(/^https:\/\/caparica-detailing\.example\/appointment\/[\w-]{43}\?lang=pt$/);
    expect(visitor!.text).toContain(link);
    const token = new URL(link).pathname.split('/').at(-1)!;
    expect(await readLinkToken('appointment-manage-link', CHALLENGE_SECRET, token)).toBe(
      '6f1c2b8e-93d4-4a57-b0c1-2d3e4f5a6b7c',
    );
    const calendar = Buffer.from(visitor!.attachments![0]!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
    expect(calendar).toContain('\r\nORGANIZER;CN="Caparica Detailing":mailto:bookings@caparica-detailing.example\r\n');

    expect(owner).toMatchObject({
      from: MAIL_FROM,
      to: OWNER,
      replyTo: 'olena@example.com',
      idempotencyKey: 'booking-mail-8',
      subject: 'The visitor asks for another date: Olena Kovalenko, Saturday, 27 March 2027 at 10:00',
    });
    expect(owner!.attachments).toBeUndefined();
  });

  it('sends the cancellation without a manage link', async () => {
    const { handler, mailer } = mailsRoute([
      mailRow(9, 'cancelled', {
        state: 'cancelled',
        cancelled_by: 'owner',
        manage_nonce: '6f1c2b8e-93d4-4a57-b0c1-2d3e4f5a6b7c',
      }),
    ]);
    expect((await handler(call(SECRET))).status).toBe(200);
    expect(mailer.sent[0]!.text).not.toContain('/appointment/');
    expect(mailer.sent[0]!.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('sends a review request to the visitor in their language, signed links, opt-out headers and no calendar file', async () => {
    const { handler, outbox, mailer } = mailsRoute([reviewRow(11)]);
    const answer = await handler(call(SECRET));
    expect(await answer.json()).toEqual({ ok: true, mails: 1 });
    expect(outbox.calls).toEqual(['claim 11', 'complete 11', 'claim none']);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      from: MAIL_FROM,
      to: 'olena@example.com',
      replyTo: 'ola@caparica-detailing.example',
      idempotencyKey: 'booking-mail-11',
      subject: 'Caparica Detailing: дякуємо за візит! Як усе пройшло?',
    });
    const { review, optOut } = await reviewUrls(
      'https://caparica-detailing.example',
      CHALLENGE_SECRET,
      '3a7e9c14-5b2d-4f60-8e1a-9c0b2d4f6a81',
      'uk',
    );
    expect(review).toMatch(/^https:\/\/caparica-detailing\.example\/review\/[\w-]{43}\?lang=uk$/);
    expect(mail!.text).toContain(review);
    expect(mail!.text).toContain(optOut);
    const token = new URL(review).pathname.split('/').at(-1)!;
    expect(await readLinkToken('review-link', CHALLENGE_SECRET, token)).toBe('3a7e9c14-5b2d-4f60-8e1a-9c0b2d4f6a81');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${optOut}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.attachments).toBeUndefined();
  });

  it('releases the mail the service refused, with its error, and stops the run', async () => {
    const { handler, outbox, mailer } = mailsRoute([mailRow(7, 'confirmed'), mailRow(8, 'reminder')]);
    mailer.down = true;
    const answer = await handler(call(SECRET));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ mails: 0 });
    expect(outbox.calls).toEqual(['claim 7', 'release 7: Resend answered 503: down']);
  });

  it('releases a mail it cannot write (a content without a site address) like one the service refused', async () => {
    const broken = mailRow(7, 'confirmed', { mail: { ...MAIL_TEXTS, site_url: 'not a url' } });
    const { handler, outbox, mailer } = mailsRoute([broken]);
    expect((await handler(call(SECRET))).status).toBe(502);
    expect(outbox.calls).toEqual(['claim 7', expect.stringMatching(/^release 7: .*URL/)]);
    expect(mailer.sent).toEqual([]);
  });

  it('stops when a sent mail cannot be recorded, so the next run sends it again under the same key', async () => {
    const { handler, outbox } = mailsRoute([mailRow(7, 'confirmed'), mailRow(8, 'confirmed')], { failComplete: true });
    expect((await handler(call(SECRET))).status).toBe(500);
    expect(outbox.calls).toEqual(['claim 7', 'complete 7']);
  });

  it('claims nothing once its time budget is spent', async () => {
    const { handler, outbox } = mailsRoute([mailRow(7, 'confirmed')], { budgetMs: 0 });
    expect(await (await handler(call(SECRET))).json()).toEqual({ ok: true, mails: 0 });
    expect(outbox.calls).toEqual([]);
  });

  it('answers only the schedule: 401 for a wrong or missing token, 503 without a secret, 405 for GET', async () => {
    const { handler, outbox } = mailsRoute([mailRow(7, 'confirmed')]);
    expect((await handler(call('not-the-secret'))).status).toBe(401);
    expect((await handler(call(`${SECRET}x`))).status).toBe(401);
    expect((await handler(call(null))).status).toBe(401);
    expect((await handler(call(SECRET, 'GET'))).status).toBe(405);
    const off = mailsRoute([mailRow(7, 'confirmed')], { secret: null });
    expect((await off.handler(call(SECRET))).status).toBe(503);
    expect(logged).toHaveBeenCalledWith('BOOKING_DIGEST_SECRET is not set: booking mails wait');
    expect([...outbox.calls, ...off.outbox.calls]).toEqual([]);
  });
});

describe('the digest route', () => {
  const part = (id: number, emails: string[]): ClaimedDigest => ({
    id,
    part: 1,
    parts: 1,
    attempt: 1,
    requests: emails.map((email) => ({
      idempotency_key: crypto.randomUUID(),
      created_at: '2027-03-01T10:00:00Z',
      name: 'Ana',
      email,
      phone: null,
      service: null,
      vehicle_size: null,
      extras: [],
      estimate: null,
      vehicle: null,
      preferred_date: null,
      message: null,
      quick_fill: false,
      honeypot_filled: false,
      notification_problem: null,
    })),
  });

  it('mails each part to the owner, completes an emptied part without a mail, and counts both', async () => {
    const failing = {
      kind: 'confirmed',
      created_at: '2027-03-01T10:00:00Z',
      attempts: 4,
      last_error: 'Resend answered 503: down',
      name: 'Olena',
      email: 'olena@example.com',
      starts_at: '2027-03-27T10:00:00+00:00',
    };
    // The last part has no request left, but an appointment mail the service keeps refusing.
    const digests = fakeQueue([
      part(3, ['a@example.com', 'b@example.com']),
      part(4, []),
      { ...part(5, []), failing_mails: [failing] },
    ]);
    const mailer = recordingMailer();
    const handler = createDigestHandler({
      digests: digests.queue,
      ...mailer.deps,
      digestSecret: SECRET,
    });
    expect(await (await handler(call(SECRET))).json()).toEqual({ ok: true, mails: 2, requests: 2 });
    expect(digests.calls).toEqual([
      'claim 3',
      'complete 3',
      'claim 4',
      'complete 4',
      'claim 5',
      'complete 5',
      'claim none',
    ]);
    expect(mailer.sent.map((mail) => [mail.to, mail.idempotencyKey])).toEqual([
      [OWNER, 'booking-digest-3'],
      [OWNER, 'booking-digest-5'],
    ]);
    expect((await handler(call('wrong'))).status).toBe(401);
  });
});
