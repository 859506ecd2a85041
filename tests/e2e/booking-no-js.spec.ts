import { expect, test, type Browser, type Page } from '@playwright/test';
import { BOOKING_HONEYPOT_FIELD, type Locale } from '../../lib/constants';
import { startFaultyBackends, startSiteServer, type FaultyBackends, type SiteServer } from './support/booking-backend';
import {
  bookingForm,
  digestListing,
  expectedRow,
  expectFields,
  expectMailPair,
  fillBooking,
  forgetServerAddressCount,
  fullBooking,
  mailsAbout,
  outcomeTexts,
  storedRows,
  storedSignals,
  submitButton,
  type Booking,
} from './support/booking';
import { SPAM_SECTION_TITLE } from '../../supabase/functions/send-contact-notification/digest-content';
import { homeUrl, LOCALES } from './support/content';

/**
 * The booking form with JavaScript disabled (hardening, item 7): the browser posts the form, the
 * server action makes the same two calls, and the page comes back with the outcome in the form.
 */

const EMPTY: Booking = { name: '', email: '', phone: '', service: '', vehicle: '', preferredDate: '', message: '' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A page without JavaScript; the server's calls for it are counted at the server's address. */
async function noScriptPage(browser: Browser, baseURL: string): Promise<Page> {
  await forgetServerAddressCount();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
}

/** Posts the form; resolves once the answer page (back at the form) has loaded. */
async function submitAndWait(page: Page, lang: Locale): Promise<void> {
  const answerUrl = homeUrl(lang, '#booking-form');
  await Promise.all([
    page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === answerUrl),
    submitButton(page, lang).click(),
  ]);
}

/** Fills the server-rendered form and posts it. */
async function post(page: Page, lang: Locale, booking: Booking): Promise<void> {
  await page.goto(homeUrl(lang, '#contact'));
  await fillBooking(page, lang, booking);
  await submitAndWait(page, lang);
}

function outcome(page: Page, lang: Locale, kind: 'error' | 'saved' | 'success') {
  const texts = outcomeTexts(lang, kind);
  return bookingForm(page)
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ hasText: texts.title })
    .filter({ hasText: texts.description });
}

const idempotencyKey = (page: Page) => bookingForm(page).locator('input[name="idempotency_key"]');

test('the home page stays statically prerendered and its form posts to itself', async ({
  request,
  browser,
  baseURL,
}) => {
  for (const lang of LOCALES) {
    // A fresh instance's memory holds no page yet, so the first visit of a page may render it (MISS);
    // the next one must be answered from the cache, never rendered per request.
    await request.get(homeUrl(lang));
    const headers = (await request.get(homeUrl(lang))).headers();
    expect(headers['x-nextjs-prerender'] ?? headers['x-nextjs-cache']).toBeTruthy();
    if (headers['x-nextjs-cache']) expect(headers['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  }
  const page = await noScriptPage(browser, baseURL!);
  await page.goto(homeUrl('pt'));
  const form = bookingForm(page);
  await expect(form).toHaveAttribute('method', /^post$/i);
  await expect(form).toHaveAttribute('action', homeUrl('pt', '#booking-form'));
  // A static page carries no fill key: the server issues one per fill.
  await expect(idempotencyKey(page)).toHaveValue('');
  await page.context().close();
});

for (const lang of LOCALES) {
  test(`without JavaScript (${lang}): stored, both mails sent, "Request Received" shown, form cleared`, async ({
    browser,
    baseURL,
  }) => {
    const page = await noScriptPage(browser, baseURL!);
    const booking = fullBooking(lang);
    await post(page, lang, booking);

    await expect(outcome(page, lang, 'success')).toBeVisible();
    await expectFields(page, lang, EMPTY);
    await expect(idempotencyKey(page)).toHaveValue(UUID);
    expect(await storedRows(booking.email)).toEqual([
      { ...expectedRow(booking), idempotency_key: expect.stringMatching(UUID) },
    ]);
    await expectMailPair(booking.email, lang);
    await page.context().close();
  });
}

test('without JavaScript: a filled honeypot is answered like a person, stored as likely spam and only digested', async ({
  browser,
  baseURL,
}) => {
  const page = await noScriptPage(browser, baseURL!);
  const booking = fullBooking('en');
  await page.goto(homeUrl('en', '#contact'));
  await fillBooking(page, 'en', booking);
  await bookingForm(page).locator(`[name="${BOOKING_HONEYPOT_FIELD}"]`).fill('https://spam.example');
  await submitAndWait(page, 'en');
  await expect(outcome(page, 'en', 'success')).toBeVisible();
  expect(await storedSignals(booking.email)).toEqual([{ quick_fill: false, honeypot_filled: true, notified: false }]);
  expect(await mailsAbout(booking.email)).toEqual([]);
  const digest = await digestListing(booking.email);
  expect(digest.text!.slice(digest.text!.indexOf(`${SPAM_SECTION_TITLE} (`))).toContain(booking.email);
  await page.context().close();
});

/**
 * Private backends with one part down, each behind a second `next start` of the same build that
 * sends its server-side booking calls there; the shared stack and server stay untouched. Started
 * once for the three languages, in one worker.
 */
test.describe('without JavaScript, a part of the backend down', () => {
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
