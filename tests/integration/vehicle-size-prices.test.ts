import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_PRICE_KEY_MAX_LENGTH,
  LOCALES,
  SERVICE_EXTRAS_MAX,
  SERVICE_VALUES,
  type Locale,
} from '@/lib/constants';
import type { Database } from '@/lib/booking/database.types';
import {
  estimate,
  estimateOfStored,
  extrasFor,
  sameEstimate,
  type Estimate,
  type PriceList,
  type StoredEstimate,
} from '@/lib/booking/estimate';
import { publishBookingPriceList } from '@/lib/booking/prices';
import { estimateText } from '@/lib/booking/submit/estimate-text';
import { toNotificationPayload, toSubmissionRow } from '@/lib/booking/submit/payloads';
import { submitBookingRequest, type BookingOutcome } from '@/lib/booking/submit/submit-booking-request';
import { formatEuroCents } from '@/lib/format';
import { getMessages } from '@/lib/i18n/messages';
import type { StoredEstimate as FunctionStoredEstimate } from '../../supabase/functions/send-contact-notification/stored-estimate.ts';
import { LOCAL_BOOKING_DIGEST_SECRET } from '../../stand-ins/supabase/stack.ts';
import type { CapturedMail } from '../../stand-ins/mail-catcher/server.ts';
import { loadBundledPriceList } from '../support/price-list.ts';
import { aDigestLater, digestsListing, storeOnly } from './digest.ts';
import {
  anonClient,
  formValues,
  functionUrl,
  mailsAbout,
  restHeaders,
  stack,
  storedRows,
  superuserQuery,
  visitorFetch,
} from './support.ts';

/**
 * Prices by vehicle size through the real parts: the bundled content's price list (read from a
 * Content Lake with the site's query) published to the database with the site's call, requests
 * sent with the site's submission (insert, then the function), the database's trigger computing
 * the stored estimate, the function's answer and mails (mail catcher), against the form's own
 * computation (lib/booking/estimate.ts) and wording (the site's catalogs).
 */

type BookingPriceList = PriceList<Record<Locale, string>>;

const service = createClient<Database>(stack.apiUrl, stack.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const publish = (list: BookingPriceList) => publishBookingPriceList(service, list);

let bundled: BookingPriceList;
beforeAll(async () => {
  bundled = await loadBundledPriceList();
  await publish(bundled);
}, 60_000);
// Later files see the bundled prices, whatever a test below published.
afterAll(() => publish(bundled));

// The function's copy of the stored estimate's type is the site's (checked when the tests are typechecked).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const functionTypeIsTheSite: Same<FunctionStoredEstimate, StoredEstimate> = true;
expect(functionTypeIsTheSite).toBe(true);

/** The form's estimate line in a language ("Estimate: €375, VAT included, …", or on request); null: none. */
function formLine(shown: Estimate, list: BookingPriceList, language: Locale): string | null {
  if (shown.kind === 'none') return null;
  return estimateText(shown, list.vatRegime, getMessages(language) as never, language);
}

/** What the stored estimate holds for a choice, derived from the list and the form's computation. */
function expectedStored(
  list: BookingPriceList,
  choice: { service: string | null; size: string | null; extras: string[] },
): StoredEstimate | null {
  if (choice.size === null && choice.extras.length === 0) return null;
  const shown = estimate(list, choice);
  const size = list.sizes.find((entry) => entry.key === choice.size) ?? null;
  const prices = list.services.find((entry) => entry.value === choice.service)?.prices ?? {};
  return {
    vatRegime: list.vatRegime,
    service: choice.service,
    size: size && { key: size.key, label: size.label },
    sizeCents: choice.service !== null && choice.size !== null ? (prices[choice.size] ?? null) : null,
    extras: extrasFor(list, choice.service)
      .filter((extra) => choice.extras.includes(extra.key))
      .map(({ key, label, cents }) => ({ key, label, cents })),
    totalCents: shown.kind === 'price' ? shown.totalCents : null,
    onRequest: shown.kind === 'on-request',
    freeCollection: shown.kind === 'price' && shown.freeCollection,
  };
}

async function storedEstimates(emails: string[]): Promise<Map<string, StoredEstimate | null>> {
  const rows = await superuserQuery<{ email: string; estimate: StoredEstimate | null }>(
    'select email, estimate from public.contact_submissions where email = any ($1)',
    [emails],
  );
  return new Map(rows.map((row) => [row.email, row.estimate]));
}

async function allMails(): Promise<CapturedMail[]> {
  return (await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as CapturedMail[];
}

const ownerMailOf = (mails: CapturedMail[], email: string) =>
  mails.filter((mail) => mail.to.includes(stack.ownerEmail) && mail.replyTo.includes(email));
const visitorMailOf = (mails: CapturedMail[], email: string) => mails.filter((mail) => mail.to.includes(email));

/** Every subset of the keys, each in the keys' order. */
const subsets = (keys: string[]): string[][] =>
  keys.reduce<string[][]>((all, key) => [...all, ...all.map((subset) => [...subset, key])], [[]]);

describe('every service × size × extras of the bundled content', () => {
  it('stores, answers and mails the estimate the form computes, in every language', async () => {
    const combos = SERVICE_VALUES.flatMap((value) =>
      [null, ...bundled.sizes.map((size) => size.key)].flatMap((size) =>
        subsets(extrasFor(bundled, value).map((extra) => extra.key)).map((extras) => ({
          service: value as string,
          size,
          extras,
        })),
      ),
    ).map((choice, index) => ({
      ...choice,
      language: LOCALES[index % LOCALES.length]!,
      // The visitor's order is not the list's: the stored estimate lists extras in the list's.
      sent: index % 2 === 0 ? choice.extras : [...choice.extras].reverse(),
    }));
    // The bundled content has what the combinations must cover.
    const shown = combos.map((choice) => estimate(bundled, choice));
    expect(shown.some((one) => one.kind === 'on-request')).toBe(true);
    expect(shown.some((one) => one.kind === 'price' && one.freeCollection)).toBe(true);
    expect(shown.some((one) => one.kind === 'price' && !one.freeCollection)).toBe(true);
    expect(combos.some((choice) => choice.extras.length >= 3)).toBe(true);

    // A form fill per combination, sent concurrently in modest batches.
    const sent: { values: Awaited<ReturnType<typeof formValues>>; outcome: BookingOutcome }[] = [];
    const batch = 12;
    for (let start = 0; start < combos.length; start += batch) {
      sent.push(
        ...(await Promise.all(
          combos.slice(start, start + batch).map(async (choice) => {
            const values = await formValues({
              service: choice.service,
              vehicleSize: choice.size ?? '',
              extras: choice.sent,
            });
            return { values, outcome: await submitBookingRequest(values, choice.language, anonClient()) };
          }),
        )),
      );
    }

    const stored = await storedEstimates(sent.map(({ values }) => values.email));
    const mails = await allMails();
    combos.forEach((choice, index) => {
      const { values, outcome } = sent[index]!;
      const context = `${choice.service} × ${choice.size} × [${choice.extras.join(', ')}] in ${choice.language}`;
      const expected = expectedStored(bundled, choice);
      const page = estimate(bundled, choice);
      expect(outcome, context).toEqual({ status: 'success', ...(expected ? { estimate: expected } : {}) });
      expect(stored.get(values.email), context).toEqual(expected);
      expect(sameEstimate(estimateOfStored(expected), page), context).toBe(true);

      const [owner, ...moreOwner] = ownerMailOf(mails, values.email);
      const [visitor, ...moreVisitor] = visitorMailOf(mails, values.email);
      expect([moreOwner, moreVisitor], context).toEqual([[], []]);
      const ownerLine = formLine(page, bundled, 'en');
      const visitorLine = formLine(page, bundled, choice.language);
      if (ownerLine) {
        // The form writes "Estimate: …"; the owner's mail has the same row, on request too.
        expect(owner!.text, context).toContain(page.kind === 'on-request' ? `Estimate: ${ownerLine}` : ownerLine);
        expect(visitor!.text, context).toContain(visitorLine);
      } else {
        expect(owner!.text, context).not.toContain('Estimate:');
      }
      for (const [mail, language] of [
        [owner!, 'en'],
        [visitor!, choice.language],
      ] as const) {
        if (expected?.size) expect(mail.text, context).toContain(expected.size.label[language]);
        for (const extra of expected?.extras ?? []) {
          expect(mail.text, context).toContain(`${extra.label[language]} (${formatEuroCents(extra.cents, language)})`);
        }
      }
    });
  }, 120_000);
});

describe('bad input', () => {
  const refusedWhole = async (values: Awaited<ReturnType<typeof formValues>>) => {
    expect(await storedRows(values.email)).toEqual([]);
    expect(await mailsAbout(values.email)).toEqual([]);
  };

  it.each([
    ['an unknown size', { service: 'full-detail', vehicleSize: 'vehicleSize-limousine' }, 'unknown-size'],
    ['an unknown extra', { service: 'full-detail', extras: ['serviceExtra-wax'] }, 'unknown-extra'],
    ['an extra not offered with the service', { service: 'ppf', extras: ['serviceExtra-headlights'] }, 'unknown-extra'],
    ['extras without a service', { service: '', extras: ['serviceExtra-engine-bay'] }, 'extras-need-service'],
  ] as const)('%s: refused with its reason, nothing stored or mailed', async (_, fill, reason) => {
    const values = await formValues({ vehicleSize: 'vehicleSize-city', ...fill });
    const outcome = await submitBookingRequest(values, 'pt', anonClient());
    expect(outcome).toMatchObject({
      status: 'error',
      refusal: reason,
      error: { code: '22023', message: expect.stringMatching(new RegExp(`^booking-estimate: ${reason} \\(`)) },
    });
    await refusedWhole(values);
  });

  it('keys of the wrong shape, too many or repeated: refused by the table and the function alike', async () => {
    const eleven = Array.from({ length: SERVICE_EXTRAS_MAX + 1 }, (_, index) => `serviceExtra-${index}`);
    for (const columns of [
      { vehicle_size: 'city car' },
      { vehicle_size: 'x'.repeat(BOOKING_PRICE_KEY_MAX_LENGTH + 1) },
      { extras: eleven },
      { extras: ['serviceExtra-odour', 'serviceExtra-odour'] },
      { extras: ['serviceExtra-odour', ''] },
    ]) {
      const values = await formValues({ service: 'full-detail' });
      const row = { ...toSubmissionRow(values), ...columns };
      const { error } = await anonClient().from('contact_submissions').insert(row);
      expect(error?.code, JSON.stringify(columns)).toBe('23514');
      await refusedWhole(values);
      const response = await visitorFetch(functionUrl(), {
        method: 'POST',
        headers: restHeaders(stack.anonKey),
        body: JSON.stringify({ ...toNotificationPayload(values, 'en'), ...columns }),
      });
      expect(response.status, JSON.stringify(columns)).toBe(400);
    }
  });

  it('a tampered estimate in the insert: refused by the column grants, nothing stored', async () => {
    const values = await formValues({ service: 'ppf', vehicleSize: 'vehicleSize-suv' });
    const forged: StoredEstimate = {
      ...expectedStored(bundled, { service: 'ppf', size: 'vehicleSize-suv', extras: [] })!,
      totalCents: 100,
    };
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert({ ...toSubmissionRow(values), estimate: forged } as never);
    expect({ code: error?.code, status }).toEqual({ code: '42501', status: 401 });
    await refusedWhole(values);
  });

  it('an estimate or another size in the notification: refused, nothing mailed', async () => {
    const values = await formValues({ service: 'ppf', vehicleSize: 'vehicleSize-suv' });
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    const call = (body: unknown) =>
      visitorFetch(functionUrl(), { method: 'POST', headers: restHeaders(stack.anonKey), body: JSON.stringify(body) });
    const payload = toNotificationPayload(values, 'en');
    expect((await call({ ...payload, estimate: { totalCents: 100 } })).status).toBe(400);
    expect((await call({ ...payload, vehicle_size: 'vehicleSize-city' })).status).toBe(404);
    expect((await call({ ...payload, extras: ['serviceExtra-engine-bay'] })).status).toBe(404);
    expect(await mailsAbout(values.email)).toEqual([]);
    // The stored estimate is the database's own, whatever was tried.
    const [row] = await superuserQuery<{ estimate: StoredEstimate }>(
      'select estimate from public.contact_submissions where email = $1',
      [values.email],
    );
    expect(row!.estimate).toEqual(expectedStored(bundled, { service: 'ppf', size: 'vehicleSize-suv', extras: [] }));
  });

  it('a class on request: stored whole, the answer and both mails say the price is on request', async () => {
    const choice = { service: 'ceramic-coating', size: 'vehicleSize-van', extras: ['serviceExtra-engine-bay'] };
    expect(estimate(bundled, choice)).toEqual({ kind: 'on-request' });
    const values = await formValues({ service: choice.service, vehicleSize: choice.size, extras: choice.extras });
    const outcome = await submitBookingRequest(values, 'uk', anonClient());
    const expected = expectedStored(bundled, choice)!;
    expect(expected).toMatchObject({ onRequest: true, totalCents: null, sizeCents: null, freeCollection: false });
    expect(outcome).toEqual({ status: 'success', estimate: expected });
    expect(await storedRows(values.email)).toHaveLength(1);
    const mails = await mailsAbout(values.email);
    const owner = mails.find((mail) => mail.to.includes(stack.ownerEmail))!;
    const visitor = mails.find((mail) => mail.to.includes(values.email))!;
    expect(owner.text).toContain(`Estimate: ${getMessages('en')['booking.estimateOnRequest']}\n`);
    expect(visitor.text).toContain(getMessages('uk')['booking.estimateOnRequest']);
    expect(visitor.text).not.toMatch(/\d+\s?€, з ПДВ/);
  });
});

/** The bundled list with one service's price for one class moved by `byCents`. */
function withPrice(list: BookingPriceList, value: string, size: string, byCents: number): BookingPriceList {
  return {
    ...list,
    services: list.services.map((entry) =>
      entry.value === value ? { ...entry, prices: { ...entry.prices, [size]: entry.prices[size]! + byCents } } : entry,
    ),
  };
}

describe('a price changed after the page computed its estimate', () => {
  it('stores the new estimate, and the function answers it so the form can say so', async () => {
    const choice = { service: 'full-detail', size: 'vehicleSize-suv', extras: ['serviceExtra-pet-hair'] };
    const page = estimate(bundled, choice);
    const changed = withPrice(bundled, choice.service, choice.size, 1_550);
    await publish(changed);
    try {
      const values = await formValues({ service: choice.service, vehicleSize: choice.size, extras: choice.extras });
      const outcome = await submitBookingRequest(values, 'en', anonClient());
      const now = expectedStored(changed, choice)!;
      expect(now.totalCents).toBe((page as { totalCents: number }).totalCents + 1_550);
      expect(outcome).toEqual({ status: 'success', estimate: now });
      expect(sameEstimate(estimateOfStored(now), page)).toBe(false);
      expect((await storedEstimates([values.email])).get(values.email)).toEqual(now);
      const owner = (await mailsAbout(values.email)).find((mail) => mail.to.includes(stack.ownerEmail))!;
      expect(owner.text).toContain(formLine(estimateOfStored(now), changed, 'en'));
    } finally {
      await publish(bundled);
    }
  });

  it("free collection follows the owner's threshold in the published list", async () => {
    // Full detail, SUV, engine bay: 330 + 45 = 375 €, free over the bundled 350 €, not over 400 €.
    const choice = { service: 'full-detail', size: 'vehicleSize-suv', extras: ['serviceExtra-engine-bay'] };
    const higher: BookingPriceList = { ...bundled, freeCollectionOverCents: 40_000 };
    await publish(higher);
    try {
      const values = await formValues({ service: choice.service, vehicleSize: choice.size, extras: choice.extras });
      const outcome = await submitBookingRequest(values, 'en', anonClient());
      expect(outcome).toEqual({ status: 'success', estimate: expectedStored(higher, choice) });
      expect(estimate(higher, choice)).toEqual({ kind: 'price', totalCents: 37_500, freeCollection: false });
      expect(estimate(bundled, choice)).toEqual({ kind: 'price', totalCents: 37_500, freeCollection: true });
    } finally {
      await publish(bundled);
    }
  });

  it('under the VAT exemption, no mail says VAT included', async () => {
    const exempt: BookingPriceList = { ...bundled, vatRegime: 'exempt' };
    await publish(exempt);
    try {
      const choice = { service: 'paint-correction', size: 'vehicleSize-saloon', extras: ['serviceExtra-headlights'] };
      const values = await formValues({ service: choice.service, vehicleSize: choice.size, extras: choice.extras });
      const outcome = await submitBookingRequest(values, 'pt', anonClient());
      expect(outcome).toEqual({ status: 'success', estimate: expectedStored(exempt, choice) });
      const mails = await mailsAbout(values.email);
      expect(mails).toHaveLength(2);
      const owner = mails.find((mail) => mail.to.includes(stack.ownerEmail))!;
      const visitor = mails.find((mail) => mail.to.includes(values.email))!;
      expect(owner.text).toContain(formLine(estimate(exempt, choice), exempt, 'en'));
      expect(visitor.text).toContain(formLine(estimate(exempt, choice), exempt, 'pt'));
      expect(owner.text).not.toContain(getMessages('en')['price.vatIncluded']);
      expect(visitor.text).not.toContain(getMessages('pt')['price.vatIncluded']);
    } finally {
      await publish(bundled);
    }
  });
});

describe('publish_booking_price_list', () => {
  const published = async () =>
    (
      await superuserQuery<{ list: unknown; published_at: Date }>(
        'select list, published_at from private.booking_price_list',
      )
    )[0];

  it.each<[string, (list: BookingPriceList) => unknown, RegExp]>([
    [
      'not an object',
      () => [],
      /The price list is a JSON object with exactly the keys vatRegime, freeCollectionOverCents, sizes, services and extras/,
    ],
    ['an unknown VAT regime', (list) => ({ ...list, vatRegime: 'reduced' }), /vatRegime is "normal" or "exempt"/],
    [
      'a threshold in part cents',
      (list) => ({ ...list, freeCollectionOverCents: 350.5 }),
      /freeCollectionOverCents is a whole number of cents from 0 to/,
    ],
    [
      'a label without Ukrainian',
      (list) => ({
        ...list,
        sizes: [{ ...list.sizes[0]!, label: { en: 'City', pt: 'Cidade' } }, ...list.sizes.slice(1)],
      }),
      /sizes\[0\]\.label needs an en, a pt and a uk text/,
    ],
    [
      'a negative price',
      (list) => withPrice(list, 'ppf', 'vehicleSize-city', -200_000),
      /services\[\d+\]\.prices\.vehicleSize-city is a whole number of cents from 1 to 10000000, or null/,
    ],
    [
      'a price in euros with cents (not whole cents)',
      (list) => withPrice(list, 'ppf', 'vehicleSize-city', 0.5),
      /services\[\d+\]\.prices\.vehicleSize-city is a whole number of cents/,
    ],
    [
      'a price for a size the list does not have',
      (list) => ({ ...list, services: [{ value: 'ppf', prices: { 'vehicleSize-bus': 9_000 } }] }),
      /services\[0\]\.prices names vehicleSize-bus, which is not one of its sizes/,
    ],
    [
      'an extra named twice',
      (list) => ({ ...list, extras: [...list.extras, list.extras[0]!] }),
      /names the extra serviceExtra-[a-z-]+ twice/,
    ],
    [
      'an extra offered with no service',
      (list) => ({ ...list, extras: [{ ...list.extras[0]!, services: [] }] }),
      /extras\[0\]\.services is null \(every service\) or a list of distinct service values/,
    ],
    [
      'a key that is not a document id',
      (list) => ({ ...list, sizes: [{ ...list.sizes[0]!, key: 'city car' }] }),
      /sizes\[0\]\.key is 1 to 100 letters, digits, dots, underscores or hyphens/,
    ],
  ])('refuses %s with a clear message and keeps the previous list', async (_, malformed, message) => {
    const before = await published();
    expect(before?.list).toEqual(bundled);
    await expect(publish(malformed(bundled) as BookingPriceList)).rejects.toThrow(
      new RegExp(`publish_booking_price_list failed: 22023 .*${message.source}`),
    );
    expect(await published()).toEqual(before);
  });

  it('is the service role’s only', async () => {
    const { error } = await anonClient().rpc('publish_booking_price_list', { p_list: bundled as never });
    expect(error?.code).toBe('42501');
  });
});

describe('the stored size, extras and estimate reach the owner everywhere', () => {
  const choice = {
    service: 'interior-detailing',
    size: 'vehicleSize-saloon',
    extras: ['serviceExtra-odour', 'serviceExtra-pet-hair'],
  };
  const columns = () => ({
    vehicle_size: choice.size,
    extras: choice.extras,
    estimate: expectedStored(bundled, choice),
  });

  it('in the Requests tool (list, export, detail) and the person’s export', async () => {
    const values = await formValues({ service: choice.service, vehicleSize: choice.size, extras: choice.extras });
    expect(await submitBookingRequest(values, 'en', anonClient())).toMatchObject({ status: 'success' });
    const { id } = (await storedRows(values.email))[0]!;
    const rpc = async <T>(fn: string, args: Record<string, unknown>) => {
      const { data, error } = await service.rpc(fn as never, args as never);
      expect(error).toBeNull();
      return data as T;
    };
    const list = await rpc<{ rows: unknown[] }>('list_booking_requests', { p_search: values.email });
    expect(list.rows).toEqual([expect.objectContaining({ id, ...columns() })]);
    const exported = await rpc<unknown[]>('export_booking_requests', { p_search: values.email });
    expect(exported).toEqual([expect.objectContaining({ id, ...columns() })]);
    const detail = await rpc<{ request: unknown }>('get_booking_request', { p_id: id });
    expect(detail.request).toEqual(expect.objectContaining({ id, ...columns() }));
    const person = await rpc<{ booking_requests: unknown[] }>('export_booking_data', { p_email: values.email });
    expect(person.booking_requests).toEqual([expect.objectContaining({ id, ...columns() })]);
  });

  it('in the digest of a request the function did not mail', async () => {
    const values = await storeOnly({
      service: choice.service,
      vehicleSize: choice.size,
      extras: [...choice.extras].reverse(),
    });
    await aDigestLater();
    const response = await visitorFetch(`${functionUrl()}/digest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${LOCAL_BOOKING_DIGEST_SECRET}` },
      body: '{}',
    });
    expect(response.status).toBe(200);
    const [digest] = await digestsListing(values.email);
    const expected = expectedStored(bundled, choice)!;
    expect(digest?.text).toContain(`Vehicle size: ${expected.size!.label.en}\n`);
    expect(digest?.text).toContain(
      `Extras: ${expected.extras.map((extra) => `${extra.label.en} (${formatEuroCents(extra.cents, 'en')})`).join(', ')}\n`,
    );
    expect(digest?.text).toContain(formLine(estimate(bundled, choice), bundled, 'en'));
  });
});
