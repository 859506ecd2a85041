import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { handleRevalidateWebhook } from './revalidate';
import { CACHE_TAGS, type CacheTag } from './tags';

const secret = 'a-test-secret-of-enough-length';

async function send(body: string, signature?: string) {
  const revalidated: CacheTag[] = [];
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set(SIGNATURE_HEADER_NAME, signature);
  const response = await handleRevalidateWebhook(
    new NextRequest('http://localhost/api/revalidate', { method: 'POST', body, headers }),
    { secret, waitForConsistency: false, revalidate: (tag) => revalidated.push(tag) },
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
});
