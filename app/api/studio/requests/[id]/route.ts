import {
  applyRequestChange,
  errorAnswer,
  jsonAnswer,
  parseChange,
  parseRequestId,
  readJsonBody,
  refusal,
  studioRequests,
} from '@/lib/booking/server';
import { getAppointmentContent } from '@/lib/content';
import { publicEnv } from '@/lib/env/public';

type Context = { params: Promise<{ id: string }> };

const NOT_FOUND = 'No booking request has this id';

/** One request with its appointment, its mails and its history (who changed what, when). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return studioRequests(request, async ({ inbox }) => {
    const parsed = parseRequestId(id);
    if (!parsed.ok) return refusal(parsed);
    const detail = await inbox.get(parsed.value);
    return detail ? jsonAnswer(detail) : errorAnswer(404, NOT_FOUND);
  });
}

/**
 * `{status}`, `{note}`, `{appointment}` or `{cancelAppointment}`, recorded as the signed-in
 * administrator's change; an appointment, and a move to `done` (which queues the review request),
 * take the owner's settings and the mails' texts from the published content in the visitor's
 * language. Answers the request as it now is.
 */
export async function PATCH(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return studioRequests(request, async ({ inbox, caller }) => {
    const parsedId = parseRequestId(id);
    if (!parsedId.ok) return refusal(parsedId);
    const body = await readJsonBody(request);
    if (!body.ok) return refusal(body);
    const change = parseChange(body.value);
    if (!change.ok) return refusal(change);
    const detail = await applyRequestChange(inbox, parsedId.value, change.value, caller, {
      appointmentContent: getAppointmentContent,
      siteUrl: publicEnv.siteUrl,
    });
    return detail ? jsonAnswer(detail) : errorAnswer(404, NOT_FOUND);
  });
}
