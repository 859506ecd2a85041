import { describe, expect, it } from 'vitest';
import {
  BOOKING_MAX_BODY_BYTES,
  BOOKING_MIN_FILL_MS,
  BOOKING_RATE_LIMIT_PER_ADDRESS,
  BOOKING_RATE_LIMIT_PER_EMAIL,
} from '@/lib/constants';
import { toNotificationPayload, toSubmissionRow } from '@/lib/booking/payloads';
import { submitBookingRequest } from '@/lib/booking/submit-booking-request';
import {
  anonClient,
  countRows,
  formValues,
  functionUrl,
  mailsAbout,
  restHeaders,
  stack,
  storedRows,
  superuserQuery,
  uniqueEmail,
  visitorAddress,
} from './support.ts';

/** An API URL nothing listens on: a client pointed at it fails any call it makes. */
const NOWHERE = 'http://127.0.0.1:9';

describe('bot traps in the client', () => {
  it('drops a submission with the honeypot filled without any call, answering success', async () => {
    const before = await countRows();
    const values = formValues({ honeypot: 'https://spam.example' });
    expect(await submitBookingRequest(values, 'en', anonClient(undefined, NOWHERE))).toEqual({
      status: 'success',
      dropped: 'honeypot',
    });
    expect(await countRows()).toBe(before);
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it(`drops a form submitted within ${BOOKING_MIN_FILL_MS} ms of appearing, answering success`, async () => {
    const before = await countRows();
    const values = formValues({ startedAt: Date.now() - BOOKING_MIN_FILL_MS + 500 });
    expect(await submitBookingRequest(values, 'en', anonClient(undefined, NOWHERE))).toEqual({
      status: 'success',
      dropped: 'too-fast',
    });
    expect(await countRows()).toBe(before);
  });

  it('sends a form filled just past the minimum time', async () => {
    const values = formValues({ startedAt: Date.now() - BOOKING_MIN_FILL_MS - 50 });
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    expect(await storedRows(values.email)).toHaveLength(1);
  });
});

describe('the rate limit in the database', () => {
  it(`stores ${BOOKING_RATE_LIMIT_PER_EMAIL} requests per email address, whatever its case, then answers error`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < BOOKING_RATE_LIMIT_PER_EMAIL; i += 1) {
      const values = formValues({ email: i % 2 === 0 ? email : email.toUpperCase() });
      expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    }
    const over = formValues({ email });
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
      const { error } = await client.from('contact_submissions').insert(toSubmissionRow(formValues()));
      expect(error).toBeNull();
    }
    const over = formValues();
    expect(await submitBookingRequest(over, 'en', client)).toMatchObject({ status: 'error', error: { code: 'PT429' } });
    expect(await storedRows(over.email)).toEqual([]);
    // Another visitor is not affected.
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(formValues()))).error).toBeNull();
  });

  it('does not refuse the retry of a fill that is already stored (it is recognised by its key)', async () => {
    const email = uniqueEmail();
    const fills = Array.from({ length: BOOKING_RATE_LIMIT_PER_EMAIL }, () => formValues({ email }));
    for (const values of fills)
      expect(await submitBookingRequest(values, 'pt', anonClient())).toEqual({ status: 'success' });
    expect(await submitBookingRequest(fills.at(-1)!, 'pt', anonClient())).toEqual({ status: 'success' });
    expect(await storedRows(email)).toHaveLength(BOOKING_RATE_LIMIT_PER_EMAIL);
    expect(await mailsAbout(email)).toHaveLength(2 * BOOKING_RATE_LIMIT_PER_EMAIL);
  });

  it('keeps its counters and salt out of the Data API', async () => {
    for (const table of ['booking_rate_limit_buckets', 'booking_rate_limit_secret']) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/${table}`, { headers: restHeaders(stack.anonKey) });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'PGRST205' });
    }
  });
});

describe('idempotency per form fill', () => {
  it('stores one row and sends one pair of mails for a double submit, both answered success', async () => {
    const values = formValues();
    const outcomes = await Promise.all([
      submitBookingRequest(values, 'uk', anonClient()),
      submitBookingRequest(values, 'uk', anonClient()),
    ]);
    expect(outcomes).toEqual([{ status: 'success' }, { status: 'success' }]);
    expect(await storedRows(values.email)).toHaveLength(1);
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('stores and mails once when the whole submission is retried later', async () => {
    const values = formValues();
    for (let i = 0; i < 3; i += 1)
      expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success' });
    const rows = await storedRows(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notified_at).toBeInstanceOf(Date);
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('answers 202 "in progress" and sends nothing while another call holds the claim', async () => {
    const values = formValues();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    await superuserQuery(
      'update public.contact_submissions set notification_claimed_at = now() where idempotency_key = $1',
      [values.idempotencyKey],
    );
    const response = await fetch(functionUrl(), {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify(toNotificationPayload(values, 'en')),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, status: 'in-progress' });
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it('needs a key: an insert without one stores nothing', async () => {
    const row: Partial<ReturnType<typeof toSubmissionRow>> = toSubmissionRow(formValues());
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
    const values = formValues();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    // Valid JSON of the right shape, padded past the limit with spaces.
    const body = JSON.stringify(toNotificationPayload(values, 'en')) + ' '.repeat(BOOKING_MAX_BODY_BYTES);
    const response = await fetch(functionUrl(), { method: 'POST', headers: restHeaders(stack.anonKey), body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining(String(BOOKING_MAX_BODY_BYTES)) });
    expect(await mailsAbout(values.email)).toEqual([]);
    expect((await storedRows(values.email))[0]).toMatchObject({ notification_claimed_at: null, notified_at: null });
  });
});
