import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import pg from 'pg';
import { BOOKING_MIN_FILL_MS, type Locale } from '../../../lib/constants';
import { todayInLisbon } from '../../../lib/booking/dates';
import type { BookingFormValues } from '../../../lib/booking/submit/payloads';
import { ACKNOWLEDGEMENT_MESSAGES } from '../../../supabase/functions/send-contact-notification/messages.ts';
import type { CapturedMail } from '../../../stand-ins/mail-catcher/server.ts';
import { DEFAULT_PORTS, LOCAL_OWNER_EMAIL } from '../../../stand-ins/supabase/stack.ts';
import { fetchFrom, visitorAddress } from '../../support/visitor-address.ts';
import { homeUrl, message } from './content';

/**
 * The booking form in the browser against the real local stack: filling it like a person,
 * reading what PostgreSQL stored and what the mail catcher accepted.
 */

/** The Supabase API address the production build was compiled against (lib/env/public.ts defaults). */
export const SITE_API_URL = `http://127.0.0.1:${DEFAULT_PORTS.api}`;
export const SITE_API_ROUTE = `${SITE_API_URL}/**`;
export const INSERT_URL = `${SITE_API_URL}/rest/v1/contact_submissions`;
export const FUNCTION_URL = `${SITE_API_URL}/functions/v1/send-contact-notification`;

/** The shared stack's endpoints, exposed by global-setup. */
const sharedMailUrl = () => required('E2E_MAIL_URL');
export const sharedDatabaseUrl = () => required('E2E_DATABASE_URL');
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (tests/e2e/global-setup.ts sets it)`);
  return value;
}

/**
 * Every test books as its own visitor: the page's Supabase traffic leaves from its own loopback
 * address (routeApi), so the per-address rate limit, which counts connections, never mixes tests up.
 */
export { visitorAddress } from '../../support/visitor-address.ts';

/**
 * What a visitor types into the form: the form's own fields, without what the page adds to them.
 * The vehicle size and extras (issue 58) are chosen, not typed: the estimate's journeys pick them.
 */
export type Booking = Omit<
  BookingFormValues,
  'honeypot' | 'idempotencyKey' | 'startedAt' | 'proofOfWork' | 'vehicleSize' | 'extras'
>;

/** A date the form and the database accept (today in Lisbon plus `days`). */
export function dateFromToday(days: number): string {
  const date = new Date(`${todayInLisbon()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every field filled, with text in the visitor's language; a unique email tells the rows apart. */
export function fullBooking(lang: Locale): Booking {
  const texts = {
    en: { name: 'Ana Sousa', vehicle: 'BMW 320d Touring', message: 'Please check the scratches\non the rear bumper.' },
    pt: { name: 'João Gonçalves', vehicle: 'Peugeot 3008', message: 'Têm recolha em Almada?\nObrigado.' },
    uk: { name: 'Олена Коваленко', vehicle: 'Škoda Octavia', message: 'Чи можна забрати авто з Сейшала?\nДякую.' },
  }[lang];
  return {
    ...texts,
    email: `visitor-${randomUUID()}@example.com`,
    phone: '+351 912 345 678',
    service: 'ceramic-coating',
    preferredDate: dateFromToday(30),
  };
}

/** Only what the form requires. */
export function requiredOnly(lang: Locale): Booking {
  return { ...fullBooking(lang), phone: '', service: '', vehicle: '', preferredDate: '', message: '' };
}

export function bookingForm(page: Page): Locator {
  return page.locator('form#booking-form');
}

/** The form's fields by their visible labels (catalog texts in the page's language). */
export function fields(page: Page, lang: Locale) {
  const form = bookingForm(page);
  // Required fields' labels end with a marker ("*" plus a hidden word), so match the start.
  const label = (id: string) => form.getByLabel(new RegExp(`^${escapeRegExp(message(lang, id))}`));
  return {
    name: label('booking.name'),
    email: label('booking.email'),
    phone: label('booking.phone'),
    service: label('booking.service'),
    vehicle: label('booking.vehicle'),
    preferredDate: label('booking.preferredDate'),
    message: label('booking.message'),
  } satisfies Record<keyof Booking, Locator>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function fillBooking(page: Page, lang: Locale, booking: Booking): Promise<void> {
  const field = fields(page, lang);
  await field.name.fill(booking.name);
  await field.email.fill(booking.email);
  await field.phone.fill(booking.phone);
  await field.service.selectOption(booking.service);
  await field.vehicle.fill(booking.vehicle);
  await field.preferredDate.fill(booking.preferredDate);
  await field.message.fill(booking.message);
}

export async function expectFields(page: Page, lang: Locale, booking: Booking): Promise<void> {
  const field = fields(page, lang);
  for (const key of Object.keys(field) as (keyof Booking)[]) await expect(field[key]).toHaveValue(booking[key]);
}

export function submitButton(page: Page, lang: Locale): Locator {
  return bookingForm(page).getByRole('button', { name: message(lang, 'booking.submit') });
}

/**
 * Waits until the form runs on JavaScript: its focus handler, live once it has hydrated, sets the
 * earliest preferred date to today in Lisbon. (Its fill began when it hydrated, before that.)
 * Returns when the fill began (at the latest).
 */
export async function waitForHydratedForm(page: Page, lang: Locale): Promise<number> {
  const field = fields(page, lang);
  await expect(async () => {
    await field.name.blur();
    await field.name.focus();
    await expect(field.preferredDate).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/, { timeout: 250 });
  }).toPass();
  return Date.now();
}

/** Waits out the minimum fill time counted from `startedAt`, as a person filling the form would. */
export async function afterMinimumFillTime(page: Page, startedAt: number): Promise<void> {
  const left = startedAt + BOOKING_MIN_FILL_MS - Date.now();
  // A margin for the clocks of the test and the browser ticking apart.
  if (left > -200) await page.waitForTimeout(left + 200);
}

/** The spec §8 texts of an outcome in a language. */
export function outcomeTexts(lang: Locale, kind: 'error' | 'saved' | 'success') {
  return { title: message(lang, `booking.${kind}Title`), description: message(lang, `booking.${kind}Description`) };
}

/**
 * Sends the page's Supabase traffic as a visitor from `address` and, when `apiUrl` is given, to
 * another (private) stack at the same paths. Always answered by a real gateway.
 */
export async function routeApi(page: Page, address: string, apiUrl = SITE_API_URL): Promise<void> {
  await page.route(SITE_API_ROUTE, (route) => fulfillAsVisitor(route, address, apiUrl));
}

/** Headers the connection itself sets (and a decoded body no longer has). */
const CONNECTION_HEADERS = new Set(['host', 'connection', 'content-length', 'content-encoding', 'transfer-encoding']);

/**
 * The route's request as the visitor at `address` makes it (its connection leaves from that
 * loopback address, which is what the gateway counts), to the same path on `apiUrl`.
 */
export async function fetchAsVisitor(route: Route, address: string, apiUrl = SITE_API_URL) {
  const request = route.request();
  const headers = Object.entries(await request.allHeaders()).filter(([name]) => !CONNECTION_HEADERS.has(name));
  const response = await fetchFrom(address)(request.url().replace(SITE_API_URL, apiUrl), {
    method: request.method(),
    headers,
    body: request.postDataBuffer() ? new Uint8Array(request.postDataBuffer()!) : undefined,
  });
  return {
    status: response.status,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !CONNECTION_HEADERS.has(name))),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

export async function fulfillAsVisitor(route: Route, address: string, apiUrl = SITE_API_URL): Promise<void> {
  await route.fulfill(await fetchAsVisitor(route, address, apiUrl));
}

/**
 * Without JavaScript the site's server makes the Supabase calls, so the gateway counts the
 * server's address for every such visitor together (supabase/README.md). Tests posting the form
 * without JavaScript forget that count first, so they never add up to the limit across a run.
 */
export async function forgetServerAddressCount(databaseUrl = sharedDatabaseUrl()): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `delete from private.booking_rate_limit_buckets
        where subject = 'address:' || (select encode(sha256(convert_to(salt || '127.0.0.1', 'UTF8')), 'hex')
                                         from private.booking_rate_limit_secret)`,
    );
  } finally {
    await client.end();
  }
}

export interface StoredRow {
  name: string;
  email: string;
  phone: string | null;
  service: string | null;
  vehicle: string | null;
  preferred_date: string | null;
  message: string | null;
  idempotency_key: string;
}

/** Rows stored for an email, read as the superuser (visitors cannot read them). */
export async function storedRows(email: string, databaseUrl = sharedDatabaseUrl()): Promise<StoredRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredRow>(
      `select name, email, phone, service, vehicle, preferred_date::text as preferred_date, message, idempotency_key
         from public.contact_submissions where email = $1 order by created_at`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The marks the form's signals left on the stored rows of an email (supabase/README.md "Abuse defence"). */
export async function storedSignals(
  email: string,
): Promise<{ quick_fill: boolean; honeypot_filled: boolean; notified: boolean }[]> {
  const client = new pg.Client({ connectionString: sharedDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select quick_fill, honeypot_filled, notified_at is not null as notified
         from public.contact_submissions where email = $1 order by created_at`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The owner's digest that lists this email's request, after moving its clock on (the request past
 * the digest delay, earlier rounds past the interval) and running what Supabase Cron runs each minute.
 */
export async function digestListing(email: string): Promise<CapturedMail> {
  const client = new pg.Client({ connectionString: sharedDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `update public.contact_submissions set created_at = created_at - interval '1 hour' where email = $1`,
      [email],
    );
    await client.query(`update private.booking_digests set round_started_at = round_started_at - interval '1 hour'`);
    await client.query('select private.request_booking_digest()');
  } finally {
    await client.end();
  }
  let digest: CapturedMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${sharedMailUrl()}/api/emails`)).json()) as CapturedMail[];
      digest = mails.find((mail) => mail.to.includes(LOCAL_OWNER_EMAIL) && mail.text?.includes(email));
      return digest !== undefined;
    })
    .toBe(true);
  return digest!;
}

/** What the row must hold for a booking: exactly what was typed, null for each empty optional. */
export function expectedRow(booking: Booking): Omit<StoredRow, 'idempotency_key'> {
  const optional = (value: string) => (value === '' ? null : value);
  return {
    name: booking.name,
    email: booking.email,
    phone: optional(booking.phone),
    service: optional(booking.service),
    vehicle: optional(booking.vehicle),
    preferred_date: optional(booking.preferredDate),
    message: optional(booking.message),
  };
}

/** Mails the catcher accepted to or about a visitor (the owner's mail replies to the visitor). */
export async function mailsAbout(email: string, mailUrl = sharedMailUrl()): Promise<CapturedMail[]> {
  const mails = (await (await fetch(`${mailUrl}/api/emails`)).json()) as CapturedMail[];
  return mails.filter((mail) => mail.to.includes(email) || mail.replyTo.includes(email));
}

/** The owner's notification and the visitor's acknowledgement in the visitor's language, once each. */
export async function expectMailPair(email: string, lang: Locale, mailUrl?: string): Promise<void> {
  await expect
    .poll(async () =>
      (await mailsAbout(email, mailUrl))
        .map((mail) => ({ to: mail.to, replyTo: mail.replyTo, subject: mail.subject }))
        .sort((a, b) => a.to[0]!.localeCompare(b.to[0]!)),
    )
    .toEqual(
      [
        { to: [LOCAL_OWNER_EMAIL], replyTo: [email], subject: expect.stringContaining('New booking request') },
        { to: [email], replyTo: expect.anything(), subject: ACKNOWLEDGEMENT_MESSAGES[lang].subject },
      ].sort((a, b) => a.to[0]!.localeCompare(b.to[0]!)),
    );
}

/**
 * A gate the test opens when it has seen what it wanted: requests held at it wait for the test,
 * not for a guessed pause, which makes the in-flight state observable deterministically.
 */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

export interface ToastEvent {
  kind: 'announced' | 'shown' | 'hidden';
  text: string;
  /** aria-live of an announcement; data-variant of a shown toast. */
  detail: string | null;
  at: number;
}

/**
 * Records, in the page, when toasts are announced (Radix's role="status" live region, present
 * for about a second), shown and removed, so durations are measured where they happen rather
 * than by a test polling at intervals.
 */
export async function watchToasts(page: Page): Promise<() => Promise<ToastEvent[]>> {
  await page.evaluate(() => {
    const events: ToastEvent[] = [];
    (window as unknown as { bookingToastEvents: ToastEvent[] }).bookingToastEvents = events;
    // The announcement's text is filled in a frame after its region appears: keep it up to date.
    const announcements = new Map<Element, ToastEvent>();
    const record = (kind: ToastEvent['kind'], node: HTMLElement, detail: string | null) => {
      const event = { kind, text: node.textContent ?? '', detail, at: performance.now() };
      events.push(event);
      return event;
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.getAttribute('role') === 'status')
            announcements.set(node, record('announced', node, node.getAttribute('aria-live')));
          if (node.matches('li[data-state]')) record('shown', node, node.getAttribute('data-variant'));
        }
        for (const node of mutation.removedNodes) {
          if (node instanceof HTMLElement && node.matches('li[data-state]')) record('hidden', node, null);
        }
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = target?.closest('[role="status"]');
        const announcement = region ? announcements.get(region) : undefined;
        if (region && announcement) announcement.text = region.textContent ?? '';
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { bookingToastEvents: ToastEvent[] }).bookingToastEvents);
}

/** The visible toast with an outcome's title and description. */
export function toast(page: Page, texts: { title: string; description: string }): Locator {
  return page.getByRole('listitem').filter({ hasText: texts.title }).filter({ hasText: texts.description });
}

/**
 * Books through the hydrated form of the home page in `lang`, as a visitor from an address of their
 * own, and waits for the success toast.
 */
export async function bookWithScript(page: Page, lang: Locale, booking: Booking): Promise<void> {
  await routeApi(page, visitorAddress());
  await page.goto(homeUrl(lang, '#contact'));
  const startedAt = await waitForHydratedForm(page, lang);
  await fillBooking(page, lang, booking);
  await afterMinimumFillTime(page, startedAt);
  await submitButton(page, lang).click();
  await expect(toast(page, outcomeTexts(lang, 'success'))).toBeVisible();
}
