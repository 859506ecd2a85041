// `npm run bench:appointments [-- --n 10000 --ahead 2000 --day 300 --runs 20]`: the garage's week at
// volume, on a throwaway local stack: N stored requests, of which AHEAD have an appointment in the
// next 60 days, DAY of them on one day. Times one reminder run for that day as Supabase Cron makes
// it (queue_booking_reminders, then the function's /mails route sending every reminder with its
// calendar file through the mail catcher), checks that each visitor got exactly one reminder and
// that a second run sends nothing, and times the Requests tool's two-week view as the site's server
// reads it (lib/booking/inbox on a secret-key client, p50/p95 after a warm-up; target 300 ms).
// Then DONE (1,000) jobs marked done in one day and the runs that send their review requests (time,
// each once). Exits 1 when a figure misses its target or a mail is missing or doubled.
import { createClient } from '@supabase/supabase-js';
import { parseArgs } from 'node:util';
import type { Database } from '../../lib/booking/database.types.ts';
import { createInbox } from '../../lib/booking/inbox/index.ts';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server.ts';
import { asSuperuser, LOCAL_BOOKING_DIGEST_SECRET, startLocalStack } from '../../stand-ins/supabase/stack.ts';
import { seedRequests } from './booking-seed.ts';
import { MAIL_TEXTS } from '../../tests/support/appointment-mail.ts';

const WARMUP_RUNS = 3;
/** The week view answers within this at the server (p95)… */
const WEEK_TARGET_MS = 300;
/** …and a day's reminders all go out within one scheduled minute. */
const REMINDER_RUN_TARGET_MS = 60_000;

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '10000' },
    ahead: { type: 'string', default: '2000' },
    day: { type: 'string', default: '300' },
    done: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '20' },
  },
});
const positive = (name: string, value: string | undefined) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return parsed;
};
const n = positive('n', args.n);
const ahead = Math.min(positive('ahead', args.ahead), n);
const day = Math.min(positive('day', args.day), ahead);
const runs = positive('runs', args.runs);
const done = Math.min(positive('done', args.done), n);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/**
 * AHEAD of the stored requests get a confirmed appointment, as the owner's confirmations leave
 * them: DAY of them on the day after tomorrow (every half hour from 08:00 Lisbon, several bays),
 * the rest spread over the 57 days after. Written as the superuser in one statement: the bench
 * times the reminders and the week view, not the owner's clicks.
 */
async function seedAppointments(databaseUrl: string): Promise<Date> {
  return asSuperuser(databaseUrl, async (db) => {
    await db.query(
      `with chosen as (
         select c.id, row_number() over (order by c.id) as k from public.contact_submissions as c limit $1
       ), starts as (
         select id,
                case when k <= $2
                  then ((current_date + 2)::timestamp + interval '8 hours' + ((k - 1) % 20) * interval '30 minutes')
                  else ((current_date + 3 + (k % 57)::integer)::timestamp + interval '9 hours' + (k % 9) * interval '1 hour')
                end at time zone 'Europe/Lisbon' as starts_at
           from chosen
       )
       insert into private.booking_appointments
         (request_id, state, starts_at, duration_minutes, changes_until, remind_at, manage_nonce, mail)
       select id, 'confirmed', starts_at, 120, starts_at - interval '24 hours', starts_at - interval '24 hours',
              gen_random_uuid(), $3::jsonb
         from starts`,
      [ahead, day, JSON.stringify(MAIL_TEXTS)],
    );
    // As a confirmation leaves its request (a reminder goes only while it is so).
    await db.query(
      `update public.contact_submissions as c set status = 'confirmed' from private.booking_appointments as a where a.request_id = c.id`,
    );
    await db.query('analyze private.booking_appointments');
    const { rows } = await db.query<{ due: Date }>(
      `select max(remind_at) as due from private.booking_appointments
        where starts_at < ((current_date + 3)::timestamp at time zone 'Europe/Lisbon')`,
    );
    return rows[0]!.due;
  });
}

/** Runs the function's /mails route as the schedule does until a run sends nothing. */
async function sendDue(apiUrl: string): Promise<{ sent: number; runs: number }> {
  let runs = 0;
  let sent = 0;
  for (;;) {
    const response = await fetch(`${apiUrl}/functions/v1/send-contact-notification/mails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_BOOKING_DIGEST_SECRET}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const answer = (await response.json()) as { mails?: number };
    runs += 1;
    if (!answer.mails) return { sent, runs };
    sent += answer.mails;
  }
}

/** Mails the catcher holds, and to how many addresses; then it is emptied for the next part. */
async function caughtMails(mailUrl: string): Promise<{ mails: number; recipients: number }> {
  const mails = (await (await fetch(`${mailUrl}/api/emails`)).json()) as CapturedMail[];
  await fetch(`${mailUrl}/api/emails`, { method: 'DELETE' });
  return { mails: mails.length, recipients: new Set(mails.map((mail) => mail.to[0])).size };
}

async function main(): Promise<boolean> {
  console.log(`Starting a throwaway stack with ${n} requests and ${ahead} appointments ahead …`);
  const stack = await startLocalStack({ ephemeral: true, contentApiHost: null, bookingSchedules: false });
  try {
    await asSuperuser(stack.databaseUrl, (db) => seedRequests(db, n));
    const due = await seedAppointments(stack.databaseUrl);
    let ok = true;

    // The day's reminders: queued as the schedule does at the reminders' time, then sent in runs.
    const started = performance.now();
    const queued = await asSuperuser(stack.databaseUrl, async (db) => {
      const { rows } = await db.query<{ queued: number }>('select private.queue_booking_reminders($1) as queued', [
        due,
      ]);
      return rows[0]!.queued;
    });
    const queueMs = performance.now() - started;
    const sendStart = performance.now();
    const { sent, runs: sendRuns } = await sendDue(stack.apiUrl);
    const sendMs = performance.now() - sendStart;
    const caught = await caughtMails(stack.mailUrl);
    const everyOnce = queued === day && sent === day && caught.mails === day && caught.recipients === day;
    const withinMinute = queueMs + sendMs <= REMINDER_RUN_TARGET_MS;
    ok &&= everyOnce && withinMinute;
    console.log(
      `\nA day's reminders: ${queued} queued in ${ms(queueMs).trim()}, ${sent} sent in ${(sendMs / 1000).toFixed(1)} s ` +
        `over ${sendRuns} function run(s) (${(sendMs / Math.max(sent, 1)).toFixed(1)} ms a mail); ` +
        `${caught.mails} mails to ${caught.recipients} visitors: ${everyOnce ? 'every one once' : `EXPECTED ${day} once each`}; ` +
        `target ${REMINDER_RUN_TARGET_MS / 1000} s: ${withinMinute ? 'within' : 'OVER'}`,
    );

    // A day's jobs marked done (as the Requests API does, with the content's settings), their
    // send times come, and the runs that send the review requests.
    const markStart = performance.now();
    await asSuperuser(stack.databaseUrl, (db) =>
      db.query(
        `select public.set_booking_request_status(c.id, 'done', 'bench', 'Bench', $2::jsonb)
           from (select id from public.contact_submissions where status <> 'done' order by id limit $1) as c`,
        [done, JSON.stringify({ delay_hours: 2, valid_days: 60, mail: { ...MAIL_TEXTS, google_review_url: null } })],
      ),
    );
    const markMs = performance.now() - markStart;
    await asSuperuser(stack.databaseUrl, (db) =>
      db.query(`update private.booking_mails set next_attempt_at = now() where kind = 'review-request'`),
    );
    const reviewStart = performance.now();
    const reviews = await sendDue(stack.apiUrl);
    const reviewMs = performance.now() - reviewStart;
    const reviewMails = await caughtMails(stack.mailUrl);
    const reviewsOnce = reviews.sent === done && reviewMails.mails === done && reviewMails.recipients === done;
    ok &&= reviewsOnce;
    console.log(
      `\nA day's jobs: ${done} marked done in ${(markMs / 1000).toFixed(1)} s; their review requests sent in ` +
        `${(reviewMs / 1000).toFixed(1)} s over ${reviews.runs} function run(s) (${(reviewMs / Math.max(reviews.sent, 1)).toFixed(1)} ms a mail); ` +
        `${reviewMails.mails} mails to ${reviewMails.recipients} customers: ${reviewsOnce ? 'each once' : `EXPECTED ${done} once each`}`,
    );

    const service = createClient<Database>(stack.apiUrl, stack.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const inbox = createInbox({ client: service });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
    const timings: number[] = [];
    let listed = 0;
    for (let run = 0; run < WARMUP_RUNS + runs; run += 1) {
      const runStart = performance.now();
      listed = (await inbox.listAppointments(today, 14)).length;
      if (run >= WARMUP_RUNS) timings.push(performance.now() - runStart);
    }
    const sorted = timings.sort((a, b) => a - b);
    const weekWithin = percentile(sorted, 95) <= WEEK_TARGET_MS;
    ok &&= weekWithin;
    console.log(
      `\nThe two-week view (${listed} appointments), ${runs} runs after ${WARMUP_RUNS} warm-up runs: ` +
        `server p50 ${ms(percentile(sorted, 50)).trim()}, p95 ${ms(percentile(sorted, 95)).trim()}; ` +
        `target p95 ≤ ${WEEK_TARGET_MS} ms: ${weekWithin ? 'within' : 'OVER'}`,
    );
    return ok;
  } finally {
    await stack.stop();
  }
}

if (!(await main())) process.exitCode = 1;
