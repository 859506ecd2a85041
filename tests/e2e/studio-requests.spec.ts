import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { parseCsv } from '../../lib/booking/inbox';
import { LOCAL_SANITY_READ_TOKEN } from '../../lib/env/public';
import { fullBooking, storedRows } from './support/booking';
import { LAKE_URL, OWNER, signIn, TRANSLATOR } from './support/lake';
import { bookAsVisitor, openRequestsTool, rowOf, text } from './support/requests-tool';
import { openStudio, studioSession } from './support/studio';

/**
 * The owner works through booking requests in the Studio: the real Studio signed in to
 * the local Content Lake, the real site (`next start`) and its Requests API, the real booking form
 * and PostgreSQL. A visitor's request appears in the open Requests tool without a reload; the owner
 * answers it, files it, finds it, exports it and, asked to, erases the person. The translator has
 * no such tool, and the API answers only the owner's token, from the site's own pages.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const API = '/api/studio/requests';
/** The tool rereads every 5 s; a new request shows well within this. */
const APPEARS_WITHIN_MS = 15_000;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the owner's changes left in the database, read as the superuser. */
async function storedInbox(email: string): Promise<{ status: string; owner_note: string | null; changes: number }[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select c.status, c.owner_note,
              (select count(*)::int from private.booking_status_changes h where h.request_id = c.id) as changes
         from public.contact_submissions c where c.email = $1`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

test.describe('as the owner', () => {
  test.use({ storageState: studioSession(OWNER) });
  test('a request booked in Ukrainian appears in the open tool without a reload; the owner files it, finds it, exports it and erases the person', async ({
    page,
    browser,
    baseURL,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const booking = fullBooking('uk');
    expect(booking.name).toBe('Олена Коваленко');

    await openStudio(page);
    const tool = await openRequestsTool(page);
    const newCount = tool.getByTestId('requests-new-count');
    await expect(newCount).toHaveAttribute('data-count', /^\d+$/);
    const newBefore = Number(await newCount.getAttribute('data-count'));
    // Set in the page: a reload (or a navigation that loads the document again) would drop it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await bookAsVisitor(browser, baseURL!, booking, 'uk');
    const booked = Date.now();
    const row = rowOf(page, booking.email);
    await expect(row).toBeVisible({ timeout: APPEARS_WITHIN_MS });
    console.log(`booked → listed in the open tool: ${Date.now() - booked} ms`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(row).toContainText(booking.name);
    await expect(row.getByTestId('request-row-status')).toHaveText(text('requests.status.new'));
    await expect.poll(async () => Number(await newCount.getAttribute('data-count'))).toBeGreaterThan(newBefore);
    // The navbar's tool title counts the new requests too.
    await expect(page.locator('a[href="/studio/requests"]').first()).toContainText(/· new: \d+/);

    // Every field, in the Studio's words; the visitor's language once the notification recorded it.
    await row.click();
    const detail = page.getByTestId('request-detail');
    await expect(detail.getByTestId('request-detail-name')).toHaveText(booking.name);
    for (const value of [booking.email, booking.phone, booking.vehicle]) await expect(detail).toContainText(value);
    await expect(detail).toContainText('Чи можна забрати авто з Сейшала?');
    await expect(detail).toContainText('(Lisbon time)');
    await expect(detail.getByTestId('request-detail-language')).toHaveAttribute('data-language', 'uk', {
      timeout: APPEARS_WITHIN_MS,
    });
    await expect(detail.getByTestId('request-detail-language')).toHaveText('Українська');
    // Sent, or withheld when the run's bookings passed the hourly cap: either way the notification was recorded.
    await expect(detail.getByTestId('request-mail')).toContainText(
      new RegExp(
        [text('requests.mail.acknowledgement-sent'), text('requests.mail.acknowledgement-withheld')]
          .map(escapeRegExp)
          .join('|'),
      ),
      { timeout: APPEARS_WITHIN_MS },
    );

    // The reply starts in Ukrainian, to the visitor, by name; call and WhatsApp use the number.
    const reply = new URL((await detail.getByTestId('request-reply').getAttribute('href'))!);
    expect(reply.protocol).toBe('mailto:');
    expect(decodeURIComponent(reply.pathname)).toBe(booking.email);
    const mail = new URLSearchParams(reply.search);
    expect(mail.get('subject')).toBe('Ваш запит на запис');
    expect(mail.get('body')).toContain(`Доброго дня, ${booking.name}!`);
    expect(mail.get('body')).toContain('Дякуємо за ваш запит на запис');
    await expect(detail.getByRole('link', { name: text('requests.action.call') })).toHaveAttribute(
      'href',
      'tel:+351912345678',
    );
    await expect(detail.getByRole('link', { name: text('requests.action.whatsapp') })).toHaveAttribute(
      'href',
      'https://wa.me/351912345678',
    );

    // One click: contacted. The note saves when the field loses focus. Both are in the history, by the owner.
    await detail.getByTestId('request-status-contacted').click();
    await expect(detail.getByTestId('request-detail-status')).toHaveText(text('requests.status.contacted'));
    const note = detail.getByRole('textbox', { name: text('requests.note') });
    await note.fill('Передзвонила, авто в п’ятницю о 10:00');
    await note.blur();
    await expect(detail.getByTestId('request-note-state')).toHaveText(text('requests.note.saved'));
    await expect
      .poll(() => storedInbox(booking.email))
      .toEqual([{ status: 'contacted', owner_note: 'Передзвонила, авто в п’ятницю о 10:00', changes: 2 }]);
    const history = detail.getByTestId('request-history');
    await expect(history).toContainText(
      text('requests.history.status', { from: text('requests.status.new'), to: text('requests.status.contacted') }),
    );
    await expect(history).toContainText(text('requests.history.note'));
    await expect(history).toContainText('by Owner');
    await expect(row.getByTestId('request-row-status')).toHaveText(text('requests.status.contacted'));

    // Filtered by status, it is there under "Contacted" and gone under "New".
    const status = tool.getByLabel(text('requests.filter.status'), { exact: true });
    await status.selectOption('contacted');
    await expect(tool.locator('[data-testid="request-row"]:not([data-status="contacted"])')).toHaveCount(0);
    await expect(row).toBeVisible();
    await status.selectOption('new');
    await expect(row).toHaveCount(0);
    await status.selectOption('');

    // Searched by email: it alone.
    await tool.getByLabel(text('requests.filter.search'), { exact: true }).fill(booking.email);
    await expect(tool.getByTestId('request-row')).toHaveCount(1);
    await expect(row).toBeVisible();
    await expect(tool.getByTestId('requests-total')).toHaveText(text('requests.total', { count: 1 }));

    // The CSV of that filter downloads with today's name, and holds the Ukrainian name intact.
    const download = page.waitForEvent('download');
    await tool.getByTestId('requests-export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^booking-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(csv);
    expect(header).toContain(text('requests.csv.name'));
    expect(records).toHaveLength(1);
    const record = Object.fromEntries(header!.map((column, index) => [column, records[0]![index]]));
    expect(record[text('requests.csv.name')]).toBe('Олена Коваленко');
    expect(record[text('requests.csv.email')]).toBe(booking.email);
    expect(record[text('requests.csv.status')]).toBe(text('requests.status.contacted'));
    expect(record[text('requests.csv.note')]).toBe('Передзвонила, авто в п’ятницю о 10:00');
    expect(record[text('requests.csv.message')]).toBe(booking.message);

    // Erasing the person asks again; cancelling keeps everything, confirming removes it all.
    await detail.getByRole('button', { name: text('requests.person.button') }).click();
    const dialog = page.locator('#requests-person-dialog');
    await expect(dialog.getByLabel(text('requests.person.email'))).toHaveValue(booking.email);
    await dialog.getByTestId('requests-person-erase').click();
    const confirm = page.locator('#requests-person-confirm');
    await expect(confirm).toContainText(text('requests.person.confirm-text', { email: booking.email }));
    await confirm.getByRole('button', { name: text('requests.person.cancel') }).click();
    await expect(confirm).toHaveCount(0);
    expect(await storedRows(booking.email)).toHaveLength(1);
    await dialog.getByTestId('requests-person-erase').click();
    await page.locator('#requests-person-confirm').getByTestId('requests-person-confirm-erase').click();
    await expect(
      page.getByText(text('requests.person.erased', { email: booking.email, count: 1, reviews: 0 })),
    ).toBeVisible();
    expect(await storedRows(booking.email)).toEqual([]);
    expect(await storedInbox(booking.email)).toEqual([]);
    await expect(tool.getByTestId('request-row')).toHaveCount(0);

    expect(pageErrors.map(String)).toEqual([]);
  });
});

test('the API answers only an administrator’s Studio session, from the site’s own pages', async ({
  request,
  baseURL,
}) => {
  const owner = await signIn(OWNER);
  const sameSite = { origin: baseURL! };
  const get = (path: string, headers: Record<string, string>) => request.get(`${API}${path}`, { headers });

  // The owner's own token, from the site: the list, newest first, 50 a page.
  const list = await get('', { ...sameSite, authorization: `Bearer ${owner}` });
  expect(list.status()).toBe(200);
  expect(list.headers()['cache-control']).toBe('no-store');
  expect(await list.json()).toMatchObject({ page: 1, pageSize: 50, rows: expect.any(Array) });

  // No token, an empty one, a forged one: 401.
  for (const authorization of [undefined, 'Bearer ', 'Bearer sk-forged-0123456789abcdef']) {
    const response = await get('', { ...sameSite, ...(authorization ? { authorization } : {}) });
    expect(response.status(), String(authorization)).toBe(401);
  }
  // The site's own read token is no person's session: 401 too.
  expect((await get('', { ...sameSite, authorization: `Bearer ${LOCAL_SANITY_READ_TOKEN}` })).status()).toBe(401);
  // A translator's session is a person's, but not an administrator's: 403, to read or to erase.
  // (Their Studio has no Requests tool either: studio-locale.spec.ts.)
  const translator = { ...sameSite, authorization: `Bearer ${await signIn(TRANSLATOR)}` };
  const refused = await get('', translator);
  expect(refused.status()).toBe(403);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(await refused.json()).toEqual({ error: expect.any(String) });
  const translatorErase = await request.post(`${API}/person`, {
    headers: translator,
    data: { email: 'anyone@example.com', action: 'erase', confirm: true },
  });
  expect(translatorErase.status()).toBe(403);

  // Another site's page, even with the owner's token: refused before the token is looked at.
  const evil = await get('', { origin: 'https://evil.example', authorization: `Bearer ${owner}` });
  expect(evil.status()).toBe(403);
  const crossSite = await get('', { 'sec-fetch-site': 'cross-site', authorization: `Bearer ${owner}` });
  expect(crossSite.status()).toBe(403);
  const erase = await request.post(`${API}/person`, {
    headers: { origin: 'https://evil.example', authorization: `Bearer ${owner}` },
    data: { email: 'anyone@example.com', action: 'erase', confirm: true },
  });
  expect(erase.status()).toBe(403);
  // Nor with a forwarded host to match: this site is not behind a proxy, so that is the client's word.
  const spoofed = {
    origin: 'http://evil.example',
    'x-forwarded-host': 'evil.example',
    authorization: `Bearer ${owner}`,
  };
  for (const path of ['', '/export']) expect((await get(path, spoofed)).status(), path).toBe(403);
  const spoofedExport = await request.post(`${API}/person`, {
    headers: spoofed,
    data: { email: 'anyone@example.com', action: 'export' },
  });
  expect(spoofedExport.status()).toBe(403);
  const spoofedNote = await request.patch(`${API}/00000000-0000-4000-8000-000000000000`, {
    headers: spoofed,
    data: { note: 'written from another site' },
  });
  expect(spoofedNote.status()).toBe(403);

  // Bad input: 400; an unknown request: 404; an erasure without its confirmation: 400.
  const headers = { ...sameSite, authorization: `Bearer ${owner}` };
  expect((await get('?status=archived', headers)).status()).toBe(400);
  expect((await get('/00000000-0000-4000-8000-000000000000', headers)).status()).toBe(404);
  const unconfirmed = await request.post(`${API}/person`, {
    headers,
    data: { email: 'anyone@example.com', action: 'erase' },
  });
  expect(unconfirmed.status()).toBe(400);

  // Signed out, the same token no longer opens anything.
  const signedOut = await signIn(OWNER);
  expect((await get('', { ...sameSite, authorization: `Bearer ${signedOut}` })).status()).toBe(200);
  await fetch(`${LAKE_URL}/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${signedOut}` } });
  expect((await get('', { ...sameSite, authorization: `Bearer ${signedOut}` })).status()).toBe(401);
});
