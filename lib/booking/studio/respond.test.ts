import { describe, expect, it } from 'vitest';
import { InboxDatabaseError, InboxInputError, InboxUnavailableError, type Inbox } from '@/lib/booking/inbox';
import type { CallerCheck } from '@/lib/booking/studio/auth/studio-caller';
import { jsonAnswer, studioRequestsHandler } from './respond';

const OWNER: CallerCheck = { ok: true, caller: { id: 'p-owner', name: 'Owner' } };
const request = new Request('http://localhost/api/studio/requests');
const inbox = {} as Inbox;

function handler(check: CallerCheck, makeInbox: () => Inbox = () => inbox) {
  const logged: unknown[][] = [];
  const handle = studioRequestsHandler({
    checkCaller: async () => check,
    inbox: makeInbox,
    log: { error: (...args: unknown[]) => void logged.push(args) },
  });
  return { handle, logged };
}

const answer = async (response: Response) => ({
  status: response.status,
  cache: response.headers.get('cache-control'),
  body: (await response.json()) as unknown,
});

describe('the Requests API frame', () => {
  it('does the work for an administrator, with who they are and the inbox', async () => {
    const { handle } = handler(OWNER);
    let seen: unknown;
    const response = await handle(request, async (context) => {
      seen = context;
      return jsonAnswer({ rows: [] });
    });
    expect(seen).toEqual({ caller: { id: 'p-owner', name: 'Owner' }, inbox });
    expect(await answer(response)).toEqual({ status: 200, cache: 'no-store', body: { rows: [] } });
  });

  it.each([401, 403, 503] as const)('answers a refused caller %i before anything else', async (status) => {
    let inboxMade = false;
    const { handle } = handler({ ok: false, status, error: 'refused' }, () => {
      inboxMade = true;
      return inbox;
    });
    let worked = false;
    const response = await handle(request, async () => {
      worked = true;
      return jsonAnswer({});
    });
    expect(await answer(response)).toEqual({ status, cache: 'no-store', body: { error: 'refused' } });
    expect([inboxMade, worked]).toEqual([false, false]);
  });

  it('answers 503 to an administrator when the secret key is not configured', async () => {
    const { handle } = handler(OWNER, () => {
      throw new InboxUnavailableError('SUPABASE_SECRET_KEY is not set');
    });
    expect(await answer(await handle(request, async () => jsonAnswer({})))).toEqual({
      status: 503,
      cache: 'no-store',
      body: { error: 'SUPABASE_SECRET_KEY is not set' },
    });
  });

  it('answers the inbox’s refusals 400, and keeps database details in the log (502)', async () => {
    const { handle, logged } = handler(OWNER);
    const refused = await handle(request, async () => {
      throw new InboxInputError('note', 'note must be at most 2000 characters');
    });
    expect(await answer(refused)).toEqual({
      status: 400,
      cache: 'no-store',
      body: { error: 'note must be at most 2000 characters' },
    });
    const failed = await handle(request, async () => {
      throw new InboxDatabaseError('list_booking_requests failed: relation does not exist (42P01)', '42P01');
    });
    const body = await answer(failed);
    expect(body.status).toBe(502);
    expect(JSON.stringify(body.body)).not.toContain('42P01');
    expect(String(logged[0]?.[0])).toContain('42P01');
    const crashed = await handle(request, async () => {
      throw new TypeError('boom');
    });
    expect((await answer(crashed)).status).toBe(500);
  });
});
