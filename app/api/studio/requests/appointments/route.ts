import { jsonAnswer, parseAppointmentsQuery, refusal, studioRequests, todayInLisbon } from '@/lib/booking/server';

/**
 * The week view: the confirmed appointments starting on `?days=` Lisbon days (default 14, at most
 * 62) from `?from=YYYY-MM-DD` (default today in Lisbon), by start.
 */
export function GET(request: Request): Promise<Response> {
  return studioRequests(request, async ({ inbox }) => {
    const query = parseAppointmentsQuery(new URL(request.url).searchParams, todayInLisbon());
    if (!query.ok) return refusal(query);
    return jsonAnswer({ appointments: await inbox.listAppointments(query.value.from, query.value.days) });
  });
}
