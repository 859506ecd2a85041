import type { BookingFormValues } from '@/lib/booking/submit/payloads';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_CLAIM_TIMEOUT_SECONDS } from '@/lib/constants';
import { toNotificationPayload, toSubmissionRow } from '@/lib/booking/submit/payloads';
import { NOTIFICATION_FUNCTION_NAME, submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import { startEdgeFunction } from '../../stand-ins/supabase/edge-functions.ts';
import { startGateway } from '../../stand-ins/supabase/gateway.ts';
import { freePort } from '../../stand-ins/shared/http.ts';
import { pushMigrations } from '../../stand-ins/supabase/migrations.ts';
import { startPostgres } from '../../stand-ins/supabase/postgres.ts';
import { localFunctionEnv, REPO_ROOT } from '../../stand-ins/supabase/stack.ts';
import {
  anonClient,
  authenticatorUrl,
  formValues,
  functionUrl,
  mailCount,
  mailsAbout,
  restHeaders,
  setMailFaults,
  stack,
  storedRows,
  superuserQuery,
  visitorFetch,
} from './support.ts';

afterEach(() => setMailFaults({}));

const invoke = (values: BookingFormValues, url = functionUrl()) =>
  visitorFetch(url, {
    method: 'POST',
    headers: restHeaders(stack.anonKey),
    body: JSON.stringify(toNotificationPayload(values, 'en')),
  });

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('when the mail API is down (503)', () => {
  it('keeps the request, releases the claim, and a later retry sends exactly once', async () => {
    await setMailFaults({ failStatus: 503 });
    const values = await formValues();
    const outcome = await submitBookingRequest(values, 'pt', anonClient());
    expect(outcome.status).toBe('saved-notification-failed');
    expect((await storedRows(values.email))[0]).toMatchObject({ notification_claimed_at: null, notified_at: null });
    expect(await mailsAbout(values.email)).toEqual([]);

    await setMailFaults({});
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await anonClient().functions.invoke(NOTIFICATION_FUNCTION_NAME, {
        body: toNotificationPayload(values, 'pt'),
      });
      expect(error).toBeNull();
    }
    expect(await mailsAbout(values.email)).toHaveLength(2);
    expect((await storedRows(values.email))[0]!.notified_at).toBeInstanceOf(Date);
  });
});

describe('when the mail API is slower than the function waits', () => {
  const MAIL_TIMEOUT_MS = 1000;
  const MAIL_DELAY_MS = 2500;

  it('answers an error within its timeout, and the retry sends nothing twice', async () => {
    // A second instance of the real function with a short mail timeout, behind its own gateway.
    const fn = await startEdgeFunction(REPO_ROOT, await freePort(), {
      ...localFunctionEnv({ apiUrl: stack.apiUrl, mailUrl: stack.mailUrl, contentApiHost: null }),
      MAIL_TIMEOUT_MS: String(MAIL_TIMEOUT_MS),
    });
    const gateway = await startGateway({
      port: 0,
      databaseUrl: authenticatorUrl(),
      functions: { [NOTIFICATION_FUNCTION_NAME]: { url: fn.url, verifyJwt: false } },
    });
    try {
      const values = await formValues();
      expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
      await setMailFaults({ delayMs: MAIL_DELAY_MS });
      const started = performance.now();
      const response = await invoke(values, `${gateway.url}/functions/v1/${NOTIFICATION_FUNCTION_NAME}`);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(502);
      expect(elapsed).toBeGreaterThanOrEqual(MAIL_TIMEOUT_MS);
      expect(elapsed).toBeLessThan(MAIL_TIMEOUT_MS + 1000);
      console.info(
        `slow mail API: the function answered ${response.status} after ${elapsed.toFixed(0)} ms (timeout ${MAIL_TIMEOUT_MS} ms)`,
      );
      expect((await storedRows(values.email))[0]).toMatchObject({ notification_claimed_at: null, notified_at: null });

      // The slow API did accept both mails in the end; the retry reuses their idempotency keys.
      await waitFor(async () => (await mailsAbout(values.email)).length === 2, MAIL_DELAY_MS + 2000);
      await setMailFaults({});
      const retry = await invoke(values);
      expect(retry.status).toBe(200);
      expect(await mailsAbout(values.email)).toHaveLength(2);
      expect((await storedRows(values.email))[0]!.notified_at).toBeInstanceOf(Date);
    } finally {
      await gateway.stop();
      await fn.stop();
    }
  });
});

describe('a claim left by a run that died mid-way', () => {
  const storedWithClaimAge = async (ageSeconds: number) => {
    const values = await formValues();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    await superuserQuery(
      `update public.contact_submissions set notification_claimed_at = now() - make_interval(secs => $2) where idempotency_key = $1`,
      [values.idempotencyKey, ageSeconds],
    );
    return values;
  };

  it(`is still honoured just under ${NOTIFICATION_CLAIM_TIMEOUT_SECONDS} s: nothing is sent`, async () => {
    const values = await storedWithClaimAge(NOTIFICATION_CLAIM_TIMEOUT_SECONDS - 10);
    const response = await invoke(values);
    expect(response.status).toBe(202);
    expect(await mailsAbout(values.email)).toEqual([]);
  });

  it(`expires after ${NOTIFICATION_CLAIM_TIMEOUT_SECONDS} s, so a retry sends once`, async () => {
    const values = await storedWithClaimAge(NOTIFICATION_CLAIM_TIMEOUT_SECONDS + 5);
    expect((await invoke(values)).status).toBe(200);
    expect((await invoke(values)).status).toBe(200);
    expect(await mailsAbout(values.email)).toHaveLength(2);
    expect((await storedRows(values.email))[0]!.notified_at).toBeInstanceOf(Date);
  });
});

describe('when the function is down', () => {
  it("answers 'saved-notification-failed' and the request is stored", async () => {
    const gateway = await startGateway({
      port: 0,
      databaseUrl: authenticatorUrl(),
      functions: { [NOTIFICATION_FUNCTION_NAME]: { url: `http://127.0.0.1:${await freePort()}`, verifyJwt: false } },
    });
    try {
      const values = await formValues();
      const outcome = await submitBookingRequest(values, 'en', anonClient(undefined, gateway.url));
      expect(outcome.status).toBe('saved-notification-failed');
      expect(await storedRows(values.email)).toHaveLength(1);
      expect(await mailsAbout(values.email)).toEqual([]);
    } finally {
      await gateway.stop();
    }
  });
});

describe('when the database stops mid-run', () => {
  it("answers 'error' and sends no mail", async () => {
    // Its own cluster, so stopping it leaves the shared stack alone; the real function stays behind the gateway.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'caparica-fault-db-'));
    await chmod(dir, 0o711);
    const cluster = await startPostgres({
      dir,
      port: await freePort(),
      fast: true,
      bootstrapSql: path.join(REPO_ROOT, 'stand-ins', 'supabase', 'bootstrap.sql'),
    });
    let running = true;
    try {
      await pushMigrations(REPO_ROOT, cluster.superuserUrl);
      const gateway = await startGateway({
        port: 0,
        databaseUrl: cluster.authenticatorUrl,
        functions: { [NOTIFICATION_FUNCTION_NAME]: { url: `${stack.apiUrl}/functions/v1`, verifyJwt: false } },
      });
      try {
        const client = anonClient(undefined, gateway.url);
        expect((await client.from('contact_submissions').insert(toSubmissionRow(await formValues()))).error).toBeNull();

        await cluster.stop();
        running = false;
        const mailsBefore = await mailCount();
        const values = await formValues();
        const outcome = await submitBookingRequest(values, 'en', client);
        expect(outcome.status).toBe('error');
        // PostgREST's "database unavailable" family (PGRST000–PGRST002), as supabase-js reports it.
        expect(outcome).toHaveProperty('error.code', expect.stringMatching(/^PGRST00[0-2]$/));
        expect(await mailCount()).toBe(mailsBefore);
      } finally {
        await gateway.stop();
      }
    } finally {
      if (running) await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
