import type { Browser, Page } from '@playwright/test';
import type { Locale } from '../../../lib/constants';
import {
  afterMinimumFillTime,
  bookingForm,
  fillBooking,
  forgetServerAddressCount,
  outcomeTexts,
  submitButton,
  waitForHydratedForm,
  type Booking,
} from './booking';
import { homeUrl } from './content';

/** The visitor's two ways through the booking form: with JavaScript (toasts) and without (a post). */

/** The form as it is left after a request was taken: every field the visitor types, empty. */
const TYPED_FIELDS: (keyof Booking)[] = ['name', 'email', 'phone', 'service', 'vehicle', 'preferredDate', 'message'];
export const EMPTY = Object.fromEntries(TYPED_FIELDS.map((name) => [name, ''])) as Booking;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const isPost = (url: string) => (request: { url(): string; method(): string }) =>
  request.url().startsWith(url) && request.method() === 'POST';

/** Opens the form and fills it like a person: the submit comes after the minimum fill time. */
export async function openAndFill(page: Page, lang: Locale, booking: Booking): Promise<void> {
  await page.goto(homeUrl(lang, '#contact'));
  const startedAt = await waitForHydratedForm(page, lang);
  await fillBooking(page, lang, booking);
  await afterMinimumFillTime(page, startedAt);
}

/** Submits and moves the pointer off the page's toast area (hovering a toast pauses its timer). */
export async function submit(page: Page, lang: Locale): Promise<void> {
  await submitButton(page, lang).click();
  await page.mouse.move(0, 0);
}

/** A page without JavaScript; the server's calls for it are counted at the server's address. */
export async function noScriptPage(browser: Browser, baseURL: string): Promise<Page> {
  await forgetServerAddressCount();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return context.newPage();
}

/** Posts the form; resolves once the answer page (back at the form) has loaded. */
export async function submitAndWait(page: Page, lang: Locale): Promise<void> {
  const answerUrl = homeUrl(lang, '#booking-form');
  await Promise.all([
    page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === answerUrl),
    submitButton(page, lang).click(),
  ]);
}

/** Fills the server-rendered form and posts it. */
export async function post(page: Page, lang: Locale, booking: Booking): Promise<void> {
  await page.goto(homeUrl(lang, '#contact'));
  await fillBooking(page, lang, booking);
  await submitAndWait(page, lang);
}

/** The outcome the page without JavaScript comes back with, in the form. */
export function outcome(page: Page, lang: Locale, kind: 'error' | 'saved' | 'success') {
  const texts = outcomeTexts(lang, kind);
  return bookingForm(page)
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ hasText: texts.title })
    .filter({ hasText: texts.description });
}

export const idempotencyKey = (page: Page) => bookingForm(page).locator('input[name="idempotency_key"]');
