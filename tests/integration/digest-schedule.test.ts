import { expect, it } from 'vitest';
import { DIGEST_JOB } from '../../stand-ins/supabase/stack.ts';
import { aDigestLater, digestsListing, storeOnly } from './digest.ts';
import { superuserQuery } from './support.ts';

/**
 * Supabase Cron firing the digest, on a stack of its own whose schedule runs from the start, as
 * deployed (vitest project `integration-schedule`). The wait for the next minute's tick (pg_cron
 * 1.4 counts in minutes) overlaps the other files, whose shared stack has the schedule paused so
 * that no digest takes their rows.
 */
it('fires the digest on the local cluster, which mails a waiting request', async () => {
  const values = await storeOnly();
  await aDigestLater();
  const deadline = Date.now() + 75_000;
  while ((await digestsListing(values.email)).length === 0) {
    if (Date.now() > deadline) throw new Error('the schedule sent no digest within 75 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const [run] = await superuserQuery<{ status: string }>(
    `select r.status from cron.job_run_details as r join cron.job as j using (jobid)
      where j.jobname = $1 and r.status <> 'running' order by r.start_time desc limit 1`,
    [DIGEST_JOB],
  );
  expect(run!.status).toBe('succeeded');
}, 90_000);
