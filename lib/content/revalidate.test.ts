import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { handleRevalidateWebhook, WEBHOOK_MAX_BODY_BYTES, WEBHOOK_SIGNATURE_MAX_AGE_MS } from './revalidate';
import { CACHE_TAGS, type CacheTag } from './tags';

const secret = 'a-test-secret-of-enough-length';

async function send(
  body: string | ReadableStream<Uint8Array>,
  signature?: string,
  publishPrices?: () => Promise<void>,
) {
  const revalidated: CacheTag[] = [];
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set(SIGNATURE_HEADER_NAME, signature);
  const response = await handleRevalidateWebhook(
    new NextRequest('http://localhost/api/revalidate', {
      method: 'POST',
      body,
      headers,
      // A streamed body needs it (fetch's RequestInit); Next's own type does not list it.
      ...{ duplex: 'half' },
    }),
    { secret, waitForConsistency: false, revalidate: (tag) => revalidated.push(tag), publishPrices },
  );
  return { status: response.status, json: await response.json(), revalidated };
}

describe('revalidation webhook', () => {
  it('revalidates exactly the tag of the changed type when the signature is valid', async () => {
    const body = JSON.stringify({ _id: 'service-ppf', _type: 'service' });
    const result = await send(body, await encodeSignatureHeader(body, Date.now(), secret));
    expect(result.status).toBe(200);
    expect(result.revalidated).toEqual([CACHE_TAGS.service]);
  });

  it('copies the prices to the booking database after a change of a type they are read from, and only then', async () => {
    let published = 0;
    const publish = async () => void published++;
    for (const [type, copies] of [
      ['vehicleSize', 1],
      ['serviceExtra', 1],
      ['service', 1],
      ['siteSettings', 1],
      ['faq', 0],
    ] as const) {
      const before = published;
      const body = JSON.stringify({ _id: `${type}-x`, _type: type });
      const result = await send(body, await encodeSignatureHeader(body, Date.now(), secret), publish);
      expect(result.status).toBe(200);
      expect(published - before).toBe(copies);
    }
  });

  it('answers 500 when the prices could not be copied (Sanity delivers again), after revalidating', async () => {
    const body = JSON.stringify({ _id: 'vehicleSize-van', _type: 'vehicleSize' });
    const result = await send(body, await encodeSignatureHeader(body, Date.now(), secret), async () => {
      throw new Error('the database is down');
    });
    expect(result.status).toBe(500);
    expect(result.json.message).toContain('the database is down');
    expect(result.revalidated).toEqual([CACHE_TAGS.vehicleSize]);
  });

  it('revalidates nothing for types no page reads', async () => {
    const body = JSON.stringify({ _id: 'image-x', _type: 'sanity.imageAsset' });
    const result = await send(body, await encodeSignatureHeader(body, Date.now(), secret));
    expect(result.status).toBe(200);
    expect(result.revalidated).toEqual([]);
  });

  it('answers 401 and revalidates nothing without a signature', async () => {
    const result = await send(JSON.stringify({ _type: 'service' }));
    expect(result.status).toBe(401);
    expect(result.revalidated).toEqual([]);
  });

  it('answers 401 to a forged signature or a tampered body', async () => {
    const body = JSON.stringify({ _type: 'service' });
    const forged = await send(body, await encodeSignatureHeader(body, Date.now(), 'another-secret-entirely'));
    expect(forged.status).toBe(401);
    const signedOther = await encodeSignatureHeader(JSON.stringify({ _type: 'homePage' }), Date.now(), secret);
    const tampered = await send(body, signedOther);
    expect(tampered.status).toBe(401);
    expect([...forged.revalidated, ...tampered.revalidated]).toEqual([]);
  });

  it('rejects a signed body without a type', async () => {
    const body = JSON.stringify({ _id: 'x' });
    const result = await send(body, await encodeSignatureHeader(body, Date.now(), secret));
    expect(result.status).toBe(400);
    expect(result.revalidated).toEqual([]);
  });

  it('answers 401 to a bad signature whatever the body, before parsing it', async () => {
    const result = await send('{not json', await encodeSignatureHeader('{"_type":"service"}', Date.now(), secret));
    expect(result.status).toBe(401);
    const malformed = await send('{not json', 'v1=abc');
    expect(malformed.status).toBe(401);
  });

  it(`refuses a signature more than ${WEBHOOK_SIGNATURE_MAX_AGE_MS / 60_000} minutes old or ahead, and takes one within`, async () => {
    const body = JSON.stringify({ _type: 'service' });
    const at = async (offsetMs: number) =>
      (await send(body, await encodeSignatureHeader(body, Date.now() + offsetMs, secret))).status;
    expect(await at(-WEBHOOK_SIGNATURE_MAX_AGE_MS - 10_000)).toBe(401);
    expect(await at(WEBHOOK_SIGNATURE_MAX_AGE_MS + 10_000)).toBe(401);
    // A 2021 signature, as a probe sent.
    expect((await send(body, await encodeSignatureHeader(body, Date.UTC(2021, 5, 1), secret))).status).toBe(401);
    expect(await at(-60_000)).toBe(200);
  });

  it('refuses a body over the limit with 413, declared or streamed, without reading it whole', async () => {
    const big = 'x'.repeat(WEBHOOK_MAX_BODY_BYTES + 1);
    expect((await send(big, await encodeSignatureHeader(big, Date.now(), secret))).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    expect((await send(endless, await encodeSignatureHeader('{}', Date.now(), secret))).status).toBe(413);
    // It stopped at the first chunk past the limit (a stream that never ends would hang otherwise).
    expect(pulled).toBeLessThan(5);
  });
});
