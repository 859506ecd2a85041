import { describe, expect, it } from 'vitest';
import { COMPARE_START, positionAt, positionStyle, shares, touchIntent, TOUCH_SLOP_PX } from './position';

describe('the comparison position', () => {
  it('follows the pointer across the frame, from 0 at its left edge to 100 at its right', () => {
    const frame = { left: 100, width: 400 };
    expect(positionAt(100, frame)).toBe(0);
    expect(positionAt(200, frame)).toBe(25);
    expect(positionAt(300, frame)).toBe(50);
    expect(positionAt(500, frame)).toBe(100);
  });

  it('stays within the frame when the pointer leaves it, and starts half and half', () => {
    const frame = { left: 100, width: 400 };
    expect(positionAt(20, frame)).toBe(0);
    expect(positionAt(900, frame)).toBe(100);
    expect(positionAt(150, { left: 0, width: 0 })).toBe(COMPARE_START);
    expect(COMPARE_START).toBe(50);
  });

  it('announces whole percents of before and after that add up to 100', () => {
    expect(shares(30)).toEqual({ before: 30, after: 70 });
    expect(shares(33.4)).toEqual({ before: 33, after: 67 });
    expect(shares(66.5)).toEqual({ before: 67, after: 33 });
    expect(shares(0)).toEqual({ before: 0, after: 100 });
    expect(shares(100)).toEqual({ before: 100, after: 0 });
    expect(shares(-5)).toEqual({ before: 0, after: 100 });
    expect(shares(140)).toEqual({ before: 100, after: 0 });
  });

  it('cuts the after photo at the position, to a hundredth of a percent', () => {
    expect(positionStyle(50)).toEqual({ '--position': '50%' });
    expect(positionStyle(33.33333)).toEqual({ '--position': '33.33%' });
    expect(positionStyle(0)).toEqual({ '--position': '0%' });
    expect(positionStyle(120)).toEqual({ '--position': '100%' });
  });
});

describe('a touch on the comparison', () => {
  it('is undecided within the slop, a drag sideways, a scroll up or down', () => {
    expect(touchIntent(0, 0)).toBe('pending');
    expect(touchIntent(TOUCH_SLOP_PX - 1, 0)).toBe('pending');
    expect(touchIntent(-(TOUCH_SLOP_PX + 1), 2)).toBe('drag');
    expect(touchIntent(3, TOUCH_SLOP_PX + 1)).toBe('scroll');
    expect(touchIntent(20, -21)).toBe('scroll');
  });
});
