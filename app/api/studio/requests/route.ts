import { jsonAnswer, parseListQuery, refusal, studioRequests } from '@/lib/booking/server';

/** The Requests tool's list: `?status&service&search&page`, newest first, 50 a page, with the count of new requests. */
export function GET(request: Request): Promise<Response> {
  return studioRequests(request, async ({ inbox }) => {
    const query = parseListQuery(new URL(request.url).searchParams);
    if (!query.ok) return refusal(query);
    return jsonAnswer(await inbox.list(query.value));
  });
}
