import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { NextRequest } from 'next/server';
import { BodyTooLarge, readLimitedText } from '@/lib/security/limited-body';
import { isPriceListType } from './price-list-types';
import { tagsForDocumentType, type CacheTag } from './tags';

/** The projection `{_type, _id}` is a few dozen bytes; nothing larger is read. */
export const WEBHOOK_MAX_BODY_BYTES = 4 * 1024;
/**
 * A signature older (or further ahead) than this is refused, so a captured call cannot be replayed
 * later; one replayed within it only revalidates again, which is harmless.
 */
export const WEBHOOK_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;
/** Hosted Content Lake is eventually consistent: a query right after the webhook may miss the change. */
const CONSISTENCY_WAIT_MS = 3000;

/**
 * Sanity webhook → cache tags. Only a correctly and recently signed body revalidates anything, and
 * only the tags of the changed document's type; the body is refused before it is read when it is
 * too large, and before it is parsed when its signature is wrong. Configure the webhook in Sanity
 * with the projection `{_type, _id}` and the same secret.
 */
export async function handleRevalidateWebhook(
  request: NextRequest,
  options: {
    secret: string;
    waitForConsistency: boolean;
    revalidate: (tag: CacheTag) => void;
    /** Copies the published prices to the booking database (a change of a type PRICE_LIST_TYPES names). */
    publishPrices?: () => Promise<void>;
    now?: () => number;
  },
): Promise<Response> {
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return Response.json({ message: 'Missing signature' }, { status: 401 });
  let signedAt: number;
  try {
    signedAt = decodeSignatureHeader(signature).timestamp;
  } catch {
    return Response.json({ message: 'Malformed signature' }, { status: 401 });
  }
  let text: string;
  try {
    text = await readLimitedText(request, WEBHOOK_MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return Response.json({ message: `Body larger than ${WEBHOOK_MAX_BODY_BYTES} bytes` }, { status: 413 });
  }
  if (!(await isValidSignature(text, signature, options.secret.trim()))) {
    return Response.json({ message: 'Invalid signature' }, { status: 401 });
  }
  if (Math.abs((options.now ?? Date.now)() - signedAt) > WEBHOOK_SIGNATURE_MAX_AGE_MS) {
    return Response.json(
      { message: `Signature expired: signed more than ${WEBHOOK_SIGNATURE_MAX_AGE_MS / 60_000} minutes from now` },
      { status: 401 },
    );
  }
  if (options.waitForConsistency) await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_WAIT_MS));
  let body: { _type?: unknown } | null;
  try {
    body = JSON.parse(text) as { _type?: unknown } | null;
  } catch {
    return Response.json({ message: 'Invalid JSON body' }, { status: 400 });
  }
  const type = body?._type;
  if (typeof type !== 'string') {
    return Response.json({ message: 'Body must include _type' }, { status: 400 });
  }
  const tags = tagsForDocumentType(type);
  tags.forEach(options.revalidate);
  if (options.publishPrices && isPriceListType(type)) {
    try {
      await options.publishPrices();
    } catch (error) {
      // A failed answer makes Sanity deliver the webhook again; revalidating twice is harmless.
      console.error('Publishing the price list to the booking database failed:', error);
      return Response.json(
        {
          revalidated: tags,
          type,
          message: `The booking database's price list was not updated: ${(error as Error).message}`,
        },
        { status: 500 },
      );
    }
    return Response.json({ revalidated: tags, type, pricesPublished: true });
  }
  return Response.json({ revalidated: tags, type });
}
