import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMailTitlesQuery } from '@/lib/content/queries';
import { NOTIFICATION_FUNCTION_NAME, submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import type { ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';
import { startSeededLake } from '../support/content-lake.ts';
import { publishEdit, signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/messages.ts';
import { SERVICE_MAIL_TITLES_QUERY } from '../../supabase/functions/send-contact-notification/service-titles.ts';
import { startEdgeFunction } from '../../stand-ins/supabase/edge-functions.ts';
import { startGateway, type Gateway } from '../../stand-ins/supabase/gateway.ts';
import { freePort } from '../../stand-ins/shared/http.ts';
import { localFunctionEnv, REPO_ROOT } from '../../stand-ins/supabase/stack.ts';
import { anonClient, authenticatorUrl, formValues, mailsAbout, stack, visitorAddress } from './support.ts';

/**
 * The mails name a service as the site does: the function reads its title from the content source
 * (here a real local Content Lake, as on embedded defaults; hosted Sanity speaks the same API), so
 * an owner's rename in the Studio reaches both mails. When the source cannot answer, the function's
 * own titles stand in and the booking is mailed all the same.
 */

let lake: ContentLake;
let lakeDir: string;
const stoppers: (() => Promise<void>)[] = [];

/** The real function behind its own gateway (the shared stack's database and mail catcher), reading titles from `contentApiHost`. */
async function functionReading(contentApiHost: string): Promise<Gateway> {
  const fn = await startEdgeFunction(REPO_ROOT, await freePort(), {
    ...localFunctionEnv({ apiUrl: stack.apiUrl, mailUrl: stack.mailUrl, contentApiHost }),
    CONTENT_TIMEOUT_MS: '1000',
  });
  stoppers.push(fn.stop);
  const gateway = await startGateway({
    port: 0,
    databaseUrl: authenticatorUrl(),
    functions: { [NOTIFICATION_FUNCTION_NAME]: { url: fn.url, verifyJwt: false } },
  });
  stoppers.push(gateway.stop);
  return gateway;
}

async function bookPaintProtection(gateway: Gateway, language: 'pt' | 'uk') {
  const values = await formValues({ service: 'ppf' });
  expect(await submitBookingRequest(values, language, anonClient(visitorAddress(), gateway.url))).toEqual({
    status: 'success',
  });
  const mails = await mailsAbout(values.email);
  return {
    owner: mails.find((mail) => mail.to.includes(stack.ownerEmail))!,
    visitor: mails.find((mail) => mail.to.includes(values.email))!,
  };
}

beforeAll(async () => {
  lakeDir = await mkdtemp(path.join(os.tmpdir(), 'service-titles-lake-'));
  lake = await startSeededLake(lakeDir);
});

afterAll(async () => {
  for (const stop of stoppers.reverse()) await stop();
  await lake.close();
  await rm(lakeDir, { recursive: true, force: true });
});

describe("the function's service titles", () => {
  it("run the site's query (lib/content/queries.ts), copied into the function's folder", () => {
    expect(SERVICE_MAIL_TITLES_QUERY).toBe(serviceMailTitlesQuery);
  });

  it("follow a rename published in the content source, in the owner's English and the visitor's language", async () => {
    const token = await signInToLake(lake.url, LOCAL_ACCOUNT_DEFAULTS.owner, 'http://localhost:3000/studio');
    const renamed = { en: `Paint protection film (${Date.now()})`, pt: `Película PPF (${Date.now()})` };
    await publishEdit(lake.url, token, { id: 'service-ppf', fieldPath: 'title.en', value: renamed.en });
    await publishEdit(lake.url, token, { id: 'service-ppf', fieldPath: 'title.pt', value: renamed.pt });
    const gateway = await functionReading(lake.url);

    const { owner, visitor } = await bookPaintProtection(gateway, 'pt');
    expect(owner.text).toContain(`Service: ${renamed.en}`);
    expect(visitor.text).toContain(`${ACKNOWLEDGEMENT_MESSAGES.pt.labels.service}: ${renamed.pt}`);
    expect(visitor.text).not.toContain(ACKNOWLEDGEMENT_MESSAGES.pt.services.ppf);
  });

  it('fall back to English for a language the content has no title in', async () => {
    const gateway = await functionReading(lake.url);
    const token = await signInToLake(lake.url, LOCAL_ACCOUNT_DEFAULTS.owner, 'http://localhost:3000/studio');
    await publishEdit(lake.url, token, { id: 'service-ppf', fieldPath: 'title.uk', value: undefined });
    const { visitor } = await bookPaintProtection(gateway, 'uk');
    const english = (await (
      await fetch(
        `${lake.url}/v2025-10-01/data/query/production?query=${encodeURIComponent('*[_id == "service-ppf"][0].title.en')}`,
      )
    ).json()) as { result: string };
    expect(visitor.text).toContain(`${ACKNOWLEDGEMENT_MESSAGES.uk.labels.service}: ${english.result}`);
  });

  it("are the function's own when the content source cannot answer, and the booking is mailed all the same", async () => {
    const gateway = await functionReading(`http://127.0.0.1:${await freePort()}`);
    const { owner, visitor } = await bookPaintProtection(gateway, 'pt');
    expect(owner.text).toContain(`Service: ${ACKNOWLEDGEMENT_MESSAGES.en.services.ppf}`);
    expect(visitor.text).toContain(
      `${ACKNOWLEDGEMENT_MESSAGES.pt.labels.service}: ${ACKNOWLEDGEMENT_MESSAGES.pt.services.ppf}`,
    );
  });
});
