import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProofOfWork, newBookingChallenge } from '@/lib/booking/submit/proof-of-work';
import { LOCAL_BOOKING_CHALLENGE_SECRET } from '@/lib/env/public';
import {
  BOOKING_ACKNOWLEDGEMENTS_PER_HOUR,
  BOOKING_MAX_BODY_BYTES,
  BOOKING_MIN_FILL_MS,
  BOOKING_RATE_LIMIT_PER_ADDRESS,
  BOOKING_RATE_LIMIT_PER_EMAIL,
} from '@/lib/constants';
import { toNotificationPayload, toSubmissionRow } from '@/lib/booking/submit/payloads';
import { submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import {
  ACKNOWLEDGEMENT_WITHHELD_NOTE,
  OWNER_ACKNOWLEDGEMENT_LABEL,
} from '../../supabase/functions/send-contact-notification/mail-content.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/messages.ts';
import { PROOF_REFUSAL_MESSAGES } from '../../supabase/functions/send-contact-notification/proof-of-work-messages.ts';
import {
  anonClient,
  countRows,
  fetchFrom,
  formValues,
  functionUrl,
  mailsAbout,
  restHeaders,
  stack,
  storedRows,
  superuserQuery,
  uniqueEmail,
  visitorAddress,
  visitorFetch,
} from './support.ts';

/** An API URL nothing listens on: a client pointed at it fails any call it makes. */
const NOWHERE = 'http://127.0.0.1:9';

describe('signals from the form mark a request, never drop it', () => {
  it('stores a fill with the honeypot filled, marked as likely spam, asks for no mail and answers success', async () => {
    const values = await formValues({ honeypot: 'https://spam.example' });
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success', heldAsSpam: true });
    expect(await storedRows(values.email)).toMatchObject([
      { honeypot_filled: true, quick_fill: false, notification_claimed_at: null, notified_at: null },
    ]);
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it('never mails a honeypot request on its own, even when its sender calls the function', async () => {
    const values = await formValues({ honeypot: 'https://spam.example' });
    await submitBookingRequest(values, 'en', anonClient());
    const response = await visitorFetch(functionUrl(), {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify(toNotificationPayload(values, 'en')),
    });
    expect(response.status).toBe(404);
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it(`stores a form sent within ${BOOKING_MIN_FILL_MS} ms of appearing, marked as quick, and mails it as usual`, async () => {
    const values = await formValues({ startedAt: Date.now() - BOOKING_MIN_FILL_MS + 500 });
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    const [row] = await storedRows(values.email);
    expect(row).toMatchObject({ quick_fill: true, honeypot_filled: false, notified_at: expect.any(Date) });
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('does not mark a form filled just past the minimum time', async () => {
    const values = await formValues({ startedAt: Date.now() - BOOKING_MIN_FILL_MS - 50 });
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    expect(await storedRows(values.email)).toMatchObject([{ quick_fill: false, honeypot_filled: false }]);
  });

  it('tells the sender of a flagged fill when it could not be stored, so nothing is lost in silence', async () => {
    const before = await countRows();
    const values = await formValues({ honeypot: 'x', startedAt: Date.now() });
    const outcome = await submitBookingRequest(values, 'en', anonClient(undefined, NOWHERE));
    expect(outcome.status).toBe('error');
    expect(await countRows()).toBe(before);
  });
});

describe('the rate limit in the database', () => {
  it(`stores ${BOOKING_RATE_LIMIT_PER_EMAIL} requests per email address, whatever its case, then answers error`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < BOOKING_RATE_LIMIT_PER_EMAIL; i += 1) {
      const values = await formValues({ email: i % 2 === 0 ? email : email.toUpperCase() });
      expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    }
    const over = await formValues({ email });
    const outcome = await submitBookingRequest(over, 'en', anonClient());
    expect(outcome).toMatchObject({ status: 'error', error: { code: 'PT429' } });
    const [{ count }] = (await superuserQuery<{ count: string }>(
      'select count(*) from public.contact_submissions where lower(email) = $1',
      [email],
    )) as [{ count: string }];
    expect(Number(count)).toBe(BOOKING_RATE_LIMIT_PER_EMAIL);
    expect((await mailsAbout(email)).length + (await mailsAbout(email.toUpperCase())).length).toBe(
      2 * BOOKING_RATE_LIMIT_PER_EMAIL,
    );
  });

  it(`stores ${BOOKING_RATE_LIMIT_PER_ADDRESS} requests per client address, then answers error`, async () => {
    const address = visitorAddress();
    const client = anonClient(address);
    for (let i = 0; i < BOOKING_RATE_LIMIT_PER_ADDRESS; i += 1) {
      const { error } = await client.from('contact_submissions').insert(toSubmissionRow(await formValues()));
      expect(error).toBeNull();
    }
    const over = await formValues();
    expect(await submitBookingRequest(over, 'en', client)).toMatchObject({ status: 'error', error: { code: 'PT429' } });
    expect(await storedRows(over.email)).toEqual([]);
    // Another visitor is not affected.
    expect(
      (
        await anonClient()
          .from('contact_submissions')
          .insert(toSubmissionRow(await formValues()))
      ).error,
    ).toBeNull();
  });

  it('counts the connection, not what the client claims: forged forwarding headers never reset it', async () => {
    const send = fetchFrom(visitorAddress());
    const insert = async (spoofed: string) =>
      send(`${stack.apiUrl}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: {
          ...restHeaders(stack.anonKey),
          'x-forwarded-for': spoofed,
          'cf-connecting-ip': spoofed,
          'x-real-ip': spoofed,
        },
        body: JSON.stringify(toSubmissionRow(await formValues())),
      });
    for (let i = 0; i < BOOKING_RATE_LIMIT_PER_ADDRESS; i += 1) {
      expect((await insert(`198.51.100.${i + 1}`)).status).toBe(201);
    }
    const refused = await insert('203.0.113.77');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'PT429', message: 'Too many booking requests' });
  });

  it('does not refuse the retry of a fill that is already stored (it is recognised by its key)', async () => {
    const email = uniqueEmail();
    const fills = await Promise.all(Array.from({ length: BOOKING_RATE_LIMIT_PER_EMAIL }, () => formValues({ email })));
    for (const values of fills)
      expect(await submitBookingRequest(values, 'pt', anonClient())).toEqual({ status: 'success' });
    expect(await submitBookingRequest(fills.at(-1)!, 'pt', anonClient())).toEqual({ status: 'success' });
    expect(await storedRows(email)).toHaveLength(BOOKING_RATE_LIMIT_PER_EMAIL);
    expect(await mailsAbout(email)).toHaveLength(2 * BOOKING_RATE_LIMIT_PER_EMAIL);
  });

  it('keeps its counters and salt out of the Data API', async () => {
    for (const table of ['booking_rate_limit_buckets', 'booking_rate_limit_secret']) {
      const response = await visitorFetch(`${stack.apiUrl}/rest/v1/${table}`, { headers: restHeaders(stack.anonKey) });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'PGRST205' });
    }
  });
});

describe('the proof of work (ALTCHA)', () => {
  it("accepts a real solution of the site's own challenge, at the site's difficulty", async () => {
    const challenge = await newBookingChallenge(LOCAL_BOOKING_CHALLENGE_SECRET);
    const solution = await solveChallenge({ challenge, deriveKey });
    const values = await formValues({ proofOfWork: encodeProofOfWork(challenge, solution!) });
    expect(await submitBookingRequest(values, 'uk', anonClient())).toEqual({ status: 'success' });
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('buys one booking request: replayed for another, it is refused and nothing is mailed; the same fill may retry', async () => {
    const first = await formValues();
    expect(await submitBookingRequest(first, 'en', anonClient())).toEqual({ status: 'success' });

    const replay = await formValues({ proofOfWork: first.proofOfWork });
    const outcome = await submitBookingRequest(replay, 'en', anonClient());
    expect(outcome.status).toBe('saved-notification-failed');
    expect(await storedRows(replay.email)).toHaveLength(1);
    const answer = await visitorFetch(functionUrl(), {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify(toNotificationPayload(replay, 'en')),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: PROOF_REFUSAL_MESSAGES.replayed, refusal: 'replayed' });
    expect(await mailsAbout(replay.email)).toEqual([]);

    expect(await submitBookingRequest(first, 'en', anonClient())).toEqual({ status: 'success' });
    expect(await mailsAbout(first.email)).toHaveLength(2);
  });

  it('keeps its records out of the Data API', async () => {
    const response = await visitorFetch(`${stack.apiUrl}/rest/v1/used_booking_challenges`, {
      headers: restHeaders(stack.anonKey),
    });
    expect(response.status).toBe(404);
    const rpc = await visitorFetch(`${stack.apiUrl}/rest/v1/rpc/use_booking_challenge`, {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify({ p_nonce: 'x', p_idempotency_key: randomUUID(), p_expires_at: new Date().toISOString() }),
    });
    expect(rpc.status).toBe(401);
  });
});

describe('no relay to strangers', () => {
  it("acknowledges a relay attempt with the product's own text only: none of what was typed", async () => {
    const values = await formValues({
      name: 'Win a prize at https://spam.example/claim',
      phone: '+351 900 000 000 call now',
      vehicle: 'www.spam.example',
      message: 'Visit <a href="https://spam.example">this</a> today',
      service: 'ppf',
    });
    expect(await submitBookingRequest(values, 'pt', anonClient())).toEqual({ status: 'success' });
    const mails = await mailsAbout(values.email);
    const visitor = mails.find((mail) => mail.to.includes(values.email))!;
    const owner = mails.find((mail) => mail.to.includes(stack.ownerEmail))!;
    for (const typed of [values.name, values.phone, values.vehicle, values.message, 'spam.example', 'https://']) {
      expect(visitor.subject + visitor.text + visitor.html).not.toContain(typed);
    }
    // The choice from the fixed list is summarised back; the owner still gets every field.
    expect(visitor.text).toContain(ACKNOWLEDGEMENT_MESSAGES.pt.services.ppf);
    for (const typed of [values.name, values.phone, values.vehicle, values.message])
      expect(owner.text).toContain(typed);
  });
});

describe(`the global cap of ${BOOKING_ACKNOWLEDGEMENTS_PER_HOUR} acknowledgements per hour`, () => {
  const setCap = (cap: number) =>
    superuserQuery('update private.booking_settings set acknowledgements_per_hour = $1', [cap]);
  /** This clock hour's acknowledgements so far, as if `sent` had gone out. */
  const setSentThisHour = (sent: number) =>
    superuserQuery(
      `insert into private.acknowledgement_hours (hour_start, sent) values (date_trunc('hour', now()), $1)
         on conflict (hour_start) do update set sent = excluded.sent`,
      [sent],
    );
  let testRunCap: number;
  beforeAll(async () => {
    const [row] = await superuserQuery<{ cap: number }>(
      'select acknowledgements_per_hour as cap from private.booking_settings',
    );
    testRunCap = row!.cap;
  });
  afterAll(async () => {
    await setCap(testRunCap);
    await superuserQuery('delete from private.acknowledgement_hours');
  });

  it('sends the last acknowledgement under the cap, then stores, tells the owner and withholds only the acknowledgement', async () => {
    await setCap(BOOKING_ACKNOWLEDGEMENTS_PER_HOUR);
    await setSentThisHour(BOOKING_ACKNOWLEDGEMENTS_PER_HOUR - 1);
    const last = await formValues();
    expect(await submitBookingRequest(last, 'en', anonClient())).toEqual({ status: 'success' });
    expect(await mailsAbout(last.email)).toHaveLength(2);

    const over = await formValues();
    expect(await submitBookingRequest(over, 'uk', anonClient())).toEqual({ status: 'success' });
    const rows = await storedRows(over.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notified_at).toBeInstanceOf(Date);
    const mails = await mailsAbout(over.email);
    expect(mails.map((mail) => mail.to)).toEqual([[stack.ownerEmail]]);
    expect(mails[0]!.text).toContain(`${OWNER_ACKNOWLEDGEMENT_LABEL}: ${ACKNOWLEDGEMENT_WITHHELD_NOTE}`);
  });

  it('answers the function call with the acknowledgement withheld, and counts nothing for a repeated call', async () => {
    await setCap(BOOKING_ACKNOWLEDGEMENTS_PER_HOUR);
    await setSentThisHour(BOOKING_ACKNOWLEDGEMENTS_PER_HOUR);
    const values = await formValues();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    const call = () =>
      visitorFetch(functionUrl(), {
        method: 'POST',
        headers: restHeaders(stack.anonKey),
        body: JSON.stringify(toNotificationPayload(values, 'en')),
      });
    expect(await (await call()).json()).toEqual({
      ok: true,
      status: 'notified',
      acknowledgement: 'withheld',
      estimate: null,
    });
    expect(await (await call()).json()).toEqual({ ok: true, status: 'already-notified', estimate: null });
    const [hour] = await superuserQuery<{ sent: number }>(
      `select sent from private.acknowledgement_hours where hour_start = date_trunc('hour', now())`,
    );
    expect(hour!.sent).toBe(BOOKING_ACKNOWLEDGEMENTS_PER_HOUR);
  });

  it('is out of reach of the Data API, for visitors and their calls', async () => {
    for (const table of ['booking_settings', 'acknowledgement_hours']) {
      const response = await visitorFetch(`${stack.apiUrl}/rest/v1/${table}`, { headers: restHeaders(stack.anonKey) });
      expect(response.status).toBe(404);
    }
    const rpc = await visitorFetch(`${stack.apiUrl}/rest/v1/rpc/take_acknowledgement_slot`, {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: '{}',
    });
    expect(rpc.status).toBe(401);
  });
});

describe('idempotency per form fill', () => {
  it('stores one row and sends one pair of mails for the same fill sent 20 times at once, each answered success', async () => {
    const values = await formValues();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => submitBookingRequest(values, 'uk', anonClient())),
    );
    expect(outcomes).toEqual(Array(20).fill({ status: 'success' }));
    expect(await storedRows(values.email)).toHaveLength(1);
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('stores and mails once when the whole submission is retried later', async () => {
    const values = await formValues();
    for (let i = 0; i < 3; i += 1)
      expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    const rows = await storedRows(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notified_at).toBeInstanceOf(Date);
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('answers 202 "in progress" and sends nothing while another call holds the claim', async () => {
    const values = await formValues();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    await superuserQuery(
      'update public.contact_submissions set notification_claimed_at = now() where idempotency_key = $1',
      [values.idempotencyKey],
    );
    const response = await visitorFetch(functionUrl(), {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify(toNotificationPayload(values, 'en')),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, status: 'in-progress', estimate: null });
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it('needs a key: an insert without one stores nothing', async () => {
    const row: Partial<ReturnType<typeof toSubmissionRow>> = toSubmissionRow(await formValues());
    delete row.idempotency_key;
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert(row as never);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23502' });
    expect(await storedRows(row.email!)).toEqual([]);
  });
});

describe('payload size in the function', () => {
  it(`answers 413 for a body over ${BOOKING_MAX_BODY_BYTES} bytes before reading it as JSON, and sends nothing`, async () => {
    const values = await formValues();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    // Valid JSON of the right shape, padded past the limit with spaces.
    const body = JSON.stringify(toNotificationPayload(values, 'en')) + ' '.repeat(BOOKING_MAX_BODY_BYTES);
    const response = await visitorFetch(functionUrl(), { method: 'POST', headers: restHeaders(stack.anonKey), body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining(String(BOOKING_MAX_BODY_BYTES)) });
    expect(await mailsAbout(values.email)).toEqual([]);
    expect((await storedRows(values.email))[0]).toMatchObject({ notification_claimed_at: null, notified_at: null });
  });
});
