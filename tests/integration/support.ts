import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createBookingClient } from '@/lib/booking/client';
import type { BookingFormValues } from '@/lib/booking/payloads';
import { todayInLisbon } from '@/lib/booking/dates';
import type { CapturedMail, MailFaults } from '../../supabase/local/mail-catcher.ts';

export const stack = inject('localStack');

export const anonClient = () => createBookingClient(stack.apiUrl, stack.anonKey);

/** A visitor address no other test uses, so rows and mails can be told apart. */
export const uniqueEmail = () => `visitor-${randomUUID()}@example.com`;

/** A preferred date the database accepts (not before today in Lisbon). */
export function futureDate(days = 30): string {
  const date = new Date(`${todayInLisbon()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function formValues(overrides: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    name: 'Ana Sousa',
    email: uniqueEmail(),
    phone: '+351 912 345 678',
    service: 'ceramic-coating',
    vehicle: 'BMW 320d Touring',
    preferredDate: futureDate(),
    message: 'Please check the scratches on the rear bumper.',
    ...overrides,
  };
}

const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
afterAll(() => pool.end());

export interface StoredRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  vehicle: string | null;
  preferred_date: string | null;
  message: string | null;
  notification_claimed_at: Date | null;
  notified_at: Date | null;
}

/** Rows as stored, read as the superuser (bypassing RLS). */
export async function storedRows(email: string): Promise<StoredRow[]> {
  const { rows } = await pool.query<StoredRow>(
    `select id, name, email, phone, service, vehicle, preferred_date::text as preferred_date, message,
            notification_claimed_at, notified_at
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
