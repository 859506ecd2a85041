import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import { anonClient, formValues, stack, superuserQuery } from './support.ts';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server.ts';

const SUBMISSIONS = 500;

/**
 * What holds under a burst: every submission succeeds, stored and mailed exactly once. How fast is
 * the benchmark's to say (`npm run bench:booking`), not a test's: the test command runs this beside
 * the production build.
 */
describe(`${SUBMISSIONS} concurrent visitors`, () => {
  it('each get success: exactly one row and two mails per submission', { timeout: 60_000 }, async () => {
    const run = randomUUID().slice(0, 8);
    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) =>
        submitBookingRequest(
          await formValues({ email: `load-${run}-${index}@example.com`, message: `Load request ${index}` }),
          LOCALES[index % LOCALES.length]!,
          anonClient(),
        ),
      ),
    );
    // Failures listed as "status code/message", so a failing run says what went wrong.
    const failures = outcomes.flatMap((outcome) => {
      if (outcome.status === 'success') return [];
      const error = outcome.error as { code?: string; message?: string };
      return [`${outcome.status} ${error.code || error.message}`];
    });
    expect(failures).toEqual([]);
    const [counts] = await superuserQuery<{ stored: string; notified: string }>(
      `select count(*) as stored, count(notified_at) as notified from public.contact_submissions where email like $1`,
      [`load-${run}-%`],
    );
    expect(counts).toEqual({ stored: String(SUBMISSIONS), notified: String(SUBMISSIONS) });
    const mails = (await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as CapturedMail[];
    const ours = mails.filter((mail) =>
      [...mail.to, ...mail.replyTo].some((address) => address.startsWith(`load-${run}-`)),
    );
    expect(ours).toHaveLength(2 * SUBMISSIONS);
  });
});
