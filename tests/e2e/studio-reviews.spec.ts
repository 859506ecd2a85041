import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { LOCAL_BOOKING_DIGEST_SECRET } from '../../stand-ins/supabase/stack';
import { REVIEW_MESSAGES } from '../../supabase/functions/send-contact-notification/review-messages';
import { FUNCTION_URL, fullBooking, mailsAbout } from './support/booking';
import { homeUrl, message } from './support/content';
import { OWNER } from './support/lake';
import { bookAsVisitor, openRequestsTool, rowOf, text } from './support/requests-tool';
import { field, orderedListRows, publish, studioExpect, studioSession } from './support/studio';

/**
 * After the job, as each person meets it: a visitor books in Portuguese; the owner marks the
 * request done in the Requests tool; once the request's time has come (the send time moved, the
 * function run as the schedule runs it) the customer's mail arrives in Portuguese; the review page
 * takes a 4-star review without JavaScript and an edit with it; the owner finds it in the Studio as
 * a draft marked as from a verified booking and publishes it; it shows on the home page and the
 * service's page; the page then refuses another edit. The database's side (opt-out, erasure, the
 * night, faults) is in tests/integration/review-requests.test.ts.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ storageState: studioSession(OWNER) });

const pt = (id: string, values?: Record<string, string | number>) => message('pt', id, values);
/** A required field's name: its label, then the required mark. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The send time has come: what the schedule would find a minute after it, sent by the function's run. */
async function reviewRequestDue(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await expect
      .poll(async () => {
        const { rowCount } = await client.query(
          `update private.booking_mails as m set next_attempt_at = now()
             from public.contact_submissions as c
            where c.id = m.request_id and c.email = $1 and m.kind = 'review-request' and m.sent_at is null`,
          [email],
        );
        return rowCount;
      })
      .toBe(1);
  } finally {
    await client.end();
  }
  const run = await fetch(`${FUNCTION_URL}/mails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_BOOKING_DIGEST_SECRET}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(run.status).toBe(200);
}

/** Whether the person asked for no more review requests, as their data's export says. */
async function optedOut(email: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ opted: boolean }>(
      `select (public.export_booking_data($1) ->> 'opted_out_of_review_requests')::boolean as opted`,
      [email],
    );
    return rows[0]!.opted;
  } finally {
    await client.end();
  }
}

/** The review page of the link in the customer's mail, in a browser of their own. */
async function openReview(browser: Browser, baseURL: string, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: 'pt-PT' });
  const page = await context.newPage();
  const answer = await page.goto(path);
  expect(answer!.status()).toBe(200);
  return { page, close: () => context.close() };
}

async function sendReview(page: Page, stars: number, review: string, button: string): Promise<void> {
  await page.getByRole('radio', { name: pt('review.stars', { count: stars }), exact: true }).check();
  await page.getByRole('textbox', { name: startsWith(pt('review.text')) }).fill(review);
  await page.getByRole('checkbox', { name: pt('review.consent') }).check();
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByTestId('review-outcome')).toContainText(pt('review.outcome.saved'));
}

test('a customer marked done is asked in Portuguese, reviews without JavaScript, edits, and the review the owner publishes shows on the home and service pages', async ({
  page,
  browser,
  baseURL,
}) => {
  const booking = { ...fullBooking('pt'), service: 'interior-detailing' };
  await bookAsVisitor(browser, baseURL!, booking, 'pt');
  await page.goto('/studio');
  const tool = await openRequestsTool(page);
  await tool.getByLabel(text('requests.filter.search'), { exact: true }).fill(booking.email);
  await rowOf(page, booking.email).click();
  const detail = page.getByTestId('request-detail');
  await detail.getByTestId('request-status-done').click();
  await expect(detail.getByTestId('request-detail-status')).toHaveText(text('requests.status.done'));

  // Nothing at once: the mail waits for its time.
  expect((await mailsAbout(booking.email)).filter((mail) => mail.headers['List-Unsubscribe'])).toHaveLength(0);
  await reviewRequestDue(booking.email);
  const [request] = (await mailsAbout(booking.email)).filter((mail) => mail.headers['List-Unsubscribe']);
  expect(request!.subject.endsWith(REVIEW_MESSAGES.pt.subject(''))).toBe(true);
  expect(request!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+\?lang=pt/.exec(request!.text ?? '')?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);

  // Without JavaScript: four stars, the suggested name kept.
  const noScript = await openReview(browser, baseURL!, `${pathname}${search}`, false);
  try {
    await expect(noScript.page.getByRole('heading', { level: 1 })).toHaveText(pt('review.title'));
    await expect(noScript.page.getByRole('textbox', { name: startsWith(pt('review.shownName')) })).toHaveValue(
      'João G.',
    );
    await sendReview(noScript.page, 4, 'Interior impecável, cheira a novo.', pt('review.submit'));
  } finally {
    await noScript.close();
  }
  // With it, a second visit edits the same review.
  const withScript = await openReview(browser, baseURL!, `${pathname}${search}`, true);
  try {
    await expect(withScript.page.getByRole('textbox', { name: startsWith(pt('review.text')) })).toHaveValue(
      'Interior impecável, cheira a novo.',
    );
    await sendReview(withScript.page, 4, 'Interior impecável, cheira a novo. Recomendo!', pt('review.update'));
  } finally {
    await withScript.close();
  }

  // The owner finds the draft, marked as from a verified booking, and publishes it.
  await page.goto('/studio/structure/review');
  // Reviews are an ordered list (the owner drags them into place); the new one is last, a draft.
  const listed = orderedListRows(page).filter({ hasText: 'João G.' });
  await studioExpect(listed).toContainText('Verified booking');
  await listed.click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(field(pane, 'verifiedBooking')).toBeChecked();
  await studioExpect(pane.locator('[id="text.pt"]')).toHaveValue('Interior impecável, cheira a novo. Recomendo!');
  await publish(pane);
  // On the Portuguese home page and the service's page, within seconds.
  const shown = async (path: string) => {
    const site = await browser.newPage({ baseURL });
    try {
      await expect(async () => {
        await site.goto(path);
        await expect(site.locator('section:has(#reviews), section#reviews').first()).toContainText(
          'Interior impecável, cheira a novo. Recomendo!',
        );
      }).toPass({ timeout: 20_000 });
    } finally {
      await site.close();
    }
  };
  await shown(homeUrl('pt'));
  await shown('/services/interior-detail?lang=pt');

  // Published: the page no longer takes an edit.
  const afterwards = await openReview(browser, baseURL!, `${pathname}${search}`, false);
  try {
    await expect(afterwards.page.getByRole('heading', { level: 1 })).toHaveText(pt('review.publishedTitle'));
    await expect(afterwards.page.getByRole('button', { name: pt('review.update') })).toHaveCount(0);
  } finally {
    await afterwards.close();
  }

  // The mail client's one-click opt-out (RFC 8058): a POST from no page of the site, honoured.
  const optOut = await fetch(new URL(`${pathname}/opt-out${search}`, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(optOut.status).toBe(200);
  expect(await optedOut(booking.email)).toBe(true);
});
