import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { MAX_ORDER_RANK, MIN_ORDER_RANK, ORDER_RANK_PATTERN, orderRanks } from './order-rank';

/** The LexoRank implementation the plugin itself ranks with, resolved from the plugin's own folder. */
type Rank = { toString(): string; between(other: Rank): Rank; genNext(): Rank };
const require = createRequire(import.meta.url);
const { LexoRank } = createRequire(require.resolve('@sanity/orderable-document-list'))('lexorank') as {
  LexoRank: { parse(value: string): Rank; min(): Rank; max(): Rank };
};

const increasing = (ranks: string[]) => ranks.every((rank, index) => index === 0 || ranks[index - 1]! < rank);

describe('orderRanks', () => {
  it('spreads a list evenly over the whole rank space, the same way every time', () => {
    expect(orderRanks(6)).toEqual(['0|555555:', '0|aaaaaa:', '0|ffffff:', '0|kkkkkk:', '0|pppppp:', '0|uuuuuu:']);
    expect(orderRanks(6)).toEqual(orderRanks(6));
    expect(orderRanks(0)).toEqual([]);
    expect(orderRanks(1)).toEqual(['0|hzzzzz:']);
  });

  it('gives unique, increasing ranks in the plugin’s form, strictly inside the bounds', () => {
    for (const count of [1, 2, 13, 500]) {
      const ranks = orderRanks(count);
      expect(ranks).toHaveLength(count);
      expect(new Set(ranks).size).toBe(count);
      expect(increasing([MIN_ORDER_RANK, ...ranks, MAX_ORDER_RANK])).toBe(true);
      for (const rank of ranks) expect(rank).toMatch(ORDER_RANK_PATTERN);
    }
  });

  it('fits ranks between two neighbours, with fraction digits where whole steps run out', () => {
    expect(orderRanks(3, { after: '0|100008:', before: '0|100009:' })).toEqual([
      '0|100008:9',
      '0|100008:i',
      '0|100008:r',
    ]);
    const ranks = orderRanks(40, { after: '0|100008:i', before: '0|100008:j' });
    expect(increasing(['0|100008:i', ...ranks, '0|100008:j'])).toBe(true);
    expect(new Set(ranks).size).toBe(40);
    for (const rank of ranks) expect(rank).toMatch(ORDER_RANK_PATTERN);
    expect(orderRanks(2, { before: '0|2kkkkk:' })).toEqual(['0|0uuuuu:', '0|1ppppp:']);
  });

  it('writes ranks the plugin reads back unchanged and can still place items around', () => {
    const ranks = [...orderRanks(13), ...orderRanks(5, { after: '0|100008:', before: '0|100009:' })];
    for (const rank of ranks) expect(LexoRank.parse(rank).toString()).toBe(rank);
    const [first, second] = orderRanks(2).map((rank) => LexoRank.parse(rank));
    // What a drag to the top, between two items and a new item at the end compute.
    const top = LexoRank.min().between(first!).toString();
    const middle = first!.between(second!).toString();
    const end = second!.genNext().genNext().toString();
    expect(increasing([top, first!.toString(), middle, second!.toString(), end])).toBe(true);
  });

  it('refuses bounds that are not ranks or leave no room', () => {
    expect(() => orderRanks(1, { after: '1|000000:' })).toThrow('Not an order rank');
    expect(() => orderRanks(1, { after: '0|10000:' })).toThrow('Not an order rank');
    expect(orderRanks(1, { after: '0|100008:i0', before: '0|100008:j' })).toEqual(['0|100008:ii']);
    expect(() => orderRanks(1, { after: '0|100009:', before: '0|100008:' })).toThrow('No ranks fit');
    expect(() => orderRanks(-1)).toThrow('Not a count');
  });
});
