import { describe, expect, it } from 'vitest';

import { addDays, daysFrom, lisbonDayTime, mondayOf } from './lisbon-calendar';

describe('Lisbon days and times', () => {
  it('read an instant as Lisbon’s wall clock, in winter (UTC) and in summer (UTC+1)', () => {
    expect(lisbonDayTime('2026-01-15T09:30:00Z')).toEqual({ day: '2026-01-15', time: '09:30' });
    expect(lisbonDayTime('2026-07-15T09:30:00Z')).toEqual({ day: '2026-07-15', time: '10:30' });
    // 23:30 UTC on a summer evening is already the next day in Lisbon.
    expect(lisbonDayTime('2026-07-15T23:30:00Z')).toEqual({ day: '2026-07-16', time: '00:30' });
    expect(lisbonDayTime(new Date('2026-12-31T23:59:00Z'))).toEqual({ day: '2026-12-31', time: '23:59' });
  });

  it('count calendar days across daylight-saving changes and month and year ends', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysFrom('2026-03-27', 4)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('start a week on Monday', () => {
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    expect(mondayOf('2026-03-25')).toBe('2026-03-23');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});
