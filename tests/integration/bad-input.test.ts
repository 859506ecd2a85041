import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MAX_BODY_BYTES } from '@/lib/constants';
import { toNotificationPayload, toSubmissionRow } from '@/lib/booking/submit/payloads';
import { todayInLisbon } from '@/lib/booking/dates';
import type { BookingFormValues } from '@/lib/booking/submit/payloads';
import { submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import { signJwt } from '../../stand-ins/supabase/keys.ts';
import {
  anonClient,
  countRows,
  fillFields,
  formValues,
  futureDate,
  functionUrl,
  mailCount,
  mailsAbout,
  proofOfWork,
  restHeaders,
  stack,
  storedRows,
  visitorFetch,
} from './support.ts';

/**
 * Bad input sent straight at the Data API and at the notification function, bypassing the form.
 * Every invalid case must get a clear error, store nothing and send no mail. Valid but unusual
 * input must be stored byte for byte and mailed.
 *
 * Control characters: refused, not stripped (stripping would store something other than what
 * the visitor typed and break the function's exact match). Only the message may hold tab, line
 * feed and carriage return. NUL cannot be stored in PostgreSQL text at all (22P05).
 * Wrong JSON types for text columns are turned into their text by PostgREST (on hosted Supabase
 * too) and then meet the same checks; the cases below use types the columns cannot take.
 */

const table = () => `${stack.apiUrl}/rest/v1/contact_submissions`;
let authenticatedToken = '';
beforeAll(async () => {
  authenticatedToken = await signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000002' });
});

const validRow = () => toSubmissionRow(fillFields());

interface Case {
  name: string;
  /** The body sent; an object is sent as JSON. */
  body: () => unknown;
  headers?: () => Record<string, string | undefined>;
  status: number;
  /** PostgREST's `code` (Data API cases only). */
  code?: string;
}

const repeat = (char: string, count: number) => char.repeat(count);
const withRow = (change: Record<string, unknown>) => () => ({ ...validRow(), ...change });
const withoutKey = (key: string) => () => {
  const row: Record<string, unknown> = validRow();
  delete row[key];
  return row;
};

const restCases: Case[] = [
  // Not JSON, or not a row.
  { name: 'truncated JSON', body: () => '{"name": "Ana",', status: 400, code: 'PGRST102' },
  { name: 'an empty body', body: () => '', status: 400, code: 'PGRST102' },
  { name: 'a JSON string', body: () => '"hello"', status: 400, code: 'PGRST102' },
  { name: 'JSON null', body: () => 'null', status: 400, code: 'PGRST102' },
  { name: 'an array of numbers', body: () => '[1, 2]', status: 400, code: 'PGRST102' },
  {
    name: 'rows with different keys',
    body: () => JSON.stringify([validRow(), { name: 'x' }]),
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'a text/plain body',
    body: () => JSON.stringify(validRow()),
    headers: () => ({ 'content-type': 'text/plain' }),
    status: 415,
    code: 'PGRST107',
  },
  {
    name: 'a form-encoded body',
    body: () => 'name=Ana',
    headers: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
    code: 'PGRST107',
  },
  {
    name: 'an oversized body',
    body: withRow({ vehicle: repeat('x', BOOKING_MAX_BODY_BYTES) }),
    status: 413,
    code: 'PGRST413',
  },
  // Columns visitors may not name or set.
  { name: 'an unknown column', body: withRow({ language: 'en' }), status: 400, code: 'PGRST204' },
  { name: 'a chosen id', body: withRow({ id: '00000000-0000-4000-8000-000000000009' }), status: 401, code: '42501' },
  { name: 'a chosen created_at', body: withRow({ created_at: '2020-01-01T00:00:00Z' }), status: 401, code: '42501' },
  { name: 'notified_at', body: withRow({ notified_at: '2030-01-01T00:00:00Z' }), status: 401, code: '42501' },
  {
    name: 'notification_claimed_at',
    body: withRow({ notification_claimed_at: '2030-01-01T00:00:00Z' }),
    status: 401,
    code: '42501',
  },
  { name: 'client_address_hash', body: withRow({ client_address_hash: 'forged' }), status: 401, code: '42501' },
  { name: 'last_contact_at', body: withRow({ last_contact_at: '2020-01-01T00:00:00Z' }), status: 401, code: '42501' },
  { name: 'notification_problem', body: withRow({ notification_problem: 'mail-error' }), status: 401, code: '42501' },
  { name: 'digest_id', body: withRow({ digest_id: 1 }), status: 401, code: '42501' },
  // Required fields.
  { name: 'no name', body: withoutKey('name'), status: 400, code: '23502' },
  { name: 'no email', body: withoutKey('email'), status: 400, code: '23502' },
  { name: 'no idempotency key', body: withoutKey('idempotency_key'), status: 400, code: '23502' },
  { name: 'a null email', body: withRow({ email: null }), status: 400, code: '23502' },
  // Wrong types and shapes.
  { name: 'an idempotency key that is no UUID', body: withRow({ idempotency_key: 'abc' }), status: 400, code: '22P02' },
  { name: 'a numeric idempotency key', body: withRow({ idempotency_key: 42 }), status: 400, code: '22P02' },
  { name: 'a boolean date', body: withRow({ preferred_date: true }), status: 400, code: '23514' },
  { name: 'bytes that are not UTF-8', body: () => notUtf8(validRow()), status: 400, code: 'PGRST102' },
  {
    name: 'a value nested 5,000 levels deep',
    body: () => `{"name":${'['.repeat(5000)}${']'.repeat(5000)},"email":"a@example.com"}`,
    status: 400,
    code: 'PGRST102',
  },
  { name: 'a numeric service', body: withRow({ service: 3 }), status: 400, code: '23514' },
  { name: 'a numeric email', body: withRow({ email: 12345 }), status: 400, code: '23514' },
  // Names.
  { name: 'a blank name', body: withRow({ name: ' \t ' }), status: 400, code: '23514' },
  { name: 'a 121-character name', body: withRow({ name: repeat('a', 121) }), status: 400, code: '23514' },
  { name: 'a name of 121 emoji', body: withRow({ name: repeat('🚗', 121) }), status: 400, code: '23514' },
  { name: 'a name with NUL', body: withRow({ name: 'Ana\u0000' }), status: 400, code: '22P05' },
  { name: 'a name with BEL', body: withRow({ name: 'Ana\u0007' }), status: 400, code: '23514' },
  { name: 'a name with a line feed', body: withRow({ name: 'Ana\nBcc: x@example.com' }), status: 400, code: '23514' },
  { name: 'a name with a C1 control', body: withRow({ name: 'Ana\u0085' }), status: 400, code: '23514' },
  // A name goes into the owner's mail subject: nothing that breaks or disguises a header line.
  { name: 'a name with a line separator', body: withRow({ name: 'Ana\u2028Bcc' }), status: 400, code: '23514' },
  { name: 'a name with a paragraph separator', body: withRow({ name: 'Ana\u2029' }), status: 400, code: '23514' },
  {
    name: 'a name with a right-to-left override',
    body: withRow({ name: 'Ana\u202egpj.exe' }),
    status: 400,
    code: '23514',
  },
  { name: 'a name with a bidi isolate', body: withRow({ name: '\u2066Ana\u2069' }), status: 400, code: '23514' },
  // Emails.
  { name: 'an email without a domain', body: withRow({ email: 'ana@' }), status: 400, code: '23514' },
  {
    name: 'an email without a dot in the domain',
    body: withRow({ email: 'ana@localhost' }),
    status: 400,
    code: '23514',
  },
  {
    name: 'two emails with a comma',
    body: withRow({ email: 'a@example.pt,b@example.pt' }),
    status: 400,
    code: '23514',
  },
  { name: 'an email with a space', body: withRow({ email: 'ana sousa@example.pt' }), status: 400, code: '23514' },
  {
    name: 'a display name with brackets',
    body: withRow({ email: 'Ana <ana@example.pt>' }),
    status: 400,
    code: '23514',
  },
  {
    name: 'an email with a header injection',
    body: withRow({ email: 'ana@example.pt\r\nBcc: x@example.com' }),
    status: 400,
    code: '23514',
  },
  {
    name: 'a 255-character email',
    body: withRow({ email: `${repeat('a', 243)}@example.com` }),
    status: 400,
    code: '23514',
  },
  // Other fields.
  { name: 'a 41-character phone', body: withRow({ phone: repeat('1', 41) }), status: 400, code: '23514' },
  { name: 'a phone with a tab', body: withRow({ phone: '+351\t912' }), status: 400, code: '23514' },
  { name: 'an unknown service', body: withRow({ service: 'car-wash' }), status: 400, code: '23514' },
  { name: 'a service in the wrong case', body: withRow({ service: 'PPF' }), status: 400, code: '23514' },
  { name: 'a 121-character vehicle', body: withRow({ vehicle: repeat('v', 121) }), status: 400, code: '23514' },
  { name: 'a vehicle with ESC', body: withRow({ vehicle: 'BMW\u001b[31m' }), status: 400, code: '23514' },
  { name: 'a vehicle with a line separator', body: withRow({ vehicle: 'BMW\u2028X5' }), status: 400, code: '23514' },
  { name: 'a phone with a paragraph separator', body: withRow({ phone: '912\u2029' }), status: 400, code: '23514' },
  // Dates: a real day written YYYY-MM-DD, from today to a year ahead (Lisbon).
  { name: 'a date in the past', body: withRow({ preferred_date: '2020-01-01' }), status: 400, code: '23514' },
  {
    name: 'a date more than a year ahead',
    body: () => ({ ...validRow(), preferred_date: futureDate(366) }),
    status: 400,
    code: '23514',
  },
  { name: 'an impossible date', body: withRow({ preferred_date: '2030-02-30' }), status: 400, code: '22008' },
  { name: 'a date that is a word', body: withRow({ preferred_date: 'soon' }), status: 400, code: '23514' },
  { name: 'the date "tomorrow"', body: withRow({ preferred_date: 'tomorrow' }), status: 400, code: '23514' },
  { name: 'the date "infinity"', body: withRow({ preferred_date: 'infinity' }), status: 400, code: '23514' },
  { name: 'the year 10000', body: withRow({ preferred_date: '10000-01-01' }), status: 400, code: '23514' },
  {
    name: 'a date with a time',
    body: withRow({ preferred_date: `${futureDate()} 10:00` }),
    status: 400,
    code: '23514',
  },
  { name: 'a 2001-character message', body: withRow({ message: repeat('m', 2001) }), status: 400, code: '23514' },
  { name: 'a message with SOH', body: withRow({ message: 'hi\u0001' }), status: 400, code: '23514' },
  { name: 'a message with a vertical tab', body: withRow({ message: 'a\u000bb' }), status: 400, code: '23514' },
  { name: 'a message with DEL', body: withRow({ message: 'a\u007f' }), status: 400, code: '23514' },
  // Keys.
  { name: 'no apikey', body: validRow, headers: () => ({ apikey: undefined, authorization: undefined }), status: 401 },
  {
    name: 'a forged apikey',
    body: validRow,
    headers: () => ({ apikey: `${stack.anonKey.slice(0, -4)}AAAA` }),
    status: 401,
  },
  {
    name: 'a forged bearer token',
    body: validRow,
    headers: () => ({ authorization: `Bearer ${stack.anonKey.slice(0, -4)}AAAA` }),
    status: 401,
    code: 'PGRST301',
  },
  {
    name: "a signed-in user's token",
    body: validRow,
    headers: () => ({ authorization: `Bearer ${authenticatedToken}` }),
    status: 403,
    code: '42501',
  },
];

/** A row's JSON with one byte in the name that is not UTF-8 (0xFF), where U+FFFD must not be stored. */
function notUtf8(row: Record<string, unknown>): Uint8Array<ArrayBuffer> {
  const [before, after] = JSON.stringify({ ...row, name: 'Ana@@' }).split('@@') as [string, string];
  return new Uint8Array([...Buffer.from(before), 0xff, ...Buffer.from(after)]);
}

function encode(body: unknown): string | Uint8Array<ArrayBuffer> {
  return typeof body === 'string' || body instanceof Uint8Array
    ? (body as string | Uint8Array<ArrayBuffer>)
    : JSON.stringify(body);
}

function headersFor(testCase: Case): Record<string, string> {
  const headers: Record<string, string | undefined> = { ...restHeaders(stack.anonKey), ...testCase.headers?.() };
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe.each(restCases)('the Data API given $name', (testCase) => {
  it(`answers ${testCase.status}${testCase.code ? ` ${testCase.code}` : ''}, stores nothing and sends no mail`, async () => {
    const [rowsBefore, mailsBefore] = [await countRows(), await mailCount()];
    const response = await visitorFetch(table(), {
      method: 'POST',
      headers: headersFor(testCase),
      body: encode(testCase.body()),
    });
    expect(response.status).toBe(testCase.status);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer.message).toEqual(expect.any(String));
    if (testCase.code) expect(answer).toMatchObject({ code: testCase.code });
    expect(await countRows()).toBe(rowsBefore);
    expect(await mailCount()).toBe(mailsBefore);
  });
});

describe('the Data API given a malformed %-escape in the path', () => {
  it('answers 404 for the table it names, as PostgREST does, not a database failure', async () => {
    const response = await visitorFetch(`${stack.apiUrl}/rest/v1/contact%ZZsubmissions`, {
      method: 'POST',
      headers: headersFor({ name: '', body: () => '', status: 0 }),
      body: JSON.stringify(validRow()),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST205' });
  });
});

/** Function cases start from a stored request, so only the bad part can be why nothing is sent. */
const stored = await formValues();
const forgedProof = await proofOfWork({ secret: 'not-the-site-secret-but-just-as-long-0123' });
const expiredProof = await proofOfWork({ expiresInSeconds: -1 });
/** A valid proof with one digit of the derived key changed. */
const alteredProof = (() => {
  const decoded = JSON.parse(atob(stored.proofOfWork)) as { solution: { derivedKey: string } };
  const key = decoded.solution.derivedKey;
  decoded.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
  return btoa(JSON.stringify(decoded));
})();
const payload =
  (change: Record<string, unknown> = {}) =>
  () => ({ ...toNotificationPayload(stored, 'en'), ...change });
const payloadWithout = (key: string) => () => {
  const body: Record<string, unknown> = toNotificationPayload(stored, 'en');
  delete body[key];
  return body;
};

const functionCases: Case[] = [
  { name: 'truncated JSON', body: () => '{"name":', status: 400 },
  { name: 'a JSON array', body: () => [payload()()], status: 400 },
  { name: 'JSON null', body: () => 'null', status: 400 },
  { name: 'bytes that are not UTF-8', body: () => new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), status: 400 },
  { name: 'a text/plain body', body: payload(), headers: () => ({ 'content-type': 'text/plain' }), status: 415 },
  {
    name: 'no Content-Type',
    body: () => new TextEncoder().encode(JSON.stringify(payload()())),
    headers: () => ({ 'content-type': undefined }),
    status: 415,
  },
  { name: 'an oversized body', body: payload({ message: repeat('m', BOOKING_MAX_BODY_BYTES) }), status: 413 },
  { name: 'no idempotency key', body: payloadWithout('idempotency_key'), status: 400 },
  { name: 'an idempotency key that is no UUID', body: payload({ idempotency_key: 'abc' }), status: 400 },
  { name: 'no language', body: payloadWithout('language'), status: 400 },
  { name: 'an unknown language', body: payload({ language: 'fr' }), status: 400 },
  { name: 'an extra field', body: payload({ bcc: 'x@example.com' }), status: 400 },
  { name: 'preferred_date instead of date', body: payload({ preferred_date: stored.preferredDate }), status: 400 },
  { name: 'a numeric name', body: payload({ name: 42 }), status: 400 },
  { name: 'a 121-character name', body: payload({ name: repeat('a', 121) }), status: 400 },
  { name: 'a name with a line break', body: payload({ name: 'Ana\r\nBcc: x@example.com' }), status: 400 },
  { name: 'a name with a line separator', body: payload({ name: 'Ana\u2028Bcc: x@example.com' }), status: 400 },
  { name: 'an invalid email', body: payload({ email: 'ana@' }), status: 400 },
  {
    name: 'an email with a header injection',
    body: payload({ email: `${stored.email}\nBcc: x@example.com` }),
    status: 400,
  },
  { name: 'an empty phone instead of null', body: payload({ phone: '' }), status: 400 },
  { name: 'an unknown service', body: payload({ service: 'car-wash' }), status: 400 },
  { name: 'an impossible date', body: payload({ date: '2030-02-30' }), status: 400 },
  { name: 'a date that is a word', body: payload({ date: 'soon' }), status: 400 },
  { name: 'a 2001-character message', body: payload({ message: repeat('m', 2001) }), status: 400 },
  { name: 'a message with NUL', body: payload({ message: 'a\u0000b' }), status: 400 },
  { name: 'content that differs from the stored row', body: payload({ message: 'Something else' }), status: 404 },
  { name: 'no proof of work', body: payloadWithout('proof_of_work'), status: 403 },
  { name: 'a proof of work that is no ALTCHA payload', body: payload({ proof_of_work: btoa('{"a":1}') }), status: 403 },
  { name: 'a proof of work that is not base64', body: payload({ proof_of_work: '%%%' }), status: 403 },
  { name: 'a proof of work signed with another secret', body: payload({ proof_of_work: forgedProof }), status: 403 },
  { name: 'an expired proof of work', body: payload({ proof_of_work: expiredProof }), status: 403 },
  { name: 'a proof of work whose solution was altered', body: payload({ proof_of_work: alteredProof }), status: 403 },
];

describe('the notification function given bad input', () => {
  beforeAll(async () => {
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(stored))).error).toBeNull();
  });

  it.each(functionCases)('answers $status for $name and sends no mail', async (testCase) => {
    const mailsBefore = await mailCount();
    const response = await visitorFetch(functionUrl(), {
      method: 'POST',
      headers: headersFor(testCase),
      body: encode(testCase.body()),
    });
    expect(response.status).toBe(testCase.status);
    expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(await mailCount()).toBe(mailsBefore);
    expect((await storedRows(stored.email))[0]).toMatchObject({ notification_claimed_at: null, notified_at: null });
  });
});

/** Valid input a visitor may really send; stored byte for byte and mailed. */
const unusual: [string, Partial<BookingFormValues>][] = [
  ['Portuguese accents', { name: 'João Conceição', message: 'Pára-choques riscado — atenção ao capô, por favor.' }],
  ['Cyrillic', { name: 'Олена Шевченко', vehicle: 'Škoda Октавія', message: 'Подряпина на задньому бампері.' }],
  ['emoji', { name: '🚗 Ana 🧽✨', message: 'Family car 👩‍👩‍👧‍👦 needs love ❤️' }],
  ['right-to-left scripts', { name: 'محمد الأحمد', message: 'שלום, אני רוצה לקבוע תור' }],
  ['SQL-looking text', { name: "Robert'); DROP TABLE contact_submissions;--", message: '\' OR 1=1; -- \\ "quoted"' }],
  ['HTML', { name: 'Ana <b>Sousa</b>', message: '<script>alert(1)</script> & <img src=x onerror=alert(1)>' }],
  ['tabs and line breaks in the message', { message: 'Line one\r\nLine two\n\tindented' }],
  [
    'the longest values',
    { name: '🧽'.repeat(120), vehicle: 'é'.repeat(120), phone: '+'.padEnd(40, '9'), message: 'ж'.repeat(2000) },
  ],
  ['JSON-looking text and backslashes', { vehicle: '{"make": "BMW"}', message: 'C:\\Users\\ana\\car.jpg' }],
  ['a tagged email on a subdomain', { email: `ana.sousa+booking-${Date.now()}@mail.example.pt` }],
  ["today's date (the earliest allowed)", { preferredDate: todayInLisbon() }],
];

describe.each(unusual)('valid input with %s', (_, change) => {
  it('is stored byte for byte and both mails go out', async () => {
    const values = await formValues(change);
    expect(await submitBookingRequest(values, 'uk', anonClient())).toEqual({ status: 'success' });
    const sent = toSubmissionRow(values);
    const rows = await storedRows(sent.email);
    expect(rows).toHaveLength(1);
    for (const column of ['name', 'email', 'phone', 'service', 'vehicle', 'preferred_date', 'message'] as const) {
      const value = rows[0]![column];
      expect(value === null ? null : Buffer.from(value, 'utf8').toString('hex')).toBe(
        sent[column] === null ? null : Buffer.from(sent[column], 'utf8').toString('hex'),
      );
    }
    const mails = await mailsAbout(sent.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.to.includes(stack.ownerEmail))?.text).toContain(sent.name);
  });
});
