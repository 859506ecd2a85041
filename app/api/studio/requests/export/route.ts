import {
  csvLabels,
  exportFileName,
  exportLocale,
  NO_STORE,
  parseListQuery,
  refusal,
  studioRequests,
  todayInLisbon,
} from '@/lib/booking/server';

/**
 * Every request matching the list's filter (`?status&service&search`, no page) as a CSV file in the
 * Studio's language (`&locale=pt-PT`), streamed from the database a batch at a time.
 */
export function GET(request: Request): Promise<Response> {
  return studioRequests(request, async ({ inbox }) => {
    const params = new URL(request.url).searchParams;
    const query = parseListQuery(params);
    if (!query.ok) return refusal(query);
    const { page, ...filter } = query.value;
    void page;
    const csv = inbox.exportCsv(filter, { labels: csvLabels(exportLocale(params)) });
    return new Response(csv, {
      headers: {
        ...NO_STORE,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename=${exportFileName(todayInLisbon())}`,
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
