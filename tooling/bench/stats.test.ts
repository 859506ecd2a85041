import { describe, expect, it } from 'vitest';
import { median, spread } from './stats.ts';

describe('median and spread', () => {
  it('leave out runs that measured nothing, and say so', () => {
    expect(median([3, NaN, 1, 2])).toBe(2);
    expect(spread([1200, NaN, 1000, 1100], String)).toBe('1100 (1000–1200), 3 of 4 runs');
    expect(spread([1, 3, 2], String)).toBe('2 (1–3)');
  });
  it('are NaN and "—" when no run measured', () => {
    expect(median([NaN])).toBeNaN();
    expect(spread([NaN, NaN], String)).toBe('—');
  });
});
