import { expect, test } from '@playwright/test';
import { BOOKING_HONEYPOT_FIELD, SERVICE_VALUES, TOAST_DURATION_MS } from '../../lib/constants';
import { todayInLisbon } from '../../lib/booking/dates';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_PUBLISHABLE_KEY } from '../../lib/env/public';
import {
  fetchAsVisitor,
  fulfillAsVisitor,
  bookingForm,
  dateFromToday,
  digestListing,
  expectedRow,
  expectFields,
  expectMailPair,
  fields,
  fillBooking,
  fullBooking,
  FUNCTION_URL,
  gate,
  INSERT_URL,
  mailsAbout,
  outcomeTexts,
  requiredOnly,
  routeApi,
  SITE_API_ROUTE,
  SITE_API_URL,
  storedRows,
  storedSignals,
  submitButton,
  toast,
  visitorAddress,
  waitForHydratedForm,
  watchToasts,
} from './support/booking';
import { EMPTY, isPost, openAndFill, submit } from './support/booking-journeys';
import {
  chooseVehicle,
  estimateLine,
  expectedTotal,
  expectNoVehicleChoice,
  publishedPriceList,
  storedEstimates,
  VEHICLE_CHOICES,
} from './support/estimate';
import { formatEuroCents } from '../../lib/format';
import { LOCAL_OWNER_EMAIL } from '../../stand-ins/supabase/stack';
import { homeUrl, LOCALES, message } from './support/content';
import { SPAM_SECTION_TITLE } from '../../supabase/functions/send-contact-notification/digest-content';

/**
 * The booking form in Chromium against the real stack: PostgreSQL behind the local gateway, the
 * Deno notification function and the mail catcher. Spec §3–§8. With a part of the backend down:
 * booking-backend-down.spec.ts.
 */

for (const lang of LOCALES) {
  test.describe(`booking form (${lang})`, () => {
    test(`a full request: the proof of work solved in the background from the site's own challenge, sending state, success toast${lang === 'en' ? ' for the toast duration' : ''}, form cleared, row and both mails, no third party and no key as a Bearer token to the function`, async ({
      page,
    }) => {
      const origins = new Set<string>();
      const functionCalls: Record<string, string>[] = [];
      page.on('request', (request) => {
        origins.add(new URL(request.url()).origin);
        if (isPost(FUNCTION_URL)(request)) functionCalls.push(request.headers());
      });
      const solved: { payload: string }[] = [];
      await page.exposeFunction('recordSolved', (payload: string) => solved.push({ payload }));
      await page.addInitScript(() => {
        // The ALTCHA widget reports its state on the element; record when it is verified.
        document.addEventListener(
          'statechange',
          (event) => {
            const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
            if (detail?.state === 'verified')
              (window as unknown as { recordSolved(p: string): void }).recordSolved(detail.payload ?? '');
          },
          true,
        );
      });
      const address = visitorAddress();
      const held = gate();
      await page.route(SITE_API_ROUTE, async (route) => {
        // The insert waits until the test has seen the in-flight state; then it reaches the real gateway.
        if (isPost(INSERT_URL)(route.request())) await held.wait;
        await fulfillAsVisitor(route, address);
      });
      const challenge = page.waitForResponse((response) => response.url().endsWith('/api/booking-challenge'));
      const booking = fullBooking(lang);
      await openAndFill(page, lang, booking);
      // The vehicle size and extras (issue 58): the estimate follows the choice as it is made.
      const prices = await publishedPriceList();
      const choice = VEHICLE_CHOICES[lang];
      const total = expectedTotal(prices, booking.service, choice);
      const form = bookingForm(page);
      await expect(form.getByText(message(lang, 'booking.estimateHint'), { exact: true })).toBeVisible();
      await chooseVehicle(page, lang, prices, choice);
      await expect(form.getByText(estimateLine(prices, lang, total), { exact: true })).toBeVisible();
      const answer = await challenge;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('no-store');
      // Solved before the visitor pressed the button: submitting does not wait for it.
      await expect.poll(() => solved.length).toBe(1);
      const widget = page.locator('altcha-widget');
      await expect(widget).toBeHidden();
      await expect(widget).toHaveAttribute('language', { en: 'en', pt: 'pt-pt', uk: 'uk' }[lang]);
      const toastEvents = await watchToasts(page);

      const insert = page.waitForRequest(isPost(INSERT_URL));
      await submit(page, lang);
      await insert;
      const sending = bookingForm(page).getByRole('button', { name: message(lang, 'booking.sending') });
      await expect(sending).toBeDisabled();
      if (lang === 'en') await expect(sending).toHaveText('Sending Request...');
      held.open();

      const texts = outcomeTexts(lang, 'success');
      const shown = toast(page, texts);
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('data-variant', 'default');
      await expect(submitButton(page, lang)).toBeEnabled();
      await expectFields(page, lang, EMPTY);
      await expectNoVehicleChoice(page, lang);
      await expect
        .poll(() => storedRows(booking.email))
        .toEqual([{ ...expectedRow(booking), idempotency_key: expect.any(String) }]);
      await expectMailPair(booking.email, lang);
      // Stored as shown (computed by the database from the published prices), so no notice of a change;
      // the owner's mail carries the same estimate.
      expect(await storedEstimates(booking.email)).toEqual([
        expect.objectContaining({
          size: expect.objectContaining({ key: choice.size }),
          extras: choice.extras.map((key) => expect.objectContaining({ key })),
          totalCents: total,
          onRequest: total === null,
        }),
      ]);
      await expect(form.getByText(message(lang, 'booking.pricesChanged'))).toHaveCount(0);
      const ownerMail = (await mailsAbout(booking.email)).find((mail) => mail.to.includes(LOCAL_OWNER_EMAIL))!;
      expect(ownerMail.text).toContain(total === null ? 'Price on request' : formatEuroCents(total, 'en'));

      // Announced politely, in the page's language.
      await expect
        .poll(async () => (await toastEvents()).find((event) => event.kind === 'announced'))
        .toMatchObject({ detail: 'polite', text: expect.stringContaining(texts.title) });
      const announced = (await toastEvents()).find((event) => event.kind === 'announced');
      expect(announced!.text).toContain(texts.description);
      // How long the toast stays does not depend on the language: waited for once, in English.
      if (lang === 'en') {
        await expect(shown).toBeHidden({ timeout: TOAST_DURATION_MS + 5000 });
        const events = await toastEvents();
        const shownAt = events.find((event) => event.kind === 'shown')!.at;
        const hiddenAt = events.find((event) => event.kind === 'hidden')!.at;
        // Observed from the page: the toast's own timer starts in the task that inserts it, and the
        // observer records "shown" only when that task ends, which a loaded runner stretches;
        // "hidden" lags by a frame or two. Allow that much, not more.
        expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 250);
        expect(hiddenAt - shownAt).toBeLessThan(TOAST_DURATION_MS + 1500);
      }

      // The publishable key goes as the apikey header only: such projects' functions check it themselves.
      expect(functionCalls).toHaveLength(1);
      expect(functionCalls[0]!.apikey).toBe(LOCAL_SUPABASE_PUBLISHABLE_KEY);
      expect(functionCalls[0]!.authorization).toBeUndefined();
      const site = new URL(page.url()).origin;
      expect([...origins].filter((origin) => origin !== site && origin !== SITE_API_URL)).toEqual([]);
    });
  });
}

test.describe('booking form', () => {
  test('empty optional fields are stored as null', async ({ page }) => {
    await routeApi(page, visitorAddress());
    const booking = requiredOnly('en');
    await openAndFill(page, 'en', booking);
    await submit(page, 'en');
    await expect(toast(page, outcomeTexts('en', 'success'))).toBeVisible();
    expect(await storedRows(booking.email)).toEqual([
      {
        ...expectedRow(booking),
        phone: null,
        service: null,
        vehicle: null,
        preferred_date: null,
        message: null,
        idempotency_key: expect.any(String),
      },
    ]);
    await expectMailPair(booking.email, 'en');
  });

  test('"Book this service" on a service card preselects that service', async ({ page }) => {
    await page.goto(homeUrl('en'));
    await waitForHydratedForm(page, 'en');
    const service = fields(page, 'en').service;
    await expect(service).toHaveValue('');
    for (const value of [SERVICE_VALUES[2], SERVICE_VALUES[5]]) {
      await page
        .locator(`#services li[data-service="${value}"]`)
        .getByRole('link', { name: message('en', 'home.services.bookService') })
        .click();
      await expect(service).toHaveValue(value);
      await expect(service).toBeFocused();
    }
    // The link's own address (opened in a new tab, or followed before hydration) preselects too.
    await page.goto(homeUrl('pt', `?service=${SERVICE_VALUES[4]}#contact`));
    await expect(fields(page, 'pt').service).toHaveValue(SERVICE_VALUES[4]);
  });

  test('the preferred date refuses days before today in Lisbon', async ({ page }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(SITE_API_URL) && apiRequests.push(request.url()));
    await page.goto(homeUrl('en', '#contact'));
    await waitForHydratedForm(page, 'en');
    const date = fields(page, 'en').preferredDate;
    await expect(date).toHaveAttribute('min', todayInLisbon());

    await fillBooking(page, 'en', { ...fullBooking('en'), preferredDate: dateFromToday(-1) });
    await submit(page, 'en');
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    await expect(date).toBeFocused();
    await date.fill(todayInLisbon());
    expect(await date.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    expect(apiRequests).toEqual([]);
  });

  test('"today" is read when the visitor reaches the form, so it stays right past midnight in Lisbon', async ({
    page,
  }) => {
    // 23:59:50 in Lisbon on a summer day (UTC+1), so the time zone counts too.
    await page.clock.install({ time: new Date('2026-07-14T22:59:50Z') });
    await page.goto(homeUrl('en', '#contact'));
    await waitForHydratedForm(page, 'en');
    const date = fields(page, 'en').preferredDate;
    await expect(date).toHaveAttribute('min', '2026-07-14');
    // A year ahead at most, as the database checks it.
    await expect(date).toHaveAttribute('max', '2027-07-14');
    await fields(page, 'en').name.blur();
    await page.clock.fastForward('00:20');
    await fields(page, 'en').email.focus();
    await expect(date).toHaveAttribute('min', '2026-07-15');
    await expect(date).toHaveAttribute('max', '2027-07-15');
  });

  test('a filled honeypot: the success toast; stored as likely spam, never mailed on its own, in the digest', async ({
    page,
  }) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(SITE_API_URL) && apiRequests.push(request.url()));
    const booking = fullBooking('en');
    await openAndFill(page, 'en', booking);
    await bookingForm(page).locator(`[name="${BOOKING_HONEYPOT_FIELD}"]`).fill('https://spam.example');
    await submit(page, 'en');
    await expect(toast(page, outcomeTexts('en', 'success'))).toBeVisible();
    // The insert only: no notification is asked for.
    expect(apiRequests).toEqual([INSERT_URL]);
    expect(await storedSignals(booking.email)).toEqual([{ quick_fill: false, honeypot_filled: true, notified: false }]);
    expect(await mailsAbout(booking.email)).toEqual([]);
    const digest = await digestListing(booking.email);
    expect(digest.text!.slice(digest.text!.indexOf(`${SPAM_SECTION_TITLE} (`))).toContain(booking.email);
  });

  test('autofilled and sent within a second of the form appearing: stored, marked quick, and mailed', async ({
    page,
  }) => {
    // The page's clock stands still, so however slow this machine is, no fill time passes.
    await page.clock.setFixedTime(new Date());
    const booking = fullBooking('en');
    await page.goto(homeUrl('en', '#contact'));
    await waitForHydratedForm(page, 'en');
    await fillBooking(page, 'en', booking);
    await submit(page, 'en');
    await expect(toast(page, outcomeTexts('en', 'success'))).toBeVisible();
    expect(await storedRows(booking.email)).toEqual([{ ...expectedRow(booking), idempotency_key: expect.any(String) }]);
    expect(await storedSignals(booking.email)).toEqual([{ quick_fill: true, honeypot_filled: false, notified: true }]);
    await expectMailPair(booking.email, 'en');
  });

  test('both calls delivered twice (a double submit on the wire): one row, one pair of mails, success', async ({
    page,
  }) => {
    const address = visitorAddress();
    const statuses: Record<string, number[]> = { insert: [], notify: [] };
    await page.route(SITE_API_ROUTE, async (route) => {
      const request = route.request();
      const call = isPost(INSERT_URL)(request) ? 'insert' : isPost(FUNCTION_URL)(request) ? 'notify' : null;
      if (!call) return fulfillAsVisitor(route, address);
      const first = await fetchAsVisitor(route, address);
      const second = await fetchAsVisitor(route, address);
      statuses[call]!.push(first.status, second.status);
      await route.fulfill(second);
    });
    const booking = fullBooking('pt');
    await openAndFill(page, 'pt', booking);
    await submit(page, 'pt');

    await expect(toast(page, outcomeTexts('pt', 'success'))).toBeVisible();
    // The replayed insert hits the idempotency key (409) and counts as stored.
    expect(statuses.insert).toEqual([201, 409]);
    expect(statuses.notify![0]).toBe(200);
    expect(await storedRows(booking.email)).toHaveLength(1);
    await expectMailPair(booking.email, 'pt');
  });

  test('a retry of the same fill after the answer was lost: stored and mailed once', async ({ page }) => {
    const address = visitorAddress();
    let inserts = 0;
    await page.route(SITE_API_ROUTE, async (route) => {
      if (isPost(INSERT_URL)(route.request()) && ++inserts === 1) {
        // The row is stored, but the answer never reaches the browser.
        await fetchAsVisitor(route, address);
        return route.abort('connectionreset');
      }
      await fulfillAsVisitor(route, address);
    });
    const booking = fullBooking('uk');
    await openAndFill(page, 'uk', booking);
    await submit(page, 'uk');
    await expect(toast(page, outcomeTexts('uk', 'error'))).toBeVisible();
    await expectFields(page, 'uk', booking);

    await submit(page, 'uk');
    await expect(toast(page, outcomeTexts('uk', 'success'))).toBeVisible();
    await expectFields(page, 'uk', EMPTY);
    expect(inserts).toBe(2);
    expect(await storedRows(booking.email)).toHaveLength(1);
    await expectMailPair(booking.email, 'uk');
  });
});

test('with the legacy anon JWT compiled in instead of the publishable key, the journey works the same', async ({
  page,
}) => {
  // A build with NEXT_PUBLIC_SUPABASE_ANON_KEY differs from this one only in the inlined key:
  // serve the site's scripts with that one key swapped, as such a build would have them.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.replaceAll(LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_ANON_KEY) });
  });
  const apiKeys = new Set<string>();
  page.on('request', (request) => {
    if (request.url().startsWith(SITE_API_URL) && request.method() === 'POST')
      apiKeys.add(request.headers().apikey ?? '');
  });
  await routeApi(page, visitorAddress());
  const booking = fullBooking('pt');
  await openAndFill(page, 'pt', booking);
  await submit(page, 'pt');
  await expect(toast(page, outcomeTexts('pt', 'success'))).toBeVisible();
  expect([...apiKeys]).toEqual([LOCAL_SUPABASE_ANON_KEY]);
  await expectMailPair(booking.email, 'pt');
});
