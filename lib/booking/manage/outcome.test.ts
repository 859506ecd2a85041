import { describe, expect, it } from 'vitest';
import type { ManagedAppointment, ManageLink } from './managed-appointment';
import { MANAGE_OUTCOMES, managePageHref, outcomeOf, readOutcome, shownOutcome } from './outcome';

const appointment: ManagedAppointment = {
  service: 'ppf',
  startsAt: '2026-12-09T10:00:00Z',
  durationMinutes: 120,
  priceCents: null,
  ownerMessage: null,
  changesUntil: '2026-12-08T10:00:00Z',
  canChange: true,
  asksLeft: 2,
  mail: { serviceTitle: null, withdrawal: null },
};
const valid = (changes: Partial<ManagedAppointment> = {}): ManageLink => ({
  status: 'valid',
  appointment: { ...appointment, ...changes },
});

describe('outcomes', () => {
  it('are told for results that change the page, not for a link that shows its own state', () => {
    expect(outcomeOf('cancelled')).toBe('cancelled');
    expect(outcomeOf('message-required')).toBe('message-required');
    expect(outcomeOf('unavailable')).toBe('unavailable');
    for (const state of ['used', 'expired', 'invalid'] as const) expect(outcomeOf(state)).toBeNull();
  });

  it('are read from the address only when known', () => {
    for (const outcome of MANAGE_OUTCOMES) expect(readOutcome(outcome)).toBe(outcome);
    expect(readOutcome(undefined)).toBeNull();
    expect(readOutcome('hacked')).toBeNull();
    expect(readOutcome(['asked', 'asked'])).toBeNull();
  });

  it('are shown only when the link as it stands agrees', () => {
    expect(shownOutcome(null, valid())).toBeNull();
    expect(shownOutcome('cancelled', { status: 'used' })).toBe('cancelled');
    expect(shownOutcome('cancelled', valid())).toBeNull();
    expect(shownOutcome('asked', valid({ asksLeft: 0 }))).toBe('asked');
    expect(shownOutcome('asked', { status: 'expired' })).toBeNull();
    expect(shownOutcome('too-late', valid({ canChange: false }))).toBe('too-late');
    expect(shownOutcome('too-late', valid())).toBeNull();
    expect(shownOutcome('too-many', valid({ asksLeft: 0 }))).toBe('too-many');
    expect(shownOutcome('too-many', valid())).toBeNull();
    expect(shownOutcome('message-required', valid())).toBe('message-required');
    expect(shownOutcome('too-long', valid({ canChange: false }))).toBeNull();
    expect(shownOutcome('unavailable', valid())).toBe('unavailable');
    expect(shownOutcome('unavailable', { status: 'unavailable' })).toBeNull();
  });

  it('travel in the page’s address, in its language', () => {
    expect(managePageHref('abc_-1', 'en')).toBe('/appointment/abc_-1');
    expect(managePageHref('abc_-1', 'pt', 'asked')).toBe('/appointment/abc_-1?outcome=asked&lang=pt');
    expect(managePageHref('a/../b', 'uk', null)).toBe('/appointment/a%2F..%2Fb?lang=uk');
  });
});
