import { expect, it } from 'vitest';
import { DIGEST_JOB, MAILS_JOB } from '../../stand-ins/supabase/stack.ts';
import { aRequest, confirm, detail, lisbonDay } from './appointments.ts';
import { aDigestLater, digestsListing, storeOnly } from './digest.ts';
import { mailsAbout, superuserQuery } from './support.ts';

/**
 * Supabase Cron firing the digest and the appointment reminders, on a stack of its own whose
 * schedule runs from the start, as deployed (vitest project `integration-schedule`). The waits for
 * the next minute's tick (pg_cron 1.4 counts in minutes) run together and overlap the other files,
 * whose shared stack has the schedule paused so that no run takes their rows.
 */

/** Waits for the schedule's next tick to have done `what`, then says how its job's last run ended. */
async function afterTheSchedule(job: string, what: string, done: () => Promise<boolean>): Promise<string> {
  const deadline = Date.now() + 75_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`the schedule ${what} within 75 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const [run] = await superuserQuery<{ status: string }>(
    `select r.status from cron.job_run_details as r join cron.job as j using (jobid)
      where j.jobname = $1 and r.status <> 'running' order by r.start_time desc limit 1`,
    [job],
  );
  return run!.status;
}

it.concurrent(
  'fires the digest on the local cluster, which mails a waiting request',
  async () => {
    const values = await storeOnly();
    await aDigestLater();
    const run = await afterTheSchedule(
      DIGEST_JOB,
      'sent no digest',
      async () => (await digestsListing(values.email)).length > 0,
    );
    expect(run).toBe('succeeded');
  },
  90_000,
);

it.concurrent(
  'fires the appointment reminder when its time comes, and the mail once',
  async () => {
    const { id, email } = await aRequest('pt');
    await confirm(id, lisbonDay(10));
    // The clock moved to the reminder's time (the start less the lead, a day ahead otherwise).
    await superuserQuery('update private.booking_appointments set remind_at = now() where request_id = $1', [id]);
    const run = await afterTheSchedule(MAILS_JOB, 'sent no reminder', async () =>
      (await detail(id)).mails.some((mail) => mail.kind === 'reminder' && mail.sent_at !== null),
    );
    expect(run).toBe('succeeded');
    // The confirmation (sent at once by the change) and the reminder.
    expect(await mailsAbout(email)).toHaveLength(2);
  },
  90_000,
);
