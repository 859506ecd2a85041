// The delivery side of `npm run bench:booking`: one digest run over many requests that no browser
// confirmed (through the real function, as the schedule calls it), and the daily retention job over
// many rows. Rows are written as the superuser in one statement each: the bench times the delivery,
// not the inserts (the submission bench times those).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { BOOKING_RETENTION_MONTHS } from '../../lib/constants/index.ts';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server.ts';
import { asSuperuser, LOCAL_BOOKING_DIGEST_SECRET } from '../../stand-ins/supabase/stack.ts';
import type { LocalStack } from '../../stand-ins/supabase/stack.ts';

/** Stores `n` requests of one run, stored an hour ago and never notified, with typical field lengths. */
async function storeUnconfirmed(db: pg.Client, n: number, run: string): Promise<void> {
  await db.query(
    `insert into public.contact_submissions
       (idempotency_key, name, email, phone, service, vehicle, message, created_at, last_contact_at)
     select gen_random_uuid(), 'Digest visitor ' || g, 'digest-' || $2 || '-' || g || '@example.com',
            '+351 912 345 678', 'ceramic-coating', 'BMW 320d Touring',
            'Please check the scratches on the rear bumper and the swirl marks on the bonnet.',
            now() - interval '1 hour', now() - interval '1 hour'
       from generate_series(1, $1) as g`,
    [n, run],
  );
}

/**
 * Stores `n` unconfirmed requests, then calls the function's digest route as the schedule does
 * until it has nothing left; reports the run time, mails sent and their size, and checks that
 * every request is in exactly one mail.
 */
export async function benchDigest(stack: LocalStack, n: number): Promise<{ lines: string[]; ok: boolean }> {
  const run = randomUUID().slice(0, 8);
  await asSuperuser(stack.databaseUrl, (db) => storeUnconfirmed(db, n, run));
  const calls: { ms: number; mails: number; requests: number }[] = [];
  for (;;) {
    const started = performance.now();
    const response = await fetch(`${stack.apiUrl}/functions/v1/send-contact-notification/digest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_BOOKING_DIGEST_SECRET}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const answer = (await response.json()) as { mails?: number; requests?: number; error?: string };
    if (!response.ok) return { lines: [`digest run failed: ${response.status} ${answer.error}`], ok: false };
    calls.push({ ms: performance.now() - started, mails: answer.mails ?? 0, requests: answer.requests ?? 0 });
    if (!answer.mails) break;
  }
  const mails = ((await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as CapturedMail[]).filter((mail) =>
    mail.text?.includes(`digest-${run}-`),
  );
  const listed = mails.map((mail) => (mail.text?.match(new RegExp(`digest-${run}-\\d+@`, 'g')) ?? []).length);
  const left = await asSuperuser(stack.databaseUrl, async (db) =>
    Number(
      (
        await db.query<{ count: string }>(
          `select count(*) from public.contact_submissions where email like $1 and notified_at is null`,
          [`digest-${run}-%`],
        )
      ).rows[0]!.count,
    ),
  );
  // Each request's address appears once in a mail's text (its Email row).
  const requests = listed.reduce((sum, count) => sum + count, 0);
  const sizes = mails.map((mail) => Buffer.byteLength(mail.html ?? '')).sort((a, b) => a - b);
  const runMs = calls.reduce((sum, call) => sum + call.ms, 0);
  return {
    lines: [
      `digest of ${n} unconfirmed requests: ${(runMs / 1000).toFixed(2)} s in ${calls.length} function call(s) ` +
        `(${calls.map((call) => `${(call.ms / 1000).toFixed(2)} s`).join(', ')})`,
      `  mails sent ${mails.length}, requests listed ${requests} / ${n}, left undelivered ${left}; ` +
        `HTML per mail ${(sizes[0]! / 1024).toFixed(0)}–${(sizes.at(-1)! / 1024).toFixed(0)} KiB`,
    ],
    ok: requests === n && left === 0,
  };
}

/** Stores `n` rows (half past the retention period) with a proof-of-work record each, times the daily job. */
export async function benchRetention(stack: LocalStack, n: number): Promise<{ lines: string[]; ok: boolean }> {
  const run = randomUUID().slice(0, 8);
  return asSuperuser(stack.databaseUrl, async (db) => {
    await storeUnconfirmed(db, n, run);
    await db.query(
      `update public.contact_submissions
          set notified_at = now(),
              last_contact_at = case when right(split_part(email, '@', 1), 1) ~ '[02468]'
                then now() - make_interval(months => $2 + 1) else now() - interval '1 day' end
        where email like $1`,
      [`digest-${run}-%`, BOOKING_RETENTION_MONTHS],
    );
    await db.query(
      `insert into private.used_booking_challenges (nonce, idempotency_key, expires_at)
       select gen_random_uuid()::text, idempotency_key, now() + interval '1 day'
         from public.contact_submissions where email like $1`,
      [`digest-${run}-%`],
    );
    await db.query('analyze public.contact_submissions, private.used_booking_challenges');
    const started = performance.now();
    const { rows } = await db.query<{ deleted: number }>('select private.delete_expired_booking_requests() as deleted');
    const ms = performance.now() - started;
    const { rows: left } = await db.query<{ requests: string; challenges: string }>(
      `select (select count(*) from public.contact_submissions where email like $1) as requests,
              (select count(*) from private.used_booking_challenges as u
                 where not exists (select 1 from public.contact_submissions as c where c.idempotency_key = u.idempotency_key)) as challenges`,
      [`digest-${run}-%`],
    );
    const deleted = rows[0]!.deleted;
    return {
      lines: [
        `retention over ${n} rows: ${ms.toFixed(0)} ms, ${deleted} deleted with their records, ` +
          `${left[0]!.requests} kept, ${left[0]!.challenges} orphaned records`,
      ],
      ok: deleted === n / 2 && Number(left[0]!.requests) === n / 2 && Number(left[0]!.challenges) === 0,
    };
  });
}
