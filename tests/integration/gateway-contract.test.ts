import { createClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/lib/booking/database.types';
import { toSubmissionRow } from '@/lib/booking/submit/payloads';
import { BOOKING_MAX_BODY_BYTES, BOOKING_RATE_LIMIT_PER_EMAIL } from '@/lib/constants';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_PUBLISHABLE_KEY } from '@/lib/env/public';
import { NOTIFICATION_FUNCTION_NAME, submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import { readVerifyJwt } from '../../stand-ins/supabase/edge-functions.ts';
import { startGateway } from '../../stand-ins/supabase/gateway.ts';
import { REPO_ROOT } from '../../stand-ins/supabase/stack.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, resolveApiKey, verifyJwt } from '../../stand-ins/supabase/keys.ts';
import {
  addressHash,
  anonClient,
  authenticatorUrl,
  countRows,
  fetchFrom,
  fillFields,
  formValues,
  futureDate,
  mailsAbout,
  restHeaders,
  stack,
  storedRows,
  superuserQuery,
  uniqueEmail,
  visitorAddress,
  visitorFetch,
} from './support.ts';

/**
 * Pins the local gateway to PostgREST's / Supabase's documented answers for everything
 * supabase-js can see here, through supabase-js and through raw HTTP, so code tested locally
 * behaves the same against a hosted project.
 */

const table = `${stack.apiUrl}/rest/v1/contact_submissions`;
const row = () => toSubmissionRow(fillFields());
const post = (body: string, headers: Record<string, string> = restHeaders(stack.anonKey), url = table) =>
  visitorFetch(url, { method: 'POST', headers, body });

describe('insert as a visitor', () => {
  it('answers 201 with an empty body (return=minimal)', async () => {
    const { data, error, status } = await anonClient().from('contact_submissions').insert(row());
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 201 });

    const response = await post(JSON.stringify(row()));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
  });

  it('accepts an array with a columns parameter, as supabase-js sends it', async () => {
    const { error, status } = await anonClient().from('contact_submissions').insert([row(), row()]);
    expect({ error, status }).toEqual({ error: null, status: 201 });
  });

  it('cannot read its row back (insert + select needs a SELECT right)', async () => {
    const { data, error, status } = await anonClient().from('contact_submissions').insert(row()).select();
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });
});

/** Invalid rows: [description, row change, status, SQLSTATE, message fragment]. */
const rejected: [string, Record<string, unknown>, number, string, string][] = [
  [
    'a column visitors may not set (RLS/grants)',
    { notified_at: new Date().toISOString() },
    401,
    '42501',
    'permission denied',
  ],
  ['a blank name', { name: '   ' }, 400, '23514', 'contact_submissions_name_not_blank'],
  ['a name over 120 characters', { name: 'x'.repeat(121) }, 400, '23514', 'contact_submissions_name_length'],
  ['an email without a domain', { email: 'ana@' }, 400, '23514', 'contact_submissions_email_shape'],
  ['an unknown service', { service: 'car-wash' }, 400, '23514', 'contact_submissions_service_known'],
  ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 400, '23514', 'contact_submissions_message_length'],
  ['a preferred date in the past', { preferred_date: '2020-01-01' }, 400, '23514', 'before today'],
  ['a missing name', { name: null }, 400, '23502', 'not-null constraint'],
  ['an impossible date', { preferred_date: '2030-02-30' }, 400, '22008', 'out of range'],
  ['a malformed date', { preferred_date: 'soon' }, 400, '23514', 'violates check constraint "calendar_day_iso"'],
];

describe.each(rejected)('insert with %s', (_, change, status, code, fragment) => {
  it(`answers ${status} ${code} (supabase-js)`, async () => {
    const { error, status: answered } = await anonClient()
      .from('contact_submissions')
      .insert({ ...row(), ...change } as never);
    expect(answered).toBe(status);
    expect(error).toMatchObject({ code, details: null, hint: null });
    expect(error?.message).toContain(fragment);
  });

  it(`answers ${status} ${code} (raw)`, async () => {
    const response = await post(JSON.stringify({ ...row(), ...change }));
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      code,
      details: null,
      hint: null,
      message: expect.stringContaining(fragment),
    });
  });
});

describe('PostgREST request errors', () => {
  it('answers 400 PGRST102 for invalid JSON', async () => {
    const response = await post('{"name": "Ana",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
  });

  it('answers 400 PGRST204 for an unknown column', async () => {
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert({ ...row(), language: 'en' } as never);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'language' column of 'contact_submissions' in the schema cache",
    });
  });

  it("answers 400 42703 for a filter on no column, a NUL in its name included (PostgreSQL's error, passed on)", async () => {
    const service = { ...restHeaders(stack.serviceRoleKey) };
    for (const column of ['nickname', 'a%00b']) {
      const response = await visitorFetch(`${stack.apiUrl}/rest/v1/contact_submissions?select=email&${column}=eq.1`, {
        headers: service,
      });
      expect(response.status, column).toBe(400);
      expect(await response.json()).toMatchObject({
        code: '42703',
        message: `column contact_submissions.${decodeURIComponent(column)} does not exist`,
      });
    }
  });

  it('answers 404 PGRST205 for an unknown table', async () => {
    const response = await post(JSON.stringify(row()), restHeaders(stack.anonKey), `${stack.apiUrl}/rest/v1/bookings`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST205' });
  });

  it('answers 409 23505 for a duplicate key (service role may set ids)', async () => {
    const service = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, { auth: { persistSession: false } });
    const withId = { ...row(), id: randomUUID() };
    expect((await service.from('contact_submissions').insert(withId)).error).toBeNull();
    const { error, status } = await service
      .from('contact_submissions')
      .insert({ ...withId, idempotency_key: randomUUID() });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: expect.stringContaining('already exists') });
  });
});

describe('request limits', () => {
  it(`answers 413 PGRST413 for a body over ${BOOKING_MAX_BODY_BYTES} bytes and stores nothing`, async () => {
    const before = await countRows();
    const response = await post(JSON.stringify({ ...row(), message: 'x'.repeat(BOOKING_MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'PGRST413',
      details: null,
      hint: null,
      message: expect.stringContaining('too large'),
    });
    expect(await countRows()).toBe(before);
  });

  it('answers 415 PGRST107 for a body that is not JSON by its Content-Type', async () => {
    const response = await post(JSON.stringify(row()), { ...restHeaders(stack.anonKey), 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'PGRST107', details: null, hint: null });
  });

  it("maps SQLSTATE PTxyz to HTTP xyz, as PostgREST does (the rate limit's PT429)", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < BOOKING_RATE_LIMIT_PER_EMAIL; i += 1) {
      expect((await post(JSON.stringify({ ...row(), email }))).status).toBe(201);
    }
    const response = await post(JSON.stringify({ ...row(), email }));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      code: 'PT429',
      details: 'The booking rate limit for this email address or network was reached.',
      hint: 'Try again later.',
      message: 'Too many booking requests',
    });
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert({ ...row(), email });
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', message: 'Too many booking requests' });
  });
});

describe('request.headers, as PostgREST sets them behind Supabase', () => {
  const hashOf = async (email: string) => (await storedRows(email))[0]?.client_address_hash;

  it("carry the connection's address as CF-Connecting-IP, whatever the client claimed, never stored in clear", async () => {
    const values = toSubmissionRow(await formValues());
    const visitor = visitorAddress();
    const forged = { 'cf-connecting-ip': '198.51.100.23', 'x-forwarded-for': '198.51.100.24' };
    const response = await fetchFrom(visitor)(table, {
      method: 'POST',
      headers: { ...restHeaders(stack.anonKey), ...forged },
      body: JSON.stringify(values),
    });
    expect(response.status).toBe(201);
    const [stored] = await storedRows(values.email);
    expect(stored!.client_address_hash).toBe(await addressHash(visitor));
    expect(JSON.stringify(stored)).not.toContain(visitor);
  });

  it("append the connection's address to the client's X-Forwarded-For (Kong's), whose last hop a self-hosted setting may name", async () => {
    await superuserQuery(`update private.booking_settings set client_address_header = 'x-forwarded-for'`);
    try {
      const values = toSubmissionRow(await formValues());
      const visitor = visitorAddress();
      const response = await fetchFrom(visitor)(table, {
        method: 'POST',
        headers: { ...restHeaders(stack.anonKey), 'x-forwarded-for': '198.51.100.24, 198.51.100.25' },
        body: JSON.stringify(values),
      });
      expect(response.status).toBe(201);
      expect(await hashOf(values.email)).toBe(await addressHash(visitor));
    } finally {
      await superuserQuery(`update private.booking_settings set client_address_header = 'cf-connecting-ip'`);
    }
  });

  it('refuse a header name that is not one (the setting is checked)', async () => {
    await expect(
      superuserQuery(`update private.booking_settings set client_address_header = 'X-Real-IP; drop'`),
    ).rejects.toThrow(/booking_settings_client_address_header_name/);
  });
});

describe('the stand-in’s subset of PostgREST', () => {
  it('filters with eq, and refuses (never ignores) a filter, order or page it does not implement', async () => {
    const service = { ...restHeaders(stack.serviceRoleKey) };
    const values = toSubmissionRow(fillFields());
    expect((await post(JSON.stringify(values))).status).toBe(201);
    const found = await visitorFetch(`${table}?select=email&email=eq.${encodeURIComponent(values.email)}`, {
      headers: service,
    });
    expect(await found.json()).toEqual([{ email: values.email }]);
    for (const query of ['email=like.*example*', 'order=created_at.desc', 'limit=1']) {
      const refused = await visitorFetch(`${table}?select=email&${query}`, { headers: service });
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'PGRST100' });
    }
  });
});

describe('API keys', () => {
  it("are Supabase's local keys: demo JWTs signed with the local JWT secret, and the CLI's new-format keys", async () => {
    expect(stack.anonKey).toBe(LOCAL_SUPABASE_ANON_KEY);
    expect(stack.publishableKey).toBe(LOCAL_SUPABASE_PUBLISHABLE_KEY);
    expect((await verifyJwt(LOCAL_ANON_KEY))?.role).toBe('anon');
    expect((await verifyJwt(LOCAL_SERVICE_ROLE_KEY))?.role).toBe('service_role');
    expect((await resolveApiKey(stack.publishableKey))?.role).toBe('anon');
    expect((await resolveApiKey(stack.secretKey))?.role).toBe('service_role');
  });

  it.each([
    ['the legacy anon JWT', () => stack.anonKey],
    ['the publishable key', () => stack.publishableKey],
  ])('serve a whole booking with %s: stored as anon, both mails sent', async (_name, key) => {
    const values = await formValues();
    const client = createClient<Database>(stack.apiUrl, key(), {
      auth: { persistSession: false },
      global: { fetch: fetchFrom(visitorAddress()) },
    });
    expect(await submitBookingRequest(values, 'en', client)).toEqual({ status: 'success' });
    expect(await storedRows(values.email)).toHaveLength(1);
    expect(await mailsAbout(values.email)).toHaveLength(2);
  });

  it('act as service_role with the secret key, which a browser may not send', async () => {
    const service = createClient<Database>(stack.apiUrl, stack.secretKey, { auth: { persistSession: false } });
    const { error, status } = await service.rpc('take_acknowledgement_slot');
    expect({ error, status }).toEqual({ error: null, status: 200 });
    const fromBrowser = await post(
      '{}',
      { ...restHeaders(stack.secretKey), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
      `${stack.apiUrl}/rest/v1/rpc/take_acknowledgement_slot`,
    );
    expect(fromBrowser.status).toBe(401);
    expect(await fromBrowser.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
  });

  it('refuse an unknown new-format key, and a new-format Bearer that is not the apikey', async () => {
    const unknown = await post(JSON.stringify(row()), restHeaders('sb_publishable_not-this-projects-key'));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Invalid API key' });
    const mismatch = await post(JSON.stringify(row()), restHeaders(stack.publishableKey, stack.secretKey));
    expect(mismatch.status).toBe(401);
  });

  it('answers 401 without an apikey', async () => {
    const response = await post(JSON.stringify(row()), { 'content-type': 'application/json' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers 401 for a forged apikey (supabase-js and raw)', async () => {
    const forged = `${stack.anonKey.slice(0, -4)}AAAA`;
    const client = createClient<Database>(stack.apiUrl, forged, { auth: { persistSession: false } });
    const { error, status } = await client.from('contact_submissions').insert(row());
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');

    const response = await post(JSON.stringify(row()), restHeaders(forged));
    expect(response.status).toBe(401);
  });

  it('answers 401 PGRST301 for a valid apikey with a forged bearer token', async () => {
    const response = await post(JSON.stringify(row()), restHeaders(stack.anonKey, 'not.a.jwt'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('lets CORS preflights through with the headers supabase-js sends', async () => {
    const response = await visitorFetch(table, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['apikey', 'authorization', 'content-type', 'content-profile', 'x-client-info', 'prefer']) {
      expect(allowed).toContain(header);
    }
  });
});

describe('RPC', () => {
  it("lets the service role call the claim helper, a JSON array as a text[] argument (nothing to claim → 'not-found')", async () => {
    const service = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, { auth: { persistSession: false } });
    const { data, error, status } = await service.rpc('claim_contact_notification', {
      p_idempotency_key: randomUUID(),
      p_name: 'Nobody',
      p_email: 'nobody@example.com',
      p_phone: null,
      p_service: null,
      p_vehicle: null,
      p_preferred_date: futureDate(),
      p_message: null,
      p_vehicle_size: null,
      p_extras: ['serviceExtra-engine-bay', 'with "quotes", commas and {braces}'],
    } as never);
    expect({ data, error, status }).toEqual({
      data: { outcome: 'not-found', estimate: null },
      error: null,
      status: 200,
    });
  });

  it('answers 404 PGRST202 for an unknown function', async () => {
    const response = await post(
      '{}',
      restHeaders(stack.serviceRoleKey),
      `${stack.apiUrl}/rest/v1/rpc/no_such_function`,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST202' });
  });
});

describe('functions', () => {
  const fn = `${stack.apiUrl}/functions/v1/${NOTIFICATION_FUNCTION_NAME}`;

  it('are called without a JWT check (supabase/config.toml): a JWT check refuses supabase-js on a publishable key', async () => {
    expect(await readVerifyJwt(REPO_ROOT, NOTIFICATION_FUNCTION_NAME)).toBe(false);
    const strict = await startGateway({
      port: 0,
      databaseUrl: authenticatorUrl(),
      functions: { [NOTIFICATION_FUNCTION_NAME]: { url: `${stack.apiUrl}/functions/v1`, verifyJwt: true } },
    });
    try {
      const client = createClient<Database>(strict.url, stack.publishableKey, { auth: { persistSession: false } });
      const { error } = await client.functions.invoke(NOTIFICATION_FUNCTION_NAME, { body: {} });
      expect((error as FunctionsHttpError).context.status).toBe(401);
    } finally {
      await strict.stop();
    }
  });

  it('answers the CORS preflight from the function itself', async () => {
    const response = await visitorFetch(fn, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('answers 405 for other methods than POST', async () => {
    const response = await visitorFetch(fn, { method: 'GET', headers: restHeaders(stack.anonKey) });
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for an unknown function', async () => {
    const response = await visitorFetch(`${stack.apiUrl}/functions/v1/nope`, {
      method: 'POST',
      headers: restHeaders(stack.anonKey),
    });
    expect(response.status).toBe(404);
  });
});
