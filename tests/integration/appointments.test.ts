import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aRequest,
  cancel,
  confirm,
  detail,
  lisbonDay,
  mailRun,
  nonceOf,
  queueReminders,
  rpc,
  settled,
} from './appointments.ts';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server.ts';
import { aDigestLater } from './digest.ts';
import { functionUrl, mailsAbout, setMailFaults, stack, superuserQuery } from './support.ts';
import { LOCAL_BOOKING_DIGEST_SECRET } from '../../stand-ins/supabase/stack.ts';

/**
 * Appointments in the database as deployed (supabase/migrations/20261207090000_appointments.sql):
 * the owner's changes and the visitor's through the link, each writing its mails to the outbox,
 * which the real function sends through the mail catcher (called at once by the change through
 * pg_net, and by these tests as the schedule would); reminders queued by the schedule's function
 * with its clock moved through `p_now`. Rows are this file's own (a fresh email address each).
 */

afterEach(() => setMailFaults({}));

describe('the owner’s changes', () => {
  it('confirm, reschedule and cancel each mail the visitor once, in order, with the sequence rising', async () => {
    const { id, email } = await aRequest();
    expect((await confirm(id, lisbonDay(10))).request.status).toBe('confirmed');
    // The same values again change nothing and mail nothing.
    await confirm(id, lisbonDay(10));
    await confirm(id, lisbonDay(11), '14:30');
    await cancel(id, 'The lift is out of order');
    await cancel(id, 'Twice');
    const done = await settled(id);
    expect(done.mails.map((mail) => [mail.kind, mail.sequence])).toEqual([
      ['confirmed', 0],
      ['rescheduled', 1],
      ['cancelled', 2],
    ]);
    expect(done.request.status).toBe('cancelled');
    expect(done.history.map((change) => change.kind)).toEqual(['confirmed', 'rescheduled', 'cancelled']);
    const mails = await mailsAbout(email);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.to[0]))).toEqual(new Set([email]));
  });

  it('refuses a start in the past, a time the clocks skip and a made-up day, with a clear message', async () => {
    const { id } = await aRequest();
    await expect(confirm(id, lisbonDay(-1))).rejects.toThrow(/22023 The appointment starts in the past/);
    await expect(confirm(id, '2027-03-28', '01:30')).rejects.toThrow(/22023 There is no 2027-03-28 01:30 in Lisbon/);
    await expect(confirm(id, '2027-02-30')).rejects.toThrow(/22023 There is no 2027-02-30 10:00 in the calendar/);
    await expect(confirm(id, lisbonDay(5), '10:00', { p_duration_minutes: 5 })).rejects.toThrow(/22023 The duration/);
    expect((await detail(id)).appointment).toBeNull();
  });

  it('keeps one consistent result when a reschedule and a cancel race, with one mail per recorded change', async () => {
    const { id } = await aRequest();
    await confirm(id, lisbonDay(12));
    await Promise.all([confirm(id, lisbonDay(13)), cancel(id, 'race'), cancel(id, 'race again')]);
    const done = await settled(id);
    const changes = done.history.map((change) => change.kind);
    expect(done.mails.map((mail) => mail.kind)).toEqual(changes);
    expect(done.mails.map((mail) => mail.sequence)).toEqual(changes.map((_, index) => index));
    expect(done.appointment!.state).toBe(changes.at(-1) === 'cancelled' ? 'cancelled' : 'confirmed');
    // Two cancels in a row are one: the second met a cancelled appointment.
    expect(changes.join(' ')).not.toContain('cancelled cancelled');
  });

  it('lists the confirmed appointments of the coming days by start', async () => {
    const [a, b, c] = [await aRequest(), await aRequest(), await aRequest()];
    await confirm(a.id, lisbonDay(3), '15:00');
    await confirm(b.id, lisbonDay(3), '09:00');
    await confirm(c.id, lisbonDay(4));
    await cancel(c.id);
    const listed = await rpc<{ request_id: string; starts_at: string }[]>('list_booking_appointments', {
      p_from_day: lisbonDay(3),
      p_days: 2,
    });
    const ours = listed.filter((row) => [a.id, b.id, c.id].includes(row.request_id)).map((row) => row.request_id);
    expect(ours).toEqual([b.id, a.id]);
  });
});

describe('the reminder', () => {
  it('is queued once when its time comes, never after a cancel, and again once for a new time', async () => {
    const { id } = await aRequest();
    const confirmed = await confirm(id, lisbonDay(20));
    const remindAt = new Date(confirmed.appointment!.remind_at!);
    expect(new Date(confirmed.appointment!.starts_at).getTime() - remindAt.getTime()).toBe(24 * 3_600_000);
    expect(await queueReminders(new Date(remindAt.getTime() - 60_000))).toBe(0);
    expect(await queueReminders(remindAt)).toBeGreaterThanOrEqual(1);
    await queueReminders(new Date(remindAt.getTime() + 60_000));
    await settled(id);
    // A reschedule re-arms it for the new time only.
    const moved = await confirm(id, lisbonDay(25));
    await queueReminders(new Date(moved.appointment!.remind_at!));
    await queueReminders(new Date(moved.appointment!.remind_at!));
    const reminded = await settled(id);
    expect(reminded.mails.filter((mail) => mail.kind === 'reminder').map((mail) => mail.sequence)).toEqual([0, 1]);
    // Marked declined by the owner: none while it stays so.
    const declined = await confirm(id, lisbonDay(28));
    await rpc('set_booking_request_status', {
      p_id: id,
      p_status: 'declined',
      p_actor_id: 'p-owner-1',
      p_actor_name: 'Rui Marques',
    });
    expect(await queueReminders(new Date(declined.appointment!.remind_at!))).toBe(0);
    // Cancelled before its time: never queued.
    await cancel(id);
    const later = await confirm(id, lisbonDay(30));
    await cancel(id);
    await queueReminders(new Date(later.appointment!.remind_at!));
    const done = await settled(id);
    expect(done.mails.filter((mail) => mail.kind === 'reminder')).toHaveLength(2);
  });

  it('is dropped, not sent, when the appointment is cancelled after it was queued', async () => {
    const { id, email } = await aRequest();
    const confirmed = await confirm(id, lisbonDay(15));
    await settled(id);
    await setMailFaults({ failStatus: 503 });
    await queueReminders(new Date(confirmed.appointment!.remind_at!));
    await cancel(id);
    await setMailFaults({});
    await superuserQuery('update private.booking_mails set next_attempt_at = now() where request_id = $1', [id]);
    expect((await mailRun()).status).toBe(200);
    const done = await settled(id);
    expect(done.mails.find((mail) => mail.kind === 'reminder')).toMatchObject({
      sent_at: null,
      dropped_at: expect.any(String),
    });
    expect((await mailsAbout(email)).map((mail) => mail.subject)).toHaveLength(2);
  });

  it('is none when the appointment is set inside the lead time (the confirmation is fresh)', async () => {
    const { id } = await aRequest();
    const soon = new Date(Date.now() + 5 * 3_600_000);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Lisbon',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(soon);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const confirmed = await confirm(
      id,
      `${part('year')}-${part('month')}-${part('day')}`,
      `${part('hour')}:${part('minute')}`,
    );
    expect(confirmed.appointment!.remind_at).toBeNull();
  });
});

describe('sending', () => {
  it('sends each mail exactly once through an outage, a run that died after sending, and two runs at once', async () => {
    const requests = await Promise.all(Array.from({ length: 6 }, () => aRequest('pt')));
    await setMailFaults({ failStatus: 503 });
    for (const { id } of requests) await confirm(id, lisbonDay(40));
    // The changes' own calls met the outage: every mail is released for a later attempt.
    const deadline = Date.now() + 20_000;
    while ((await Promise.all(requests.map(({ id }) => detail(id)))).some((d) => d.mails[0]!.attempts === 0)) {
      if (Date.now() > deadline) throw new Error('the changes did not try their mails');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const { email } of requests) expect(await mailsAbout(email)).toHaveLength(0);

    // A run that died after the mail service accepted the first mail: its claim is left behind.
    const [first] = await superuserQuery<{ id: string }>(
      `update private.booking_mails set claimed_at = now() - interval '3 minutes', attempts = attempts + 1
        where request_id = $1 returning id`,
      [requests[0]!.id],
    );
    await setMailFaults({});
    const resend = await fetch(`${stack.mailUrl}/emails`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer re_local_catcher_key',
        'content-type': 'application/json',
        'idempotency-key': `booking-mail-${first!.id}`,
      },
      body: JSON.stringify({ from: 'a@b.c', to: [requests[0]!.email], subject: 'sent before the run died', text: 'x' }),
    });
    expect(resend.ok).toBe(true);

    await superuserQuery(
      'update private.booking_mails set next_attempt_at = now() where request_id = any($1::uuid[])',
      [requests.map(({ id }) => id)],
    );
    const runs = await Promise.all([mailRun(), mailRun()]);
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    for (const { id, email } of requests) {
      await settled(id);
      expect(await mailsAbout(email)).toHaveLength(1);
    }
  });

  it('shows the owner a mail that keeps failing, in the tool and in the digest', async () => {
    const { id, email } = await aRequest();
    await setMailFaults({ failStatus: 503 });
    await confirm(id, lisbonDay(41));
    for (let attempt = 0; attempt < 4; attempt++) {
      await superuserQuery('update private.booking_mails set next_attempt_at = now() where request_id = $1', [id]);
      await mailRun();
    }
    const [mail] = (await detail(id)).mails;
    expect(mail).toMatchObject({ kind: 'confirmed', sent_at: null, failing: true });
    expect(mail!.attempts).toBeGreaterThanOrEqual(3);
    // The mail service takes the owner's mail again: the next digest round names the failing mail, once.
    await setMailFaults({});
    await aDigestLater();
    for (let run = 0; run < 2; run++) {
      await fetch(`${functionUrl()}/digest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${LOCAL_BOOKING_DIGEST_SECRET}`, 'content-type': 'application/json' },
        body: '{}',
      });
    }
    const mails = (await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as CapturedMail[];
    const told = mails.filter((sent) => sent.text?.includes(email) && sent.subject.includes('appointment mail'));
    expect(told).toHaveLength(1);
    expect(told[0]!.to).toEqual(['owner@caparica-detailing.local']);
  });
});

describe('the visitor’s link', () => {
  it('cancels its own appointment once, is used up afterwards, and tells the owner at once', async () => {
    const { id, email } = await aRequest();
    const other = await aRequest();
    await confirm(id, lisbonDay(9));
    await confirm(other.id, lisbonDay(9), '14:00');
    const nonce = (await nonceOf(id))!;
    const valid = await rpc<{ status: string; appointment: { name: string; can_change: boolean } }>(
      'get_managed_appointment',
      { p_nonce: nonce },
    );
    expect(valid).toMatchObject({ status: 'valid', appointment: { name: 'Олена Коваленко', can_change: true } });
    const results = await Promise.all([
      rpc('cancel_managed_appointment', { p_nonce: nonce, p_reason: 'Ill' }),
      rpc('cancel_managed_appointment', { p_nonce: nonce, p_reason: 'Ill' }),
    ]);
    expect(results.sort()).toEqual(['cancelled', 'used']);
    expect(await rpc('get_managed_appointment', { p_nonce: nonce })).toEqual({ status: 'used' });
    // Another booking's link and appointment are untouched.
    expect((await detail(other.id)).appointment!.state).toBe('confirmed');
    expect(await rpc('get_managed_appointment', { p_nonce: (await nonceOf(other.id))! })).toMatchObject({
      status: 'valid',
    });
    const done = await settled(id);
    expect(done.history.at(-1)).toMatchObject({ kind: 'cancelled', by_visitor: true });
    expect(done.mails.map((mail) => mail.kind)).toEqual(['confirmed', 'cancelled', 'visitor-cancelled']);
    const mails = await mailsAbout(email);
    expect(mails.filter((mail) => mail.to.includes('owner@caparica-detailing.local'))).toHaveLength(1);
  });

  it('asks for another date at most three times, not inside the cut-off, and knows no other link', async () => {
    const { id } = await aRequest();
    await confirm(id, lisbonDay(9));
    const nonce = (await nonceOf(id))!;
    const ask = () => rpc('ask_managed_appointment', { p_nonce: nonce, p_message: 'Could it be a Saturday?' });
    expect([await ask(), await ask(), await ask(), await ask()]).toEqual(['asked', 'asked', 'asked', 'too-many']);
    await expect(rpc('ask_managed_appointment', { p_nonce: nonce, p_message: '  ' })).rejects.toThrow(/22023/);
    expect(await rpc('get_managed_appointment', { p_nonce: randomUUID() })).toEqual({ status: 'unknown' });

    // The owner's cut-off reached: only the phone.
    await superuserQuery('update private.booking_appointments set changes_until = now() where request_id = $1', [id]);
    expect(await rpc('cancel_managed_appointment', { p_nonce: nonce, p_reason: null })).toBe('too-late');
    // Over: the link shows nothing any more.
    await superuserQuery(
      `update private.booking_appointments set starts_at = now() - interval '3 hours' where request_id = $1`,
      [id],
    );
    expect(await rpc('get_managed_appointment', { p_nonce: nonce })).toEqual({ status: 'expired' });
    const done = await settled(id);
    expect(done.history.filter((change) => change.kind === 'asked' && change.by_visitor)).toHaveLength(3);
  });

  it('goes with the person’s data: exported with it, void once erased', async () => {
    const { id, email } = await aRequest();
    await confirm(id, lisbonDay(9));
    const nonce = (await nonceOf(id))!;
    await settled(id);
    const exported = await rpc<{ appointments: unknown[]; appointment_mails: unknown[] }>('export_booking_data', {
      p_email: email,
    });
    expect(exported.appointments).toEqual([expect.objectContaining({ request_id: id, state: 'confirmed' })]);
    expect(exported.appointment_mails).toEqual([expect.objectContaining({ kind: 'confirmed' })]);
    await rpc('erase_booking_data', { p_email: email });
    expect(await rpc('get_managed_appointment', { p_nonce: nonce })).toEqual({ status: 'unknown' });
    const [left] = await superuserQuery<{ count: string }>(
      'select (select count(*) from private.booking_mails where request_id = $1) + (select count(*) from private.used_manage_links where request_id = $1) as count',
      [id],
    );
    expect(Number(left!.count)).toBe(0);
  });
});

describe('the roles', () => {
  it('keep visitors from every appointment function', async () => {
    const anon = new pg.Client({ connectionString: stack.databaseUrl });
    await anon.connect();
    try {
      await anon.query('set role anon');
      for (const call of [
        `select public.get_managed_appointment(gen_random_uuid())`,
        `select public.claim_booking_mail()`,
        `select public.list_booking_appointments('2027-01-01', 7)`,
      ]) {
        await expect(anon.query(call)).rejects.toThrow(/permission denied/);
      }
    } finally {
      await anon.end();
    }
  });
});
