import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { LakeDocument, Transaction } from './store.ts';

/**
 * Sanity's GROQ-powered webhook, as configured for this site: on create, update and delete of a
 * published document, POST the projection `{_type, _id}`, signed with the shared secret in the
 * `sanity-webhook-signature` header (@sanity/webhook, what Sanity signs with). Drafts never fire
 * it, as with a webhook whose filter leaves drafts out (Sanity's default). Failed deliveries are
 * retried with backoff, like Sanity's, and reported loudly.
 */
export interface WebhookTarget {
  url: string;
  secret: string;
}

const RETRY_DELAYS_MS = [500, 2_000, 5_000];

const isPublished = (id: string) => !id.includes('.');

/** One `{_type, _id}` body per published document the transaction created, changed or deleted. */
export function webhookBodies(transaction: Transaction): { _type: string; _id: string }[] {
  return Object.entries(transaction.after).flatMap(([id, after]) => {
    const doc: LakeDocument | null = after ?? transaction.before[id] ?? null;
    return isPublished(id) && doc ? [{ _type: doc._type, _id: id }] : [];
  });
}

export async function deliver(target: WebhookTarget, body: { _type: string; _id: string }): Promise<boolean> {
  const payload = JSON.stringify(body);
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), target.secret),
        },
        body: payload,
      });
      if (response.ok) return true;
      console.error(`[content-lake] webhook ${target.url} answered ${response.status} for ${body._id}`);
      if (response.status < 500 && response.status !== 429) return false;
    } catch (error) {
      console.error(`[content-lake] webhook ${target.url} unreachable for ${body._id}: ${String(error)}`);
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
