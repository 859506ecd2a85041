import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-depth.ts';

describe('nestedDeeperThan', () => {
  const nest = (levels: number) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { inner: value };
    return value;
  };

  it('counts arrays and objects, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan(nest(3), 3)).toBe(false);
    expect(nestedDeeperThan(nest(4), 3)).toBe(true);
    expect(nestedDeeperThan({ shallow: 1, deep: nest(3) }, 3)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(nestedDeeperThan(nest(100_000))).toBe(true);
  });
});
