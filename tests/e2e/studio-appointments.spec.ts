import { expect, test, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import pg from 'pg';
import { lisbonDayTime } from '../../lib/booking/lisbon-time';
import appointmentTexts from '../../lib/i18n/messages/appointment';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server';
import { LOCAL_OWNER_EMAIL } from '../../stand-ins/supabase/stack';
import { APPOINTMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/appointment-messages';
import { dateFromToday, fullBooking, mailsAbout } from './support/booking';
import { OWNER } from './support/lake';
import { bookAsVisitor, openRequestsTool, rowOf, text } from './support/requests-tool';
import { openStudio, studioSession } from './support/studio';

/**
 * From a request to a kept appointment, as each person meets it: a visitor books in Ukrainian; the
 * owner confirms it in the real Studio's Requests tool and moves it across both of Lisbon's clock
 * changes; every mail reaches the visitor in Ukrainian with a calendar file that ical.js reads back
 * to the chosen Lisbon time, one UID, the sequence rising; the week view shows it; the visitor
 * cancels through the link in the mail with JavaScript off; the owner is mailed and the tool shows
 * it was the visitor. The database's side (races, faults, the reminder) is in
 * tests/integration/appointments.test.ts.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ storageState: studioSession(OWNER) });

const uk = appointmentTexts.uk;
const ukMail = APPOINTMENT_MESSAGES.uk;

/** The last Sunday of a month (1–12) of a year, YYYY-MM-DD. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The next clock change in that month (March forward, October back), at least two days away. */
function nextClockChange(month: number): string {
  const soonest = dateFromToday(2);
  const year = Number(soonest.slice(0, 4));
  const thisYear = lastSunday(year, month);
  return thisYear > soonest ? thisYear : lastSunday(year + 1, month);
}

interface CalendarFile {
  method: string;
  uid: string;
  sequence: number;
  status: string | null;
  start: { day: string; time: string };
  location: string;
}

/** The visitor's mails whose subject starts as this kind's does, in Ukrainian. */
async function visitorMails(email: string, kind: keyof typeof ukMail.subjects): Promise<CapturedMail[]> {
  const prefix = ukMail.subjects[kind]('').trim();
  return (await mailsAbout(email)).filter((mail) => mail.to.includes(email) && mail.subject.startsWith(prefix));
}

/** The calendar file of a mail, read with ical.js. */
function calendarOf(mail: CapturedMail): CalendarFile {
  const [file] = mail.attachments.filter((attachment) => attachment.filename.endsWith('.ics'));
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file!.content, 'base64').toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: (event.component.getFirstPropertyValue('status') as string | null) ?? null,
    start: lisbonDayTime(event.startDate.toJSDate()),
    location: event.location,
  };
}

/** Waits for the n-th mail of a kind and reads its calendar file. */
async function nthCalendar(email: string, kind: keyof typeof ukMail.subjects, n: number): Promise<CalendarFile> {
  await expect.poll(async () => (await visitorMails(email, kind)).length, { timeout: 20_000 }).toBe(n);
  return calendarOf((await visitorMails(email, kind))[n - 1]!);
}

/** Sets when the visitor's changes close (an SQL expression over the appointment's row). */
async function changesUntil(email: string, expression: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `update private.booking_appointments as a set changes_until = ${expression}
         from public.contact_submissions as c where c.id = a.request_id and c.email = $1`,
      [email],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Fills the tool's appointment form (confirm or reschedule) and saves it. */
async function setAppointment(panel: Locator, day: string, button: string): Promise<void> {
  await panel.getByLabel(text('requests.appointment.form.day'), { exact: true }).fill(day);
  await panel.getByLabel(text('requests.appointment.form.time'), { exact: true }).fill('10:00');
  await panel.getByRole('button', { name: button, exact: true }).click();
  await expect(panel.getByTestId('request-appointment-summary')).toContainText(text('requests.appointment.hours'));
}

async function reschedule(panel: Locator, day: string): Promise<void> {
  await panel.getByRole('button', { name: text('requests.appointment.reschedule'), exact: true }).click();
  await setAppointment(panel, day, text('requests.appointment.save'));
}

async function openRequest(page: Page, email: string): Promise<Locator> {
  const tool = await openRequestsTool(page);
  await tool.getByLabel(text('requests.filter.search'), { exact: true }).fill(email);
  await rowOf(page, email).click();
  return page.getByTestId('request-detail');
}

test('a request booked in Ukrainian is confirmed in the Studio, moved across both clock changes, and cancelled by the visitor through the link without JavaScript', async ({
  page,
  browser,
  baseURL,
}) => {
  const booking = fullBooking('uk');
  await bookAsVisitor(browser, baseURL!, booking, 'uk');
  await openStudio(page);
  const detail = await openRequest(page, booking.email);
  const panel = detail.getByTestId('request-appointment');
  await expect(panel).toHaveAttribute('data-state', 'none');
  // Prefilled from the service's duration in the content (ceramic coating: a whole day).
  await expect(panel.getByLabel(text('requests.appointment.form.duration'), { exact: true })).toHaveValue('1440');
  await panel.getByLabel(text('requests.appointment.form.price'), { exact: true }).fill('450');
  await panel.getByLabel(text('requests.appointment.form.message'), { exact: true }).fill('Ключі — на рецепції.');

  // Confirmed the Saturday before the clocks go forward, moved to the Monday after, then around
  // the October change: each mail's calendar file says 10:00 in Lisbon, under one UID, its
  // SEQUENCE one more each time.
  const march = nextClockChange(3);
  const october = nextClockChange(10);
  const days = [shift(march, -1), shift(march, 1), shift(october, -1), shift(october, 1)];
  await setAppointment(panel, days[0]!, text('requests.appointment.confirm'));
  await expect(panel).toHaveAttribute('data-state', 'confirmed');
  await expect(detail.getByTestId('request-detail-status')).toHaveText(text('requests.status.confirmed'));
  const confirmed = await nthCalendar(booking.email, 'confirmed', 1);
  expect(confirmed).toMatchObject({ method: 'REQUEST', sequence: 0, start: { day: days[0], time: '10:00' } });
  expect(confirmed.location).not.toBe('');
  for (const [index, day] of days.slice(1).entries()) {
    await reschedule(panel, day);
    expect(await nthCalendar(booking.email, 'rescheduled', index + 1)).toEqual({
      ...confirmed,
      sequence: index + 1,
      start: { day, time: '10:00' },
    });
  }
  // In three days, so it is on the week view and outside the owner's cut-off.
  const soon = dateFromToday(3);
  await reschedule(panel, soon);
  await expect.poll(async () => (await visitorMails(booking.email, 'rescheduled')).length).toBe(4);
  expect((await visitorMails(booking.email, 'rescheduled'))[3]!.text).toContain(ukMail.greeting(booking.name));
  await expect(detail.getByTestId('request-history')).toContainText(
    text('requests.history.confirmed', { time: '' }).trim(),
  );

  const tool = page.getByTestId('requests-tool');
  await tool.getByRole('tab', { name: text('requests.tab.week'), exact: true }).click();
  const entry = tool.getByTestId('appointment-week-entry').filter({ hasText: booking.name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('10:00');
  await tool.getByRole('tab', { name: text('requests.tab.requests'), exact: true }).click();

  // The visitor opens the link of the last mail with JavaScript off, in Ukrainian, and cancels.
  const link = /https?:\/\/\S+\/appointment\/[A-Za-z0-9_-]+(\?lang=uk)?/.exec(
    (await visitorMails(booking.email, 'rescheduled'))[3]!.text ?? '',
  )?.[0];
  expect(link).toMatch(/\?lang=uk$/);
  const { pathname, search } = new URL(link!);
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'uk-UA' });
  try {
    const manage = await visitor.newPage();
    const answer = await manage.goto(`${pathname}${search}`);
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['cache-control']).toMatch(/private/);
    expect(answer!.headers()['cache-control']).toMatch(/no-store/);
    await expect(manage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(manage.getByRole('heading', { level: 1 })).toHaveText(uk['appointment.title']);
    await expect(manage.locator('main')).toContainText('Ключі — на рецепції.');
    // Inside the owner's cut-off (its clock moved there): the phone instead of the forms.
    await changesUntil(booking.email, 'now()');
    await manage.reload();
    const changes = manage
      .locator('section')
      .filter({ has: manage.getByRole('heading', { name: uk['appointment.changesTitle'] }) })
      .last();
    await expect(changes.getByTestId('appointment-phone')).toHaveAttribute('href', /^tel:/);
    await expect(manage.getByRole('button', { name: uk['appointment.cancelSubmit'] })).toHaveCount(0);
    await changesUntil(booking.email, `starts_at - interval '24 hours'`);
    await manage.reload();
    await manage.getByLabel(uk['appointment.cancelReason']).fill('Захворіла, вибачте.');
    await manage.getByRole('button', { name: uk['appointment.cancelSubmit'] }).click();
    await expect(manage.getByRole('status')).toContainText(uk['appointment.outcome.cancelled']);

    // Used up: opened again, it shows nobody's data; a tampered link is not found.
    await manage.goto(`${pathname}${search}`);
    await expect(manage.getByRole('heading', { level: 1 })).toHaveText(uk['appointment.cancelledTitle']);
    await expect(manage.locator('main')).not.toContainText('Ключі');
    const last = pathname.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await manage.goto(`${pathname.slice(0, -1)}${last}${search}`);
    expect(tampered!.status()).toBe(404);
    await expect(manage.getByRole('heading', { level: 1 })).toHaveText(uk['appointment.invalidTitle']);
  } finally {
    await visitor.close();
  }

  // The visitor's calendar drops the event; the owner is mailed at once; the tool says who.
  const cancelled = await nthCalendar(booking.email, 'cancelled', 1);
  expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: confirmed.uid, sequence: 5 });
  await expect
    .poll(async () =>
      (await mailsAbout(booking.email)).filter(
        (mail) => mail.to.includes(LOCAL_OWNER_EMAIL) && mail.text?.includes('Захворіла, вибачте.'),
      ),
    )
    .toHaveLength(1);
  await expect(panel).toHaveAttribute('data-state', 'cancelled', { timeout: 15_000 });
  await expect(detail.getByTestId('request-history').locator('[data-by-visitor="true"]')).toContainText(
    text('requests.history.cancelled'),
  );
  await tool.getByRole('tab', { name: text('requests.tab.week'), exact: true }).click();
  await expect(entry).toHaveCount(0);
});
