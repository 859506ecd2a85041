import type { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { tagsForDocumentType, type CacheTag } from './tags';

/**
 * Sanity webhook → cache tags. Only a correctly signed body revalidates anything, and only the
 * tags of the changed document's type. Configure the webhook in Sanity with the projection
 * `{_type, _id}` and the same secret.
 */
export async function handleRevalidateWebhook(
  request: NextRequest,
  options: { secret: string; waitForConsistency: boolean; revalidate: (tag: CacheTag) => void },
): Promise<Response> {
  let parsed: Awaited<ReturnType<typeof parseBody<{ _type?: unknown }>>>;
  try {
    parsed = await parseBody<{ _type?: unknown }>(request, options.secret, options.waitForConsistency);
  } catch {
    return Response.json({ message: 'Invalid JSON body' }, { status: 400 });
  }
  if (parsed.isValidSignature !== true) {
    return Response.json({ message: 'Invalid or missing signature' }, { status: 401 });
  }
  const type = parsed.body?._type;
  if (typeof type !== 'string') {
    return Response.json({ message: 'Body must include _type' }, { status: 400 });
  }
  const tags = tagsForDocumentType(type);
  tags.forEach(options.revalidate);
  return Response.json({ revalidated: tags, type });
}
