import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/booking/database.types';
import { signJwt } from '../../stand-ins/supabase/keys.ts';
import { anonClient, formValues, restHeaders, stack, storedRows, visitorFetch } from './support.ts';
import { toSubmissionRow } from '@/lib/booking/submit/payloads';

/** A visitor's stored request that the API roles then try to read, change and remove. */
const values = await formValues();
let authenticatedToken: string;

beforeAll(async () => {
  const { error } = await anonClient().from('contact_submissions').insert(toSubmissionRow(values));
  expect(error).toBeNull();
  authenticatedToken = await signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' });
});

const roles = [
  { role: 'anon', status: 401, bearer: () => stack.anonKey },
  // A signed-in user's token (the site has no sign-in, but a token could be minted elsewhere).
  { role: 'authenticated', status: 403, bearer: () => authenticatedToken },
] as const;

describe.each(roles)('the $role role', ({ status, bearer }) => {
  const client = () =>
    createClient<Database>(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${bearer()}` } },
    });
  const raw = (method: string, query: string, body?: unknown) =>
    visitorFetch(`${stack.apiUrl}/rest/v1/contact_submissions${query}`, {
      method,
      headers: restHeaders(stack.anonKey, bearer()),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const filter = () => `?email=eq.${encodeURIComponent(values.email)}`;

  it('cannot read requests (supabase-js)', async () => {
    const { data, error, status: answered } = await client().from('contact_submissions').select('*');
    expect(data).toBeNull();
    expect(answered).toBe(status);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table contact_submissions' });
  });

  it('cannot change requests (supabase-js)', async () => {
    const { error, status: answered } = await client()
      .from('contact_submissions')
      .update({ message: 'changed' })
      .eq('email', values.email);
    expect(answered).toBe(status);
    expect(error?.code).toBe('42501');
  });

  it('cannot delete requests (supabase-js)', async () => {
    const { error, status: answered } = await client().from('contact_submissions').delete().eq('email', values.email);
    expect(answered).toBe(status);
    expect(error?.code).toBe('42501');
  });

  it('cannot read, change or delete requests (raw HTTP)', async () => {
    for (const response of [
      await raw('GET', `${filter()}&select=*`),
      await raw('PATCH', filter(), { message: 'changed' }),
      await raw('DELETE', filter()),
    ]) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code: '42501' });
    }
  });

  it('cannot call the notification helpers', async () => {
    const { error, status: answered } = await client().rpc('complete_contact_notification', {
      p_idempotency_key: '00000000-0000-4000-8000-000000000000',
    });
    expect(answered).toBe(status);
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function complete_contact_notification',
    });
  });

  it('left the stored request untouched', async () => {
    const rows = await storedRows(values.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: values.message, notified_at: null, notification_claimed_at: null });
  });
});

describe('the authenticated role', () => {
  it('cannot insert either: only anonymous visitors send requests', async () => {
    const response = await visitorFetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: restHeaders(stack.anonKey, authenticatedToken),
      body: JSON.stringify(toSubmissionRow(await formValues())),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });
});

describe('the service role (the function)', () => {
  it('reads the stored request, so the denials above come from the policies and grants', async () => {
    const service = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, { auth: { persistSession: false } });
    const { data, error } = await service.from('contact_submissions').select('name, email').eq('email', values.email);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: values.name, email: values.email }]);
  });
});
