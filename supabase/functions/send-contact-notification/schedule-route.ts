import { json } from './json-response.ts';

/**
 * Work the database hands out to one function run at a time (claim_booking_digest,
 * claim_booking_mail): a claimed item is completed once the mail service accepted its mail, or
 * released to be tried again after a backoff. A claim a run never settles expires on its own.
 */
export interface ClaimQueue<Item extends { id: number }> {
  /** The next due item, or null when nothing is due. */
  claim(): Promise<Item | null>;
  complete(id: number): Promise<void>;
  release(id: number, error: string): Promise<void>;
}

/**
 * The schedule's pg_net calls wait 60 s (request_booking_digest, request_booking_mails); answer well
 * within it. The delivery migration's comment still calls it DIGEST_RUN_BUDGET_MS.
 */
export const SCHEDULE_RUN_BUDGET_MS = 45_000;

export interface ScheduleRoute<Item extends { id: number }, Counts extends Record<string, number>> {
  queue: ClaimQueue<Item>;
  /** What the schedule sends as its Bearer token (Vault's booking_digest_secret); null: the route is off. */
  secret: string | null;
  /** Items are sent one after another until this much time has passed; the next run goes on. */
  budgetMs?: number;
  /** What an item is, for answers and the log ("booking digest"). */
  item: string;
  /** What waits while the secret is unset, for the log ("stored requests that were not mailed"). */
  waiting: string;
  /** The answer's counts before the first item. */
  none: Counts;
  /**
   * Mails one item; resolves with what it adds to the counts once the mail service accepted the
   * mail (or there was nothing to send). A rejection releases the item and ends the run.
   */
  send(item: Item): Promise<Counts>;
}

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * A route only Supabase Cron calls (pg_net, Bearer = Vault's booking_digest_secret): it sends what
 * the queue hands out, one item after another within the budget. Each item's mail carries an
 * idempotency key of its id, so an item whose run died after sending is not delivered twice.
 */
export function createScheduleRoute<Item extends { id: number }, Counts extends Record<string, number>>(
  route: ScheduleRoute<Item, Counts>,
): (request: Request) => Promise<Response> {
  const budgetMs = route.budgetMs ?? SCHEDULE_RUN_BUDGET_MS;
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });
    await request.body?.cancel();
    if (route.secret === null) {
      console.error(`BOOKING_DIGEST_SECRET is not set: ${route.waiting} wait`);
      return json(503, { error: `No ${route.item} is sent: the function has no BOOKING_DIGEST_SECRET` });
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!sameSecret(token, route.secret)) return json(401, { error: 'Not the booking schedule' });

    const started = Date.now();
    const counts: Record<string, number> = { ...route.none };
    while (Date.now() - started < budgetMs) {
      let item: Item | null;
      try {
        item = await route.queue.claim();
      } catch (error) {
        console.error(error);
        return json(500, { error: `Could not claim a ${route.item}`, ...counts });
      }
      if (item === null) break;
      try {
        for (const [name, count] of Object.entries(await route.send(item))) counts[name] = (counts[name] ?? 0) + count;
      } catch (error) {
        console.error(error);
        // Left claimed if this fails too: the claim expires and a later run retries the item.
        await route.queue.release(item.id, (error as Error).message).catch(console.error);
        return json(502, { error: `A ${route.item} could not be sent; it is retried later`, ...counts });
      }
      try {
        await route.queue.complete(item.id);
      } catch (error) {
        // The mail went out; a later run sends the item again under the same idempotency key,
        // which the mail service answers without sending twice.
        console.error(error);
        return json(500, { error: `A ${route.item} was sent but could not be recorded`, ...counts });
      }
    }
    return json(200, { ok: true, ...counts });
  };
}
