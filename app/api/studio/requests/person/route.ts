import {
  erasePersonWithReviews,
  jsonAnswer,
  parsePersonRequest,
  personExportFileName,
  readJsonBody,
  refusal,
  studioRequests,
  todayInLisbon,
} from '@/lib/booking/server';
import { deleteBookingReviews } from '@/lib/content/review-drafts';

/**
 * Everything stored about one email address: `{email, action: 'export'}` answers it as a JSON file
 * (the right of access); `{email, action: 'erase', confirm: true}` deletes it (the right to erasure),
 * then the Studio's documents of the person's reviews but those they asked to keep, and answers what
 * was deleted (502 naming the reviews left when the Content Lake refused). The server's log records
 * who did either, never whose data it was.
 */
export function POST(request: Request): Promise<Response> {
  return studioRequests(request, async ({ inbox, caller }) => {
    const body = await readJsonBody(request);
    if (!body.ok) return refusal(body);
    const asked = parsePersonRequest(body.value);
    if (!asked.ok) return refusal(asked);
    const { email, action } = asked.value;
    if (action === 'export') {
      const data = await inbox.exportPerson(email);
      console.info(`[studio requests] ${caller.id} exported one person's booking data`);
      return jsonAnswer(data, {
        headers: { 'content-disposition': `attachment; filename=${personExportFileName(todayInLisbon())}` },
      });
    }
    const erased = await erasePersonWithReviews(inbox, email, deleteBookingReviews);
    console.info(
      `[studio requests] ${caller.id} erased one person's booking data (${erased.bookingRequests} requests, ${erased.deletedReviews.length} reviews)`,
    );
    return jsonAnswer(erased);
  });
}
