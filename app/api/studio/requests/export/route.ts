import { todayInLisbon } from '@/lib/booking/dates';
import { exportFileName } from '@/lib/studio-requests/contract';
import { csvLabels, exportLocale } from '@/lib/studio-requests/csv-labels';
import { parseListQuery } from '@/lib/studio-requests/parse';
import { NO_STORE, refusal } from '@/lib/studio-requests/respond';
import { studioRequests } from '@/lib/studio-requests/server';

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
