import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import sharp from 'sharp';
import { LOCAL_REVALIDATE_SECRET } from '../../lib/env/public';
import { formatEuros } from '../../lib/format';
import { bookingForm, fullBooking, outcomeTexts, routeApi, toast, visitorAddress } from './support/booking';
import { openAndFill, submit } from './support/booking-journeys';
import { contentDocument, inLang, message, type LocaleValue } from './support/content';
import { chooseVehicle, estimateLine, publishedPriceList, storedEstimates } from './support/estimate';
import { lakeDocument, lakeQuery, mutate, OWNER, signIn, TRANSLATOR } from './support/lake';
import {
  field,
  openDocument,
  orderedListRows,
  openStudio,
  publish,
  studioExpect,
  studioSession,
  studioSessionFile,
  typeInto,
} from './support/studio';

/**
 * The owner's and the translator's jobs, end to end: the real Studio, the real local Content
 * Lake, `next start`. Whatever they publish reaches the static pages through the lake's signed
 * webhook, with no rebuild; drafts never do.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

type Service = { _id: string; title: LocaleValue; prices: { _key: string; price?: number }[] };
const PUBLISH_TO_PAGE_MS = 10_000;

/** Sends the site a correctly signed webhook for the service type, as the lake would. */
async function revalidateServices(page: Page): Promise<number> {
  const body = JSON.stringify({ _id: 'service-ppf', _type: 'service' });
  const signature = await encodeSignatureHeader(body, Date.now(), LOCAL_REVALIDATE_SECRET);
  const response = await page.request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
  });
  return response.status();
}

async function homeText(page: Page, lang: 'en' | 'pt' | 'uk' = 'en') {
  // Always with ?lang: a visit to another language leaves a cookie that redirects a bare `/`.
  const response = await page.request.get(`/?lang=${lang}`);
  expect(response.status()).toBe(200);
  return response.text();
}

test('a wrong password is refused with a clear message, and nothing can be written without a session', async ({
  page,
}) => {
  await page.goto('/studio');
  await page.getByText('Sign in with a local account').first().click();
  await page.getByLabel('Email address').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email address and password do not match an account.');
  await expect(page.getByLabel('Email address')).toHaveValue(OWNER.email);

  const anonymous = await mutate(null, [{ patch: { id: 'service-ppf', set: { 'title.en': 'Hacked' } } }]);
  expect(anonymous.status).toBe(401);
  expect((await lakeDocument<Service>('service-ppf'))?.title.en).not.toBe('Hacked');
});

test.describe('as the owner', () => {
  test.use({ storageState: studioSession(OWNER) });
  test('the owner changes a service title and a size class price, publishes, and the English page shows both in seconds; Portuguese keeps its own; a request from a page loaded before stores the new price and says so', async ({
    page,
    browser,
    baseURL,
  }) => {
    const original = contentDocument<Service>('service-ppf');
    const title = `PPF ${randomUUID().slice(0, 6)}`;
    // The city car class: the service's lowest price, so its card's "from" too.
    const city = { size: 'vehicleSize-city', key: 'city' };
    const oldCents = Math.round(original.prices.find((row) => row._key === city.key)!.price! * 100);
    const price = 1234;
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    // A visitor opens the booking form before the change and reads the estimate of the old price.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const booking = { ...fullBooking('en'), service: 'ppf' };
    await routeApi(visitor, visitorAddress());
    await openAndFill(visitor, 'en', booking);
    const before = await publishedPriceList();
    await chooseVehicle(visitor, 'en', before, { size: city.size, extras: [] });
    await expect(bookingForm(visitor).getByText(estimateLine(before, 'en', oldCents), { exact: true })).toBeVisible();

    await openStudio(page);
    const pane = await openDocument(page, 'Services', original.title.en);
    await typeInto(pane, 'title.en', title);
    // Each size class's row opens in a dialog of its own.
    await pane
      .getByTestId('field-prices')
      .getByText(inLang(contentDocument<{ title: LocaleValue }>(city.size).title, 'en'), { exact: true })
      .first()
      .click();
    const row = page.getByRole('dialog');
    await row.locator(`[id='prices[_key=="${city.key}"].price']`).fill(String(price));
    await row.getByRole('button', { name: 'Close dialog' }).click();

    // A draft is never public: the page keeps the published title, even after a revalidation,
    // and no one without a session can read it from the lake.
    await studioExpect(pane.getByTestId('action-publish')).toBeEnabled();
    const token = await signIn(OWNER);
    await expect
      .poll(async () => (await lakeDocument<Service>(`drafts.${original._id}`, token))?.title.en, { timeout: 10_000 })
      .toBe(title);
    expect(await lakeDocument(`drafts.${original._id}`)).toBeUndefined();
    expect(await lakeQuery<unknown[]>(`*[_id == "drafts.${original._id}"]`, null, 'raw')).toEqual([]);
    expect(await lakeQuery<{ title: LocaleValue }[]>(`*[_id == "${original._id}"]`, null, 'drafts')).toEqual([
      expect.objectContaining({ title: expect.objectContaining({ en: original.title.en }) }),
    ]);
    const revalidated = await revalidateServices(page);
    expect(revalidated).toBe(200);
    for (let visit = 0; visit < 3; visit++) expect(await homeText(page)).not.toContain(title);

    await publish(pane);
    const published = Date.now();
    await expect.poll(() => homeText(page), { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] }).toContain(title);
    console.log(`publish → English page: ${Date.now() - published} ms`);
    const html = await homeText(page);
    expect(html).toContain(message('en', 'price.from', { price: formatEuros(price, 'en') }));
    const pt = await homeText(page, 'pt');
    expect(pt).toContain(inLang(original.title, 'pt'));
    expect(pt).not.toContain(title);
    expect(pageErrors.map(String)).toEqual([]);

    // The request from the page loaded before is stored at the published price, and the visitor is told.
    const after = await publishedPriceList();
    await submit(visitor, 'en');
    await expect(toast(visitor, outcomeTexts('en', 'success'))).toBeVisible();
    const notice = bookingForm(visitor)
      .getByRole('status')
      .filter({ hasText: message('en', 'booking.pricesChanged') });
    await expect(notice).toContainText(estimateLine(after, 'en', price * 100));
    expect(await storedEstimates(booking.email)).toEqual([expect.objectContaining({ totalCents: price * 100 })]);
    await visitorContext.close();
  });

  test('the owner uploads a new photo into a gallery image and publishes; the gallery shows it through the image pipeline', async ({
    page,
  }) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-upload-'));
    const file = path.join(dir, 'new-gallery-photo.png');
    // A photo nobody has uploaded before: its content hash names the new asset.
    const colour = { r: 200, g: Math.floor(Math.random() * 255), b: 40 };
    writeFileSync(
      file,
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    );

    await openStudio(page);
    await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Gallery images').click();
    await orderedListRows(page).first().click();
    const pane = page.getByTestId('document-pane');
    await studioExpect(field(pane, 'image.alt.en')).toBeVisible();
    // The image field's menu offers "Upload", which opens the file picker.
    await pane.getByRole('button', { name: 'Open image options menu' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload' }).click();
    await (await chooser).setFiles(file);

    // The Studio uploads the file to the lake, which names the asset by its content hash.
    const token = await signIn(OWNER);
    const uploadedQuery =
      '*[_type == "sanity.imageAsset" && originalFilename == "new-gallery-photo.png"]{_id, assetId}';
    await expect
      .poll(async () => (await lakeQuery<{ _id: string }[]>(uploadedQuery, token))[0]?._id, { timeout: 30_000 })
      .toMatch(/^image-[0-9a-f]{40}-1200x800-png$/);
    const [uploaded] = await lakeQuery<{ _id: string; assetId: string }[]>(uploadedQuery, token);
    await publish(pane);

    await expect
      .poll(() => homeText(page), { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
      .toContain(uploaded!.assetId);
    await page.goto('/#gallery');
    const img = page.locator(`img[src*="${uploaded!.assetId}"]`).first();
    await expect(img).toBeAttached();
    const src = await img.getAttribute('src');
    expect(src).toContain('/_next/image?url=');
    const resized = await page.request.get(src!);
    expect(resized.status()).toBe(200);
    expect(resized.headers()['content-type']).toMatch(/^image\/(avif|webp|png)/);
  });
});

test.describe('as the translator', () => {
  test.use({ storageState: studioSession(TRANSLATOR) });
  test('a translator fills an empty Ukrainian field and publishes; the Ukrainian page shows it, English is unchanged', async ({
    page,
  }) => {
    const id = 'service-express-detail';
    const ownerToken = await signIn(OWNER);
    const before = (await lakeDocument<Service>(id, ownerToken))!;
    // The owner adds a service title the translator has not translated yet.
    const response = await mutate(ownerToken, [{ patch: { id, unset: ['title.uk'] } }]);
    expect(response.status).toBe(200);
    await expect.poll(() => homeText(page, 'uk'), { timeout: PUBLISH_TO_PAGE_MS }).not.toContain(before.title.uk!);

    const translation = `Експрес ${randomUUID().slice(0, 4)}`;
    await openStudio(page);
    const pane = await openDocument(page, 'Services', before.title.en);
    await studioExpect(field(pane, 'title.uk')).toHaveValue('');
    await typeInto(pane, 'title.uk', translation);
    await publish(pane);

    await expect
      .poll(() => homeText(page, 'uk'), { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
      .toContain(translation);
    const en = await homeText(page, 'en');
    expect(en).toContain(before.title.en);
    expect(en).not.toContain(translation);
    const stored = await lakeDocument<Service & { _rev: string }>(id, ownerToken);
    expect(stored?.title).toMatchObject({ en: before.title.en, uk: translation });
  });
});

test('two editors on the same document see each other’s edits live', async ({ browser, baseURL }) => {
  const [first, second] = await Promise.all([
    browser.newContext({ storageState: await studioSessionFile(browser, baseURL, OWNER) }),
    browser.newContext({ storageState: await studioSessionFile(browser, baseURL, TRANSLATOR) }),
  ]);
  const [a, b] = await Promise.all([first.newPage(), second.newPage()]);
  const title = contentDocument<Service>('service-full-detail').title.en;
  await Promise.all([openStudio(a), openStudio(b)]);
  const [paneA, paneB] = await Promise.all([openDocument(a, 'Services', title), openDocument(b, 'Services', title)]);

  const typed = `${title} — ${randomUUID().slice(0, 6)}`;
  await typeInto(paneA, 'title.en', typed);
  await studioExpect(field(paneB, 'title.en')).toHaveValue(typed);
  // And back the other way.
  await typeInto(paneB, 'title.pt', `${typed} (pt)`);
  await studioExpect(field(paneA, 'title.pt')).toHaveValue(`${typed} (pt)`);
  await Promise.all([first.close(), second.close()]);
});
