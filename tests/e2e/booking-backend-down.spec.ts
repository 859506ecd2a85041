import { expect, test, type Browser } from '@playwright/test';
import type { Locale } from '../../lib/constants';
import {
  expectedRow,
  expectFields,
  fullBooking,
  FUNCTION_URL,
  mailsAbout,
  outcomeTexts,
  routeApi,
  SITE_API_ROUTE,
  storedRows,
  toast,
  visitorAddress,
  watchToasts,
} from './support/booking';
import { startFaultyBackends, startSiteServer, type FaultyBackends, type SiteServer } from './support/booking-backend';
import {
  EMPTY,
  idempotencyKey,
  isPost,
  noScriptPage,
  openAndFill,
  outcome,
  post,
  submit,
  UUID,
} from './support/booking-journeys';
import { LOCALES } from './support/content';

/**
 * The visitor's booking while a part of the backend is down, with JavaScript and without, against
 * private backends started once for the whole spec (one worker): a stack whose function cannot be
 * reached and a gateway over a database that has stopped. Starting PostgreSQL, the Deno function and
 * the gateways takes seconds. Without JavaScript the server makes the calls, so each fault has a
 * second `next start` of the same build whose server-side booking calls go there; the shared stack
 * and server stay untouched.
 */
test.describe.configure({ mode: 'default', timeout: 180_000 });
let backends: FaultyBackends;
const sites: Partial<Record<'functionDown' | 'databaseDown', SiteServer>> = {};
test.beforeAll(async () => {
  backends = await startFaultyBackends();
  sites.functionDown = await startSiteServer(backends.functionDown.apiUrl);
  sites.databaseDown = await startSiteServer(backends.databaseDown.apiUrl);
});
test.afterAll(async () => {
  await sites.functionDown?.stop();
  await sites.databaseDown?.stop();
  await backends?.stop();
});

/**
 * With JavaScript, one load per language: the database down refuses the request, and the same fill
 * sent again while only the function is down is saved.
 */
test.describe('booking form, a part of the backend down', () => {
  for (const lang of LOCALES) {
    test(`database down: destructive "Error" toast, console.error, values kept, no mail; sent again with only the function down: "Request Saved", form cleared, the request stored, no mail (${lang})`, async ({
      page,
    }) => {
      const { databaseDown, functionDown } = backends;
      const consoleErrors: string[] = [];
      page.on('console', (entry) => entry.type() === 'error' && consoleErrors.push(entry.text()));
      const address = visitorAddress();
      await routeApi(page, address, databaseDown.apiUrl);
      const functionCalls: string[] = [];
      page.on('request', (request) => isPost(FUNCTION_URL)(request) && functionCalls.push(request.url()));
      const booking = fullBooking(lang);
      await openAndFill(page, lang, booking);
      const toastEvents = await watchToasts(page);
      await submit(page, lang);

      const error = toast(page, outcomeTexts(lang, 'error'));
      await expect(error).toBeVisible();
      await expect(error).toHaveAttribute('data-variant', 'destructive');
      expect(consoleErrors.some((text) => text.startsWith('Error submitting booking request:'))).toBe(true);
      await expectFields(page, lang, booking);
      expect(functionCalls).toEqual([]);
      expect(await mailsAbout(booking.email, databaseDown.mailUrl)).toEqual([]);
      expect(await mailsAbout(booking.email)).toEqual([]);
      // A destructive toast is announced assertively.
      await expect
        .poll(async () => (await toastEvents()).find((event) => event.kind === 'announced')?.detail)
        .toBe('assertive');

      await page.unroute(SITE_API_ROUTE);
      await routeApi(page, address, functionDown.apiUrl);
      await submit(page, lang);
      const saved = toast(page, outcomeTexts(lang, 'saved'));
      await expect(saved).toBeVisible();
      await expect(saved).toHaveAttribute('data-variant', 'default');
      await expectFields(page, lang, EMPTY);
      expect(await storedRows(booking.email, functionDown.databaseUrl!)).toEqual([
        { ...expectedRow(booking), idempotency_key: expect.any(String) },
      ]);
      expect(await mailsAbout(booking.email, functionDown.mailUrl)).toEqual([]);
    });
  }
});

test.describe('without JavaScript, a part of the backend down', () => {
  /** Posts a fill to the site whose backend has that part down; no mail is sent either way. */
  async function postTo(browser: Browser, fault: 'functionDown' | 'databaseDown', lang: Locale) {
    const page = await noScriptPage(browser, sites[fault]!.url);
    const booking = fullBooking(lang);
    await post(page, lang, booking);
    return { page, booking, mails: () => mailsAbout(booking.email, backends[fault].mailUrl) };
  }

  for (const lang of LOCALES) {
    test(`function down (${lang}): "Request Saved", form cleared, the request stored, no mail`, async ({ browser }) => {
      const { page, booking, mails } = await postTo(browser, 'functionDown', lang);
      await expect(outcome(page, lang, 'saved')).toBeVisible();
      await expectFields(page, lang, EMPTY);
      expect(await storedRows(booking.email, backends.functionDown.databaseUrl!)).toEqual([
        { ...expectedRow(booking), idempotency_key: expect.stringMatching(UUID) },
      ]);
      expect(await mails()).toEqual([]);
      await page.context().close();
    });

    test(`database down (${lang}): the error, values kept, no mail`, async ({ browser }) => {
      const { page, booking, mails } = await postTo(browser, 'databaseDown', lang);
      await expect(outcome(page, lang, 'error')).toBeVisible();
      await expectFields(page, lang, booking);
      // The same fill's key comes back, so posting again is stored once if the first did get through.
      await expect(idempotencyKey(page)).toHaveValue(UUID);
      expect(await mails()).toEqual([]);
      await page.context().close();
    });
  }
});
