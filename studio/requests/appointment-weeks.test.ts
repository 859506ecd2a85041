import { describe, expect, it } from 'vitest';

import { appointmentWeeks, WEEK_VIEW_DAYS, weekViewStart } from './appointment-weeks';

const at = (startsAt: string, name = startsAt) => ({ startsAt, name });
const names = (weeks: ReturnType<typeof appointmentWeeks<{ startsAt: string; name: string }>>) =>
  Object.fromEntries(
    weeks.flatMap((week) => week.days).map(({ day, appointments }) => [day, appointments.map((each) => each.name)]),
  );

describe('the week view', () => {
  it('starts on the Monday of this week in Lisbon, and reads two weeks', () => {
    expect(WEEK_VIEW_DAYS).toBe(14);
    expect(weekViewStart(new Date('2026-03-25T12:00:00Z'))).toBe('2026-03-23');
    // Sunday 23:30 UTC in summer is Monday 00:30 in Lisbon: a new week there.
    expect(weekViewStart(new Date('2026-06-07T23:30:00Z'))).toBe('2026-06-08');
    expect(weekViewStart(new Date('2026-06-07T22:30:00Z'))).toBe('2026-06-01');
  });

  it('lists every day, Monday to Sunday, an empty day too', () => {
    const weeks = appointmentWeeks([], '2026-03-23');
    expect(weeks.map((week) => week.first)).toEqual(['2026-03-23', '2026-03-30']);
    expect(weeks.map((week) => week.days.length)).toEqual([7, 7]);
    expect(weeks[1]!.days.at(-1)).toEqual({ day: '2026-04-05', appointments: [] });
  });

  it('groups by the Lisbon day across the change to summer time (Sunday 29 March 2026)', () => {
    const weeks = appointmentWeeks(
      [
        at('2026-03-30T08:00:00Z', 'Monday 09:00 summer'),
        at('2026-03-29T23:30:00Z', 'Monday 00:30 summer'),
        at('2026-03-29T00:30:00Z', 'Sunday 00:30 winter'),
        at('2026-03-29T02:00:00Z', 'Sunday 03:00 summer'),
        at('2026-03-28T23:30:00Z', 'Saturday 23:30 winter'),
      ],
      '2026-03-23',
    );
    const byDay = names(weeks);
    expect(byDay['2026-03-28']).toEqual(['Saturday 23:30 winter']);
    expect(byDay['2026-03-29']).toEqual(['Sunday 00:30 winter', 'Sunday 03:00 summer']);
    expect(byDay['2026-03-30']).toEqual(['Monday 00:30 summer', 'Monday 09:00 summer']);
  });

  it('groups by the Lisbon day across the change back (Sunday 25 October 2026), and leaves out other weeks', () => {
    const weeks = appointmentWeeks(
      [
        at('2026-10-24T23:30:00Z', 'Sunday 00:30 summer'),
        at('2026-10-25T23:30:00Z', 'Sunday 23:30 winter'),
        at('2026-10-18T22:59:00Z', 'Sunday before, 23:59'),
        at('2026-11-01T23:30:00Z', 'Last Sunday, 23:30'),
        at('2026-11-02T00:00:00Z', 'Monday after'),
      ],
      '2026-10-19',
    );
    const byDay = names(weeks);
    expect(byDay['2026-10-24']).toEqual([]);
    expect(byDay['2026-10-25']).toEqual(['Sunday 00:30 summer', 'Sunday 23:30 winter']);
    expect(byDay['2026-11-01']).toEqual(['Last Sunday, 23:30']);
    expect(Object.values(byDay).flat()).toHaveLength(3);
  });
});
