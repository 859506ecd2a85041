import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_MIN_FILL_MS, BOOKING_RETENTION_MONTHS } from '@/lib/constants';
import { toNotificationPayload } from '@/lib/booking/submit/payloads';
import type { BookingFormValues } from '@/lib/booking/submit/payloads';
import { submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import {
  NOT_CONFIRMED_NOTE,
  SPAM_SECTION_TITLE,
} from '../../supabase/functions/send-contact-notification/digest-content.ts';
import { LOCAL_BOOKING_DIGEST_SECRET, LOCAL_RESEND_API_KEY, REPO_ROOT } from '../../stand-ins/supabase/stack.ts';
import { aDigestLater, digests, digestsListing, storeOnly, timePasses } from './digest.ts';
import {
  anonClient,
  formValues,
  functionUrl,
  mailsAbout,
  proofOfWork,
  restHeaders,
  setMailFaults,
  stack,
  storedRows,
  superuserQuery,
  visitorAddress,
  visitorFetch,
} from './support.ts';

/**
 * Every stored request reaches the owner: what the function did not mail at once, a digest mails
 * (Supabase Cron → pg_net → the function's /digest route → the mail catcher). Time is moved by
 * shifting what the database stored back, never by waiting; the real schedule firing is
 * digest-schedule.test.ts's, on a stack of its own.
 */

afterEach(() => setMailFaults({}));

interface PgNetResponse {
  status_code: number | null;
  content: string | null;
  error_msg: string | null;
}

/** What the schedule runs each minute, then pg_net's answer from the function (null: nothing was due). */
async function scheduledDigestRun(): Promise<PgNetResponse | null> {
  const [{ request_id: id } = { request_id: null }] = await superuserQuery<{ request_id: string | null }>(
    'select private.request_booking_digest() as request_id',
  );
  if (id === null) return null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [response] = await superuserQuery<PgNetResponse>(
      'select status_code, content, error_msg from net._http_response where id = $1',
      [id],
    );
    if (response) return response;
    if (Date.now() > deadline) throw new Error(`pg_net request ${id} got no response`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const digestCall = (token = LOCAL_BOOKING_DIGEST_SECRET) =>
  visitorFetch(`${functionUrl()}/digest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });

describe('a request the function did not mail at once', () => {
  it('reaches the owner in the next digest, with every field escaped, marked as not confirmed', async () => {
    const values = await storeOnly({
      name: 'Inês <b>Marques</b>',
      message: 'Riscos no capô & <script>alert(1)</script>',
      vehicle: 'Škoda Октавія',
    });
    await aDigestLater();
    expect(await scheduledDigestRun()).toMatchObject({ status_code: 200 });

    const [mail, ...more] = await digestsListing(values.email);
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([stack.ownerEmail]);
    for (const value of [values.name, values.email, values.phone, values.vehicle, values.message]) {
      expect(mail!.text).toContain(value);
    }
    expect(mail!.text).toContain(NOT_CONFIRMED_NOTE);
    expect(mail!.text).toContain('never asked for it to be mailed');
    expect(mail!.html).toContain('Inês &lt;b&gt;Marques&lt;/b&gt;');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
    // The visitor is never mailed from a digest: nothing proved a person sent it.
    expect(await mailsAbout(values.email)).toEqual([]);
    expect((await storedRows(values.email))[0]).toMatchObject({
      notified_at: expect.any(Date),
      digest_id: expect.anything(),
    });
  });

  it('says why when the function refused it (an expired proof of work)', async () => {
    const values = await formValues({ proofOfWork: await proofOfWork({ expiresInSeconds: -1 }) });
    expect((await submitBookingRequest(values, 'pt', anonClient())).status).toBe('saved-notification-failed');
    expect((await storedRows(values.email))[0]).toMatchObject({ notification_problem: 'proof-expired' });
    await aDigestLater();
    await scheduledDigestRun();
    const [mail] = await digestsListing(values.email);
    expect(mail!.text).toContain('proof of work had expired');
  });

  it('is never both mailed by the function and digested', async () => {
    const values = await formValues();
    await storeOnly(values);
    await aDigestLater();
    await scheduledDigestRun();
    expect(await digestsListing(values.email)).toHaveLength(1);
    // The browser's call arrives after all (within the function's window): nothing more is sent.
    const response = await visitorFetch(functionUrl(), {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
      body: JSON.stringify(toNotificationPayload(values, 'en')),
    });
    expect(await response.json()).toMatchObject({ status: 'already-notified' });
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it('is not digested while the function holds a live claim on it', async () => {
    const values = await storeOnly();
    await aDigestLater();
    // The function claims it just now (a slow mail service, say).
    await superuserQuery(`update public.contact_submissions set notification_claimed_at = now() where email = $1`, [
      values.email,
    ]);
    await scheduledDigestRun();
    expect(await digestsListing(values.email)).toEqual([]);
  });

  it('lists a quick fill with its mark, and a filled honeypot in the spam section only', async () => {
    const quick = await storeOnly({ startedAt: Date.now() });
    await superuserQuery('update public.contact_submissions set quick_fill = true where email = $1', [quick.email]);
    const spam = await formValues({ honeypot: 'https://spam.example' });
    expect(await submitBookingRequest(spam, 'en', anonClient())).toEqual({ status: 'success', heldAsSpam: true });
    await aDigestLater();
    await scheduledDigestRun();
    const [mail] = await digestsListing(quick.email);
    expect(mail!.text).toContain(`within ${BOOKING_MIN_FILL_MS / 1000} s`);
    const spamSection = mail!.text!.slice(mail!.text!.indexOf(`${SPAM_SECTION_TITLE} (`));
    expect(spamSection).toContain(spam.email);
    expect(spamSection).not.toContain(quick.email);
    expect(await mailsAbout(spam.email)).toEqual([]);
  });
});

describe('when the mail service fails', () => {
  it('retries the digest with backoff until it goes through, and delivers each request exactly once', async () => {
    await setMailFaults({ failStatus: 500 });
    // Stored while the mail service is down: the function's own mail fails too.
    const values = await formValues();
    expect((await submitBookingRequest(values, 'en', anonClient())).status).toBe('saved-notification-failed');
    expect((await storedRows(values.email))[0]).toMatchObject({ notification_problem: 'mail-error' });
    await aDigestLater();
    expect(await scheduledDigestRun()).toMatchObject({ status_code: 502 });
    // Within the backoff nothing is due; nothing was marked sent.
    expect(await scheduledDigestRun()).toBeNull();
    expect((await storedRows(values.email))[0]).toMatchObject({ notified_at: null });
    // Five minutes of failures: every due retry fails and backs off further.
    for (let minute = 0; minute < 5; minute += 1) {
      await timePasses(1);
      await scheduledDigestRun();
    }
    const [digest] = await superuserQuery<{ attempts: number; sent_at: Date | null; next_attempt_at: Date }>(
      `select d.attempts, d.sent_at, d.next_attempt_at from private.booking_digests as d
         join public.contact_submissions as c on c.digest_id = d.id where c.email = $1`,
      [values.email],
    );
    expect(digest!.attempts).toBeGreaterThanOrEqual(3);
    expect(digest!.sent_at).toBeNull();
    expect(digest!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    await setMailFaults({});
    await timePasses(60);
    expect(await scheduledDigestRun()).toMatchObject({ status_code: 200 });
    await timePasses(60);
    await scheduledDigestRun();
    expect(await digestsListing(values.email)).toHaveLength(1);
    expect((await storedRows(values.email))[0]).toMatchObject({ notified_at: expect.any(Date) });
  });

  it('two digest runs started together send one mail', async () => {
    const values = await storeOnly();
    await aDigestLater();
    const answers = await Promise.all([digestCall(), digestCall()]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { mails: number }[];
    expect(bodies.map((body) => body.mails).sort()).toEqual([0, 1]);
    expect(await digestsListing(values.email)).toHaveLength(1);
  });

  it('a run that died after the mail service accepted the digest does not send it twice', async () => {
    const values = await storeOnly();
    await aDigestLater();
    // A run claims a part and mails it, then dies before it can record that.
    const service = restHeaders(stack.secretKey);
    const claim = await fetch(`${stack.apiUrl}/rest/v1/rpc/claim_booking_digest`, {
      method: 'POST',
      headers: service,
      body: '{}',
    });
    const part = (await claim.json()) as { id: number };
    const sent = await fetch(`${stack.mailUrl}/emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_RESEND_API_KEY}`, 'idempotency-key': `booking-digest-${part.id}` },
      body: JSON.stringify({
        from: 'x@example.com',
        to: [stack.ownerEmail],
        subject: 'Booking requests not mailed at once',
        text: values.email,
      }),
    });
    expect(sent.status).toBe(200);
    expect((await storedRows(values.email))[0]).toMatchObject({ notified_at: null });
    // Its claim expires; the next run sends the part again under the same key: one mail in all.
    await timePasses(3);
    expect(await scheduledDigestRun()).toMatchObject({ status_code: 200 });
    expect(await digestsListing(values.email)).toHaveLength(1);
    expect((await storedRows(values.email))[0]).toMatchObject({ notified_at: expect.any(Date) });
  });

  it('a run that died before the mail service accepted the digest loses nothing', async () => {
    const values = await storeOnly();
    await aDigestLater();
    const service = restHeaders(stack.secretKey);
    await fetch(`${stack.apiUrl}/rest/v1/rpc/claim_booking_digest`, { method: 'POST', headers: service, body: '{}' });
    expect(await scheduledDigestRun()).toBeNull();
    await timePasses(3);
    expect(await scheduledDigestRun()).toMatchObject({ status_code: 200 });
    expect(await digestsListing(values.email)).toHaveLength(1);
  });
});

describe('a large round', () => {
  it('is sent in parts a mail client can open, each request in exactly one', async () => {
    await superuserQuery('update private.booking_settings set digest_batch_size = 2');
    try {
      const stored = [await storeOnly(), await storeOnly(), await storeOnly(), await storeOnly(), await storeOnly()];
      await superuserQuery(
        `update public.contact_submissions set notified_at = now() where notified_at is null and not (email = any($1))`,
        [stored.map((values) => values.email)],
      );
      await aDigestLater();
      expect(await scheduledDigestRun()).toMatchObject({ status_code: 200 });
      const mails = (await digests()).filter((mail) => stored.some((values) => mail.text?.includes(values.email)));
      expect(mails.map((mail) => /part (\d) of 3/.exec(mail.subject)?.[1]).sort()).toEqual(['1', '2', '3']);
      for (const values of stored) expect(await digestsListing(values.email)).toHaveLength(1);
    } finally {
      await superuserQuery('update private.booking_settings set digest_batch_size = default');
    }
  });
});

describe('the digest route', () => {
  it('refuses a caller without the schedule token', async () => {
    expect((await digestCall('not-the-secret')).status).toBe(401);
    expect((await digestCall('')).status).toBe(401);
  });
});

describe('Supabase Cron', () => {
  it('has the digest and the appointment mails every minute and retention every day', async () => {
    const jobs = await superuserQuery<{ jobname: string; schedule: string; command: string }>(
      "select jobname, schedule, command from cron.job where jobname like 'booking-%' order by jobname",
    );
    expect(jobs).toEqual([
      { jobname: 'booking-digest', schedule: '* * * * *', command: 'select private.request_booking_digest()' },
      { jobname: 'booking-mails', schedule: '* * * * *', command: 'select private.run_booking_mail_schedule()' },
      {
        jobname: 'booking-retention',
        schedule: '17 3 * * *',
        command: 'select private.delete_expired_booking_requests()',
      },
    ]);
  });
});

describe('retention', () => {
  it(`deletes exactly the requests whose last contact is older than ${BOOKING_RETENTION_MONTHS} months, with their derived records`, async () => {
    // Both submitted as a visitor would, each from its own address, with a proof of work recorded.
    const due = await formValues();
    const kept = await formValues();
    for (const values of [due, kept])
      expect((await submitBookingRequest(values, 'en', anonClient(visitorAddress()))).status).toBe('success');
    // What names each request elsewhere: its proof of work's record, its email's and its address's counters.
    const subjects = async (values: BookingFormValues) =>
      (
        await superuserQuery<{ subject: string }>(
          `select 'email:' || encode(sha256(convert_to(s.salt || lower(c.email), 'UTF8')), 'hex') as subject
             from public.contact_submissions as c, private.booking_rate_limit_secret as s where c.email = $1
           union all
           select 'address:' || c.client_address_hash from public.contact_submissions as c where c.email = $1`,
          [values.email],
        )
      ).map((row) => row.subject);
    const [dueSubjects, keptSubjects] = [await subjects(due), await subjects(kept)];
    const derived = async (values: BookingFormValues, names: string[]) => {
      const [row] = await superuserQuery<{ challenges: string; counters: string }>(
        `select (select count(*) from private.used_booking_challenges where idempotency_key = $1) as challenges,
                (select count(*) from private.booking_rate_limit_buckets where subject = any($2)) as counters`,
        [values.idempotencyKey, names],
      );
      return { challenges: Number(row!.challenges), counters: Number(row!.counters) };
    };
    expect(await derived(due, dueSubjects)).toEqual({ challenges: 1, counters: 2 });
    const keptBefore = await derived(kept, keptSubjects);

    // The clock, moved by the job's parameter: "now" is ten years ago, the two rows sit a second
    // either side of the cut, and every other row is far younger than both.
    const now = "now() - interval '10 years'";
    const cut = `${now} - make_interval(months => ${BOOKING_RETENTION_MONTHS})`;
    await superuserQuery(
      `update public.contact_submissions set last_contact_at = ${cut} - interval '1 second' where email = $1`,
      [due.email],
    );
    await superuserQuery(
      `update public.contact_submissions set last_contact_at = ${cut} + interval '1 second' where email = $1`,
      [kept.email],
    );
    const others = await superuserQuery<{ count: string }>('select count(*) from public.contact_submissions');
    const [{ deleted }] = (await superuserQuery<{ deleted: number }>(
      `select private.delete_expired_booking_requests(${now}) as deleted`,
    )) as [{ deleted: number }];

    expect(deleted).toBe(1);
    expect(await storedRows(due.email)).toEqual([]);
    expect(await derived(due, dueSubjects)).toEqual({ challenges: 0, counters: 0 });
    expect(await storedRows(kept.email)).toHaveLength(1);
    expect(await derived(kept, keptSubjects)).toEqual(keptBefore);
    expect(
      Number((await superuserQuery<{ count: string }>('select count(*) from public.contact_submissions'))[0]!.count),
    ).toBe(Number(others[0]!.count) - 1);
  });

  it('counts from the stored time until something later is recorded', async () => {
    const values = await storeOnly();
    const [row] = await storedRows(values.email);
    expect(row!.last_contact_at).toEqual(row!.created_at);
  });
});

const run = promisify(execFile);

/** The owner's npm command against the test stack, given its URL and secret key as for a hosted project. */
async function personalData(action: 'export' | 'erase', email: string): Promise<Record<string, unknown>> {
  const { stdout } = await run('npm', ['run', '--silent', `bookings:${action}`, '--', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, SUPABASE_URL: stack.apiUrl, SUPABASE_SECRET_KEY: stack.secretKey },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('access and erasure for one email address', () => {
  it("exports and erases that person's requests only; a second erase finds nothing", async () => {
    const person = await formValues();
    await submitBookingRequest(person, 'en', anonClient());
    await storeOnly({ email: person.email.toUpperCase(), name: 'Ana S.' });
    const other = await storeOnly();

    const exported = await personalData('export', person.email);
    const requests = exported.booking_requests as { email: string; name: string; idempotency_key: string }[];
    expect(requests.map((request) => request.email.toLowerCase())).toEqual([person.email, person.email]);
    expect(requests.map((request) => request.name).sort()).toEqual(['Ana S.', person.name].sort());
    expect(exported.proof_of_work_records).toEqual([
      expect.objectContaining({ idempotency_key: person.idempotencyKey }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(other.email);

    expect(await personalData('erase', person.email)).toMatchObject({
      bookingRequests: 2,
      proofOfWorkRecords: 1,
      rateLimitCounters: expect.any(Number),
      deletedReviews: [],
    });
    expect(await storedRows(person.email)).toEqual([]);
    expect(await storedRows(person.email.toUpperCase())).toEqual([]);
    expect(await storedRows(other.email)).toHaveLength(1);
    expect(await personalData('erase', person.email)).toMatchObject({
      bookingRequests: 0,
      proofOfWorkRecords: 0,
      rateLimitCounters: 0,
    });
  });

  it('refuses anyone but the service role', async () => {
    for (const key of [stack.anonKey, stack.publishableKey]) {
      const response = await visitorFetch(`${stack.apiUrl}/rest/v1/rpc/erase_booking_data`, {
        method: 'POST',
        headers: restHeaders(key),
        body: JSON.stringify({ p_email: 'anyone@example.com' }),
      });
      expect(response.status).toBe(401);
    }
  });

  it('says what is wrong when it cannot reach the project', async () => {
    await expect(
      run('npm', ['run', '--silent', 'bookings:export', '--', 'ana@example.com'], {
        cwd: REPO_ROOT,
        env: { ...process.env, SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_SECRET_KEY: stack.secretKey },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('bookings:export failed at http://127.0.0.1:9: export_booking_data failed'),
    });
  });
});
