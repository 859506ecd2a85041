import { type CustomValidator, getPublishedId, type InitialValueResolverContext, type ValidationContext } from 'sanity';

import { SERVICE_EXTRAS_MAX } from '../../lib/constants';
import { studioMessageFor, studioMessages, type StudioMessageKey } from '../../studio/i18n/messages';
import { priceProblem } from './price-values';
import { VALIDATION_API_VERSION } from './unique-field';

/**
 * Prices by vehicle size (issue 58). A service's `prices` hold one `sizePrice` row per published
 * `vehicleSize` (a price in euros as the customer pays it, or "on request"); an extra has one
 * price. The rules are pure functions here, so they are unit-tested without a Studio; the
 * validators below read the published size classes and extras through the validation client.
 */

/** One row of a service's `prices`, as stored. */
export type SizePriceRow = { _key?: string; size?: { _ref?: string }; price?: unknown; onRequest?: boolean };

/** A published size class as the rules read it: its id (the key stored everywhere) and English name. */
export type PublishedSize = { _id: string; title: string | null };

/** Published documents only, whatever the client's perspective (drafts and release versions are not on the site). */
const PUBLISHED = '!(_id in path("drafts.**")) && !(_id in path("versions.**"))';

/** The published size classes, in the owner's order (the site's). */
export const PUBLISHED_SIZES_QUERY = `*[_type == "vehicleSize" && ${PUBLISHED}] | order(orderRank asc, _id asc){ _id, "title": title.en }`;

/** How many extras other than `$id` are published. */
export const OTHER_PUBLISHED_EXTRAS_QUERY = `count(*[_type == "serviceExtra" && ${PUBLISHED} && _id != $id])`;

const PRICE_MESSAGES = {
  'not-positive': 'validation.price.not-positive',
  cents: 'validation.price.cents',
} as const satisfies Record<string, StudioMessageKey>;

/**
 * Custom rule of a price field: an extra's price is required; a size class's price is required
 * unless its row is on request ("Enter the price in euros, or tick On request").
 */
export const priceRule =
  ({ unlessOnRequest }: { unlessOnRequest: boolean }): CustomValidator<number | undefined> =>
  (value, context) => {
    const onRequest = unlessOnRequest && (context.parent as SizePriceRow | undefined)?.onRequest === true;
    const problem = priceProblem(value, !onRequest);
    if (problem === null) return true;
    if (problem !== 'missing') return studioMessages(PRICE_MESSAGES[problem]);
    return studioMessages(unlessOnRequest ? 'validation.price.missing' : 'validation.price.required');
  };

/** Warning rule of a size class's price: a row on request shows no price, so one typed there is lost. */
export const priceIgnoredOnRequest: CustomValidator<number | undefined> = (value, context) =>
  value !== undefined && value !== null && (context.parent as SizePriceRow | undefined)?.onRequest === true
    ? studioMessages('validation.price.ignored-on-request')
    : true;

export type SizePricesIssue =
  /** A second row (or more) for one size class: which price would count? */
  | { kind: 'duplicate-size'; key: string }
  /** A row whose size class is not published (deleted, unpublished, or a draft): the site leaves it out. */
  | { kind: 'unpublished-size'; key: string }
  /** Published size classes without a row: every class needs a price or "on request". */
  | { kind: 'missing-sizes'; sizes: string[] }
  /** No published class has a price, so the card has no "from" figure. */
  | { kind: 'none-priced' };

/**
 * What is wrong with a service's rows against the published size classes. Rows without a size are
 * left to the row's own required rule; the names of missing classes are their English titles (the
 * id where a class has none yet).
 */
export function sizePricesIssues(
  rows: readonly SizePriceRow[],
  published: readonly PublishedSize[],
): SizePricesIssue[] {
  const publishedIds = new Set(published.map((size) => size._id));
  const seen = new Set<string>();
  const issues: SizePricesIssue[] = [];
  for (const row of rows) {
    const size = row.size?._ref;
    if (!size || !row._key) continue;
    if (seen.has(size)) issues.push({ kind: 'duplicate-size', key: row._key });
    else if (!publishedIds.has(size)) issues.push({ kind: 'unpublished-size', key: row._key });
    seen.add(size);
  }
  const missing = published.filter((size) => !seen.has(size._id)).map((size) => size.title?.trim() || size._id);
  if (missing.length > 0) issues.push({ kind: 'missing-sizes', sizes: missing });
  const priced = rows.some(
    (row) =>
      row.size?._ref && publishedIds.has(row.size._ref) && !row.onRequest && priceProblem(row.price, true) === null,
  );
  if (!priced) issues.push({ kind: 'none-priced' });
  return issues;
}

type Finding = { message: string; path?: [{ _key: string }] };

const findingOf = (issue: SizePricesIssue, context: Pick<ValidationContext, 'i18n'>): Finding => {
  switch (issue.kind) {
    case 'duplicate-size':
      return { message: studioMessageFor(context, 'validation.prices.duplicate-size'), path: [{ _key: issue.key }] };
    case 'unpublished-size':
      return { message: studioMessageFor(context, 'validation.prices.unpublished-size'), path: [{ _key: issue.key }] };
    case 'missing-sizes':
      return {
        message: studioMessageFor(context, 'validation.prices.missing-sizes', { sizes: issue.sizes.join(', ') }),
      };
    case 'none-priced':
      return { message: studioMessageFor(context, 'validation.prices.none-priced') };
  }
};

/** The Studio's client as the rules query it: every document, whatever the person's perspective (the queries filter). */
const rawClient = (context: Pick<InitialValueResolverContext, 'getClient'>) =>
  context.getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: 'raw' });

const publishedSizes = (context: ValidationContext) =>
  rawClient(context).fetch<PublishedSize[]>(
    PUBLISHED_SIZES_QUERY,
    {},
    { signal: context.signal, tag: 'validation.size-prices' },
  );

/**
 * Custom rules of a service's `prices` against the published size classes: `error` finds what
 * stops the price list from being whole (a size twice, a class without a row, nothing priced),
 * `warning` the rows the site leaves out. Each finding on a row points at that row.
 */
export function sizePricesRule(level: 'error' | 'warning'): CustomValidator<SizePriceRow[] | undefined> {
  return async (rows, context) => {
    const issues = sizePricesIssues(rows ?? [], await publishedSizes(context)).filter(
      (issue) => (issue.kind === 'unpublished-size') === (level === 'warning'),
    );
    return issues.length === 0 ? true : issues.map((issue) => findingOf(issue, context));
  };
}

/** A row as a new service starts with it: its size class, waiting for its price (Sanity adds the `_key`). */
export type NewSizePriceRow = { _type: 'sizePrice'; size: { _type: 'reference'; _ref: string; _weak: true } };

/** A new service's rows: one per published size class, in their order, each waiting for its price. */
export async function rowsForPublishedSizes(
  _params: unknown,
  context: Pick<InitialValueResolverContext, 'getClient'>,
): Promise<NewSizePriceRow[]> {
  const sizes = await rawClient(context).fetch<PublishedSize[]>(PUBLISHED_SIZES_QUERY);
  return sizes.map((size) => ({ _type: 'sizePrice', size: { _type: 'reference', _ref: size._id, _weak: true } }));
}

/**
 * Custom rule of an extra: at most SERVICE_EXTRAS_MAX published at once, since a booking request
 * holds at most that many and a visitor may choose every one offered with a service.
 */
export const extrasCountRule: CustomValidator<{ _id?: string } | undefined> = async (document, context) => {
  if (!document?._id) return true;
  const others = await rawClient(context).fetch<number>(
    OTHER_PUBLISHED_EXTRAS_QUERY,
    { id: getPublishedId(document._id) },
    { signal: context.signal, tag: 'validation.extras-count' },
  );
  return others >= SERVICE_EXTRAS_MAX
    ? studioMessages('validation.extras.too-many', { max: SERVICE_EXTRAS_MAX })
    : true;
};
