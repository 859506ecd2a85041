import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/lib/booking/database.types';
import { LOCAL_BOOKING_DIGEST_SECRET } from '../../stand-ins/supabase/stack.ts';
import { functionUrl, stack, superuserQuery } from './support.ts';
import { MAIL_TEXTS } from '../support/appointment-mail.ts';

/** Appointments as the owner's server and the schedule drive them, for the files that test them. */

export const service = createClient<Database>(stack.apiUrl, stack.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const OWNER = { p_actor_id: 'p-owner-1', p_actor_name: 'Rui Marques' };

export async function rpc<T = unknown>(fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await (service.rpc as (f: string, a: object) => ReturnType<typeof service.rpc>)(fn, args);
  if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
  return data as T;
}

/** A stored, notified request of a person of its own; its id and email. */
export async function aRequest(language = 'uk'): Promise<{ id: string; email: string }> {
  const email = `appointment-${randomUUID()}@example.com`;
  const [row] = await superuserQuery<{ id: string }>(
    `insert into public.contact_submissions (idempotency_key, name, email, phone, service, visitor_language, notified_at)
     values (gen_random_uuid(), 'Олена Коваленко', $1, '+351 912 345 678', 'ceramic-coating', $2, now()) returning id`,
    [email, language],
  );
  return { id: row!.id, email };
}

/** A Lisbon day `days` from today. */
export function lisbonDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(day);
}

export interface Detail {
  request: { status: string };
  appointment: { state: string; starts_at: string; sequence: number; remind_at: string | null } | null;
  mails: {
    kind: string;
    sequence: number;
    sent_at: string | null;
    dropped_at: string | null;
    attempts: number;
    failing: boolean;
  }[];
  history: { kind: string; by_visitor: boolean; actor_name: string }[];
}

export const confirm = (id: string, day: string, time = '10:00', extra: Record<string, unknown> = {}) =>
  rpc<Detail>('set_booking_appointment', {
    p_id: id,
    p_day: day,
    p_time: time,
    p_duration_minutes: 120,
    p_price_cents: 45_000,
    p_message: 'Please bring the spare key.',
    p_cutoff_hours: 24,
    p_reminder_lead_hours: 24,
    p_mail: MAIL_TEXTS,
    ...OWNER,
    ...extra,
  });
export const cancel = (id: string, reason: string | null = null) =>
  rpc<Detail>('cancel_booking_appointment', { p_id: id, p_reason: reason, ...OWNER });
export const detail = (id: string) => rpc<Detail>('get_booking_request', { p_id: id });
export const nonceOf = async (id: string) =>
  (
    await superuserQuery<{ manage_nonce: string | null }>(
      'select manage_nonce from private.booking_appointments where request_id = $1',
      [id],
    )
  )[0]!.manage_nonce;
export const queueReminders = async (at: Date) =>
  (await superuserQuery<{ queued: number }>('select private.queue_booking_reminders($1) as queued', [at]))[0]!.queued;

/** The function's mail run, as the schedule calls it. */
export async function mailRun(): Promise<Response> {
  return fetch(`${functionUrl()}/mails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_BOOKING_DIGEST_SECRET}`, 'content-type': 'application/json' },
    body: '{}',
  });
}

/**
 * Has the function send what is due (as the schedule would) until the request's outbox holds
 * nothing unsent: every mail sent or dropped.
 */
export async function settled(id: string): Promise<Detail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const current = await detail(id);
    if (current.mails.every((mail) => mail.sent_at !== null || mail.dropped_at !== null)) return current;
    if (Date.now() > deadline) throw new Error(`mails still unsent: ${JSON.stringify(current.mails)}`);
    await mailRun();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
