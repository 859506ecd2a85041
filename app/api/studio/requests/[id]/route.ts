import {
  errorAnswer,
  jsonAnswer,
  parseChange,
  parseRequestId,
  readJsonBody,
  refusal,
  studioRequests,
} from '@/lib/booking/server';

type Context = { params: Promise<{ id: string }> };

const NOT_FOUND = 'No booking request has this id';

/** One request with its history (who changed what, when). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return studioRequests(request, async ({ inbox }) => {
    const parsed = parseRequestId(id);
    if (!parsed.ok) return refusal(parsed);
    const detail = await inbox.get(parsed.value);
    return detail ? jsonAnswer(detail) : errorAnswer(404, NOT_FOUND);
  });
}

/** `{status}` or `{note}`, recorded as the signed-in administrator's change; answers the request as it now is. */
export async function PATCH(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return studioRequests(request, async ({ inbox, caller }) => {
    const parsedId = parseRequestId(id);
    if (!parsedId.ok) return refusal(parsedId);
    const body = await readJsonBody(request);
    if (!body.ok) return refusal(body);
    const change = parseChange(body.value);
    if (!change.ok) return refusal(change);
    const detail =
      'status' in change.value
        ? await inbox.setStatus(parsedId.value, change.value.status, caller)
        : await inbox.setNote(parsedId.value, change.value.note, caller);
    return detail ? jsonAnswer(detail) : errorAnswer(404, NOT_FOUND);
  });
}
