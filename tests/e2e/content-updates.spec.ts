import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCAL_REVALIDATE_SECRET } from '../../lib/env';

/**
 * ISR end to end on embedded defaults: the running `next start` serves static pages; editing the
 * bundled dataset and sending a signed Sanity webhook updates them without a rebuild, while an
 * unsigned or forged webhook changes nothing.
 */
const datasetPath = process.env.E2E_DATASET_PATH as string;
const serviceId = 'service-express-detail';

function setServiceTitle(title: string) {
  const lines = readFileSync(datasetPath, 'utf8').split('\n');
  const next = lines.map((line) => {
    if (!line.includes(`"_id":"${serviceId}"`)) return line;
    const doc = JSON.parse(line);
    doc.title.en = title;
    return JSON.stringify(doc);
  });
  // Atomic replace, as an export/import would, so the server never reads half a file.
  writeFileSync(`${datasetPath}.tmp`, next.join('\n'));
  renameSync(`${datasetPath}.tmp`, datasetPath);
}

async function webhook(request: APIRequestContext, secret: string | null, type = 'service') {
  const body = JSON.stringify({ _id: type === 'service' ? serviceId : type, _type: type });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), secret);
  return request.post('/api/revalidate', { data: body, headers });
}

async function homeHtml(request: APIRequestContext) {
  return (await request.get('/')).text();
}

test.describe.configure({ mode: 'serial' });

test('a signed webhook regenerates the static page with the edited title; forged ones are refused', async ({
  request,
}) => {
  const original = JSON.parse(
    readFileSync(datasetPath, 'utf8')
      .split('\n')
      .find((line) => line.includes(`"_id":"${serviceId}"`)) as string,
  ).title.en as string;
  expect(await homeHtml(request)).toContain(original);

  const edited = `${original} — ISR ${Date.now()}`;
  setServiceTitle(edited);
  try {
    // Without a webhook the static page keeps the old content.
    expect(await homeHtml(request)).not.toContain(edited);

    const unsigned = await webhook(request, null);
    expect(unsigned.status()).toBe(401);
    const forged = await webhook(request, 'not-the-configured-secret');
    expect(forged.status()).toBe(401);
    expect(await homeHtml(request)).not.toContain(edited);

    const signed = await webhook(request, LOCAL_REVALIDATE_SECRET);
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toMatchObject({ revalidated: ['sanity:service'] });
    // Stale-while-revalidate: the first visit triggers regeneration, a following one sees it.
    await expect.poll(() => homeHtml(request), { timeout: 20_000 }).toContain(edited);
  } finally {
    setServiceTitle(original);
    await webhook(request, LOCAL_REVALIDATE_SECRET);
  }
  await expect.poll(() => homeHtml(request), { timeout: 20_000 }).not.toContain(edited);
});

test('when the content source fails, a revalidation keeps serving the last good page', async ({ request }) => {
  const good = readFileSync(datasetPath, 'utf8');
  const before = await request.get('/about');
  expect(before.status()).toBe(200);
  const goodHtml = await before.text();
  // The embedded Content Lake becomes unreadable, as an unreachable Sanity API would.
  writeFileSync(`${datasetPath}.tmp`, '{"_id": this is not NDJSON');
  renameSync(`${datasetPath}.tmp`, datasetPath);
  try {
    // Every page reads the site settings (header, footer), so this marks them all stale.
    const signed = await webhook(request, LOCAL_REVALIDATE_SECRET, 'siteSettings');
    expect(signed.status()).toBe(200);
    for (const path of ['/', '/about']) {
      // Several visits: the first triggers the failing regeneration, the next ones must still
      // get the stale page, never an error page.
      for (let visit = 0; visit < 3; visit++) {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain('<h1');
      }
    }
    expect(await (await request.get('/about')).text()).toBe(goodHtml);
  } finally {
    writeFileSync(`${datasetPath}.tmp`, good);
    renameSync(`${datasetPath}.tmp`, datasetPath);
    await webhook(request, LOCAL_REVALIDATE_SECRET, 'siteSettings');
  }
});
