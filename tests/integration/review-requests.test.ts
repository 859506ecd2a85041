import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_SHOWN_NAME_MAX_CHARS, REVIEW_TEXT_MAX_CHARS } from '@/lib/constants';
import { MAIL_TEXTS } from '../support/appointment-mail.ts';
import { aRequest, detail, mailRun, rpc } from './appointments.ts';
import { mailsAbout, setMailFaults, superuserQuery } from './support.ts';

/**
 * Review requests in the database as deployed (supabase/migrations/20261208090000_review_requests.sql):
 * queued when the owner marks a request done, sent by the real function through the mail catcher
 * when due (the tests move a mail's send time instead of waiting), once, never to an address that
 * opted out or was erased; the review page's functions. Rows are this file's own.
 */

const REVIEW_SETTINGS = {
  delay_hours: 2,
  valid_days: 60,
  mail: { site_url: MAIL_TEXTS.site_url, business: MAIL_TEXTS.business, service_title: null, google_review_url: null },
};

const markDone = (id: string, review: object | null = REVIEW_SETTINGS) =>
  rpc('set_booking_request_status', {
    p_id: id,
    p_status: 'done',
    p_actor_id: 'p-owner-1',
    p_actor_name: 'Rui Marques',
    p_review: review,
  });

async function reviewOf(id: string): Promise<{ nonce: string; next_attempt_at: Date } | undefined> {
  const [row] = await superuserQuery<{ nonce: string; next_attempt_at: Date }>(
    `select r.nonce, m.next_attempt_at from private.booking_reviews as r
       left join private.booking_mails as m on m.request_id = r.request_id and m.kind = 'review-request'
      where r.request_id = $1`,
    [id],
  );
  return row;
}

/** The send time has come (the clock moved to it). */
const dueNow = (ids: string[]) =>
  superuserQuery(
    `update private.booking_mails set next_attempt_at = now() where kind = 'review-request' and request_id = any($1::uuid[])`,
    [ids],
  );

const reviewMails = async (email: string) =>
  (
    await detail(
      (await superuserQuery<{ id: string }>('select id from public.contact_submissions where email = $1', [email]))[0]!
        .id,
    )
  ).mails.filter((mail) => mail.kind === 'review-request');

afterEach(() => setMailFaults({}));

describe('the review request', () => {
  it('is queued when a request is marked done, sent once when its time comes, and never again', async () => {
    const { id, email } = await aRequest('pt');
    const before = Date.now();
    await markDone(id);
    const queued = await reviewOf(id);
    // Two hours later, or the next morning at 09:00 Lisbon when that falls in the night.
    expect(queued!.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 2 * 3_600_000 - 1_000);
    expect((await mailRun()).status).toBe(200);
    expect(await mailsAbout(email)).toHaveLength(0);
    await dueNow([id]);
    await mailRun();
    await mailRun();
    expect(await mailsAbout(email)).toHaveLength(1);
    // Done again (after another status): the booking has its request already.
    await rpc('set_booking_request_status', { p_id: id, p_status: 'contacted', p_actor_id: 'p', p_actor_name: 'P' });
    await markDone(id);
    expect(await reviewMails(email)).toHaveLength(1);
  });

  it('waits for the morning when the delay ends at night in Lisbon, on either side of a clock change', async () => {
    const sendTimes = await superuserQuery<{ winter: Date; summer: Date; day: Date }>(
      `select private.review_send_time('2027-01-12 22:30+00') as winter,
              private.review_send_time('2027-07-12 06:30+00') as summer,
              private.review_send_time('2027-07-12 12:00+00') as day`,
    );
    expect(sendTimes[0]).toEqual({
      winter: new Date('2027-01-13T09:00:00Z'),
      summer: new Date('2027-07-12T08:00:00Z'),
      day: new Date('2027-07-12T12:00:00Z'),
    });
  });

  it('is not queued for an address that opted out, and a waiting one is dropped by the opt-out', async () => {
    const { id, email } = await aRequest('uk');
    await markDone(id);
    const { nonce } = (await reviewOf(id))!;
    expect(await rpc('opt_out_of_review_requests', { p_nonce: nonce })).toBe('opted-out');
    expect(await rpc('opt_out_of_review_requests', { p_nonce: randomUUID() })).toBe('unknown');
    await dueNow([id]);
    await mailRun();
    expect(await mailsAbout(email)).toHaveLength(0);
    expect((await reviewMails(email))[0]).toMatchObject({ sent_at: null, dropped_at: expect.any(String) });
    // The same person's next booking, written in other capitals: no request.
    const [next] = await superuserQuery<{ id: string }>(
      `insert into public.contact_submissions (idempotency_key, name, email, notified_at)
       values (gen_random_uuid(), 'Olena', upper($1), now()) returning id`,
      [email],
    );
    await markDone(next!.id);
    expect(await reviewOf(next!.id)).toBeUndefined();
  });

  it('goes to nobody whose data was erased before it was due', async () => {
    const { id, email } = await aRequest('en');
    await markDone(id);
    await rpc('erase_booking_data', { p_email: email });
    await superuserQuery(`update private.booking_mails set next_attempt_at = now() where kind = 'review-request'`);
    await mailRun();
    expect(await mailsAbout(email)).toHaveLength(0);
  });

  it('is sent exactly once through an outage and two runs at once', async () => {
    const requests = await Promise.all(Array.from({ length: 5 }, () => aRequest('pt')));
    for (const { id } of requests) await markDone(id);
    await dueNow(requests.map(({ id }) => id));
    await setMailFaults({ failStatus: 503 });
    expect((await mailRun()).status).toBe(502);
    await setMailFaults({});
    await superuserQuery(
      `update private.booking_mails set next_attempt_at = now() where kind = 'review-request' and request_id = any($1::uuid[])`,
      [requests.map(({ id }) => id)],
    );
    await Promise.all([mailRun(), mailRun()]);
    await mailRun();
    for (const { email } of requests) expect(await mailsAbout(email)).toHaveLength(1);
  });
});

describe('the review page’s functions', () => {
  it('keep one review per booking, editable, checked, and say when the link is unknown or expired', async () => {
    const { id } = await aRequest('uk');
    await markDone(id);
    const { nonce } = (await reviewOf(id))!;
    expect(await rpc('get_booking_review', { p_nonce: nonce })).toMatchObject({
      status: 'valid',
      review: { default_name: 'Олена К.', language: 'uk', service: 'ceramic-coating', submitted: null },
    });
    const save = (rating: number, text: string, consent = true, name = 'Олена') =>
      rpc('save_booking_review', {
        p_nonce: nonce,
        p_rating: rating,
        p_text: text,
        p_shown_name: name,
        p_consent_publish: consent,
        p_keep_after_erasure: false,
      });
    await save(4, 'Чудова робота.');
    expect(await save(5, 'Чудова робота!\r\nДякую.')).toMatchObject({
      review: { submitted: { rating: 5, text: 'Чудова робота!\nДякую.', shown_name: 'Олена' } },
    });
    await expect(save(6, 'x')).rejects.toThrow(/22023 The rating is 1 to 5/);
    // The Studio's bounds (lib/constants), in any script.
    await save(4, 'ї'.repeat(REVIEW_TEXT_MAX_CHARS), true, 'Ї'.repeat(REVIEW_SHOWN_NAME_MAX_CHARS));
    await expect(save(4, 'x'.repeat(REVIEW_TEXT_MAX_CHARS + 1))).rejects.toThrow(/22023 The review is 1 to/);
    await expect(save(4, 'x', true, 'x'.repeat(REVIEW_SHOWN_NAME_MAX_CHARS + 1))).rejects.toThrow(
      /22023 The name to show/,
    );
    await expect(save(4, 'x', false)).rejects.toThrow(/22023 A review is kept only with the consent/);
    expect(await rpc('get_booking_review', { p_nonce: randomUUID() })).toEqual({ status: 'unknown' });
    await superuserQuery(`update private.booking_reviews set valid_until = now() where request_id = $1`, [id]);
    expect(await rpc('get_booking_review', { p_nonce: nonce })).toEqual({ status: 'expired' });
    expect(await save(3, 'Too late')).toEqual({ status: 'expired' });
  });

  it('are exported with the person and name the documents erasure must delete, but those they asked to keep', async () => {
    const { id, email } = await aRequest('en');
    const second = await superuserQuery<{ id: string }>(
      `insert into public.contact_submissions (idempotency_key, name, email, notified_at)
       values (gen_random_uuid(), 'Olena Kovalenko', $1, now()) returning id`,
      [email],
    );
    for (const request of [id, second[0]!.id]) await markDone(request);
    for (const [request, keep] of [
      [id, false],
      [second[0]!.id, true],
    ] as const) {
      await rpc('save_booking_review', {
        p_nonce: (await reviewOf(request))!.nonce,
        p_rating: 5,
        p_text: 'Spotless.',
        p_shown_name: 'Olena K.',
        p_consent_publish: true,
        p_keep_after_erasure: keep,
      });
    }
    const exported = await rpc<{ reviews: unknown[]; opted_out_of_review_requests: boolean }>('export_booking_data', {
      p_email: email,
    });
    expect(exported.reviews).toHaveLength(2);
    expect(exported.opted_out_of_review_requests).toBe(false);
    const erased = await rpc<{ reviews: { document_id: string; keep_after_erasure: boolean }[] }>(
      'erase_booking_data',
      { p_email: email },
    );
    expect(erased.reviews).toEqual(
      expect.arrayContaining([
        { document_id: `review-booking-${id}`, keep_after_erasure: false },
        { document_id: `review-booking-${second[0]!.id}`, keep_after_erasure: true },
      ]),
    );
  });
});
