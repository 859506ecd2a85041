import { describe, expect, it } from 'vitest';
import { BOOKING_MAX_DAYS_AHEAD } from '@/lib/constants';
import { lastBookableDay, todayInLisbon } from './dates';

describe('todayInLisbon', () => {
  it('uses Lisbon time, not UTC or the visitor’s zone', () => {
    // 23:30 UTC on 30 June is already 1 July in Lisbon (summer time, UTC+1).
    expect(todayInLisbon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    // In winter Lisbon is on UTC.
    expect(todayInLisbon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe('lastBookableDay', () => {
  it(`is ${BOOKING_MAX_DAYS_AHEAD} days after today, across month, year and leap days`, () => {
    expect(lastBookableDay('2026-11-26')).toBe('2027-11-26');
    expect(lastBookableDay('2027-03-01')).toBe('2028-02-29');
  });
});
