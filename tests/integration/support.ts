import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import type { BookingClient } from '@/lib/booking/submit/client';
import type { Database } from '@/lib/booking/database.types';
import { newIdempotencyKey } from '@/lib/booking/submit/idempotency-key';
import type { BookingFormValues } from '@/lib/booking/submit/payloads';
import { todayInLisbon } from '@/lib/booking/dates';
import { serverSolvedProofOfWork, solvedProofOfWork } from '@/lib/booking/submit/proof-of-work';
import { LOCAL_BOOKING_CHALLENGE_SECRET } from '@/lib/env/public';
import type { CapturedMail, MailFaults } from '../../stand-ins/mail-catcher/server.ts';
import { fetchFrom, visitorAddress } from '../support/visitor-address.ts';

export const stack = inject('localStack');

export { fetchFrom, visitorAddress, visitorFetch } from '../support/visitor-address.ts';

/** The site's anonymous client (lib/booking/submit/client options), as a visitor connecting from `address`. */
export function anonClient(address = visitorAddress(), apiUrl = stack.apiUrl): BookingClient {
  return createClient<Database>(apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
  });
}

/** A visitor address no other test uses, so rows and mails can be told apart. */
export const uniqueEmail = () => `visitor-${randomUUID()}@example.com`;

/** A preferred date the database accepts (not before today in Lisbon). */
export function futureDate(days = 30): string {
  const date = new Date(`${todayInLisbon()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A person's form fill, without the proof of work: enough for an insert, which does not check one. */
export function fillFields(overrides: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    name: 'Ana Sousa',
    email: uniqueEmail(),
    phone: '+351 912 345 678',
    service: 'ceramic-coating',
    vehicleSize: '',
    extras: [],
    vehicle: 'BMW 320d Touring',
    preferredDate: futureDate(),
    message: 'Please check the scratches on the rear bumper.',
    honeypot: '',
    idempotencyKey: newIdempotencyKey(),
    // Filled in at a human pace.
    startedAt: Date.now() - 60_000,
    proofOfWork: '',
    ...overrides,
  };
}

/**
 * A proof of work made the way the site makes them (the local secret, the site's algorithm and
 * cost), but easy (counter 3) and, for refusal tests, signed with another secret or expired.
 */
export function proofOfWork(options: { secret?: string; expiresInSeconds?: number } = {}): Promise<string> {
  return solvedProofOfWork(options.secret ?? LOCAL_BOOKING_CHALLENGE_SECRET, {
    counter: 3,
    expiresAt: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 60),
  });
}

/**
 * A person's form fill with a proof of work as the form sends one, signed with the local stack's
 * secret (solved the cheap way the server solves its own; abuse.test.ts also sends real solutions).
 */
export async function formValues(overrides: Partial<BookingFormValues> = {}): Promise<BookingFormValues> {
  return fillFields({ proofOfWork: await serverSolvedProofOfWork(LOCAL_BOOKING_CHALLENGE_SECRET), ...overrides });
}

const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
afterAll(() => pool.end());

export interface StoredRow {
  id: string;
  idempotency_key: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  vehicle: string | null;
  preferred_date: string | null;
  message: string | null;
  notification_claimed_at: Date | null;
  notified_at: Date | null;
  client_address_hash: string | null;
  quick_fill: boolean;
  honeypot_filled: boolean;
  notification_problem: string | null;
  digest_id: string | null;
  created_at: Date;
  last_contact_at: Date;
}

/** Rows as stored, read as the superuser (bypassing RLS). */
export async function storedRows(email: string): Promise<StoredRow[]> {
  const { rows } = await pool.query<StoredRow>(
    `select id, idempotency_key, name, email, phone, service, vehicle, preferred_date::text as preferred_date, message,
            notification_claimed_at, notified_at, client_address_hash, quick_fill, honeypot_filled,
            notification_problem, digest_id, created_at, last_contact_at
       from public.contact_submissions where email = $1 order by created_at`,
    [email],
  );
  return rows;
}

export async function countRows(): Promise<number> {
  const { rows } = await pool.query<{ count: string }>('select count(*) from public.contact_submissions');
  return Number(rows[0]!.count);
}

/** Mails the catcher accepted that were sent to or about `email` (owner mails reply to the visitor). */
export async function mailsAbout(email: string): Promise<CapturedMail[]> {
  const response = await fetch(`${stack.mailUrl}/api/emails`);
  const mails = (await response.json()) as CapturedMail[];
  return mails.filter((mail) => mail.to.includes(email) || mail.replyTo.includes(email));
}

export async function setMailFaults(faults: Partial<MailFaults>): Promise<void> {
  const response = await fetch(`${stack.mailUrl}/api/faults`, { method: 'PUT', body: JSON.stringify(faults) });
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
}

/** The database as the gateway reaches it (the role PostgREST logs in as). */
export function authenticatorUrl(): string {
  const url = new URL(stack.databaseUrl);
  url.username = 'authenticator';
  return url.toString();
}

export const restHeaders = (key: string, bearer = key): Record<string, string> => ({
  apikey: key,
  authorization: `Bearer ${bearer}`,
  'content-type': 'application/json',
});

/** A statement as the superuser (bypassing RLS), for setup and inspection. */
export async function superuserQuery<Row extends pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  return (await pool.query<Row>(text, params)).rows;
}

/** What the rate-limit trigger stores for a client address: its salted SHA-256. */
export async function addressHash(address: string): Promise<string> {
  const [row] = await superuserQuery<{ hash: string }>(
    `select encode(sha256(convert_to(salt || $1, 'UTF8')), 'hex') as hash from private.booking_rate_limit_secret`,
    [address],
  );
  return row!.hash;
}

/** How many mails the catcher accepted in all. */
export async function mailCount(): Promise<number> {
  return ((await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as unknown[]).length;
}

export const functionUrl = () => `${stack.apiUrl}/functions/v1/send-contact-notification`;
