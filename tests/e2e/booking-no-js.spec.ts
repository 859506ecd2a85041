import { expect, test } from '@playwright/test';
import { BOOKING_HONEYPOT_FIELD } from '../../lib/constants';
import {
  bookingForm,
  digestListing,
  expectedRow,
  expectFields,
  expectMailPair,
  fillBooking,
  fullBooking,
  mailsAbout,
  storedRows,
  storedSignals,
} from './support/booking';
import { SPAM_SECTION_TITLE } from '../../supabase/functions/send-contact-notification/digest-content';
import { EMPTY, idempotencyKey, noScriptPage, outcome, submitAndWait, UUID } from './support/booking-journeys';
import { homeUrl, LOCALES } from './support/content';
import {
  chooseVehicle,
  estimateLine,
  expectedTotal,
  expectNoVehicleChoice,
  publishedPriceList,
  vehicleFields,
  VEHICLE_CHOICES,
} from './support/estimate';

/**
 * The booking form with JavaScript disabled (hardening, item 7): the browser posts the form, the
 * server action makes the same two calls, and the page comes back with the outcome in the form.
 * With a part of the backend down: booking-backend-down.spec.ts.
 */

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
    const prices = await publishedPriceList();
    const choice = VEHICLE_CHOICES[lang];
    await page.goto(homeUrl(lang, '#contact'));
    await fillBooking(page, lang, booking);
    // Without JavaScript every extra can be ticked: the database refuses one the service does not offer.
    for (const box of await vehicleFields(page, lang).extras.all()) await expect(box).toBeEnabled();
    await chooseVehicle(page, lang, prices, choice);
    await submitAndWait(page, lang);

    // The answer page gives the estimate stored with the request.
    const told = outcome(page, lang, 'success');
    await expect(told).toBeVisible();
    await expect(told).toContainText(estimateLine(prices, lang, expectedTotal(prices, booking.service, choice)));
    await expectFields(page, lang, EMPTY);
    await expectNoVehicleChoice(page, lang);
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
