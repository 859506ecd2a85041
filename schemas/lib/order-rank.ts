/**
 * Ranks for the `orderRank` field of @sanity/orderable-document-list, the place of a service,
 * gallery image or question in its list: the site sorts by it (`order(orderRank asc)`) and the
 * Studio's drag-and-drop list writes it. The plugin stores a LexoRank string, in the form
 * `0|` + six base-36 digits + `:` + optional base-36 fraction digits without trailing zeros
 * (`0|100008:`, `0|i0000g:i`); plain string comparison puts ranks in list order.
 *
 * The plugin has no helper to rank a list up front, so the bundled dataset's seed and the
 * migration of an existing dataset (scripts/content/migrate-order-rank.ts) rank a list here:
 * evenly spread over the open range between two ranks, which leaves room on both sides of
 * every item for the ranks the plugin computes when one is dragged between two others.
 */

export const ORDER_RANK_FIELD = 'orderRank';

/** The ends of the plugin's rank space (LexoRank.min() and .max() in bucket 0); no item holds either. */
export const MIN_ORDER_RANK = '0|000000:';
export const MAX_ORDER_RANK = '0|zzzzzz:';

/** A rank as the plugin writes it (bucket 0). */
export const ORDER_RANK_PATTERN = /^0\|[0-9a-z]{6}:(?:[0-9a-z]*[1-9a-z])?$/;

const BASE = 36n;
const INTEGER_DIGITS = 6;

/** A rank as an integer count of 36^-`scale` steps. */
type Fixed = { value: bigint; scale: number };

/** Bounds may come from elsewhere, so trailing fraction zeros (which the plugin drops) are read too. */
const BOUND_PATTERN = /^0\|[0-9a-z]{6}:[0-9a-z]*$/;

function parseRank(rank: string): Fixed {
  if (!BOUND_PATTERN.test(rank)) throw new Error(`Not an order rank: ${JSON.stringify(rank)}`);
  const [integer, fraction] = rank.slice(2).split(':') as [string, string];
  return { value: parseInt36(integer + fraction), scale: fraction.length };
}

function parseInt36(digits: string): bigint {
  let value = 0n;
  for (const digit of digits) value = value * BASE + BigInt(parseInt(digit, 36));
  return value;
}

const rescale = ({ value, scale }: Fixed, to: number): bigint => value * BASE ** BigInt(to - scale);

function formatRank(value: bigint, scale: number): string {
  let digits = '';
  for (let rest = value, index = 0; index < INTEGER_DIGITS + scale; index++, rest /= BASE) {
    digits = (rest % BASE).toString(36) + digits;
  }
  const integer = digits.slice(0, INTEGER_DIGITS);
  const fraction = digits.slice(INTEGER_DIGITS).replace(/0+$/, '');
  return `0|${integer}:${fraction}`;
}

/**
 * `count` ranks, increasing, evenly spread strictly between `after` and `before` (by default
 * the whole rank space): the i-th of n sits at (i + 1) / (n + 1) of the way. Deterministic, so
 * the same list always gets the same ranks; fraction digits are added only where the gap
 * between the bounds is too narrow for whole steps.
 */
export function orderRanks(
  count: number,
  { after = MIN_ORDER_RANK, before = MAX_ORDER_RANK }: { after?: string; before?: string } = {},
): string[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a count of ranks: ${count}`);
  const low = parseRank(after);
  const high = parseRank(before);
  if (after >= before) throw new Error(`No ranks fit between ${after} and ${before}`);
  let scale = Math.max(low.scale, high.scale);
  const slots = BigInt(count + 1);
  while (rescale(high, scale) - rescale(low, scale) < slots) scale += 1;
  const start = rescale(low, scale);
  const gap = rescale(high, scale) - start;
  return Array.from({ length: count }, (_, index) => formatRank(start + (gap * BigInt(index + 1)) / slots, scale));
}
