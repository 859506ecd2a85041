import { describe, expect, it } from 'vitest';
import { askResultOf, cancelResultOf, manageLinkOf } from './managed-appointment';

/** get_managed_appointment's answer for a valid link, as the migration builds it. */
const VALID = {
  status: 'valid',
  appointment: {
    language: 'pt',
    name: 'Ana Silva',
    service: 'ceramic-coating',
    vehicle: 'Porsche 911',
    starts_at: '2026-12-09T10:00:00+00:00',
    duration_minutes: 150,
    price_cents: 45_000,
    owner_message: 'Please bring the spare key.',
    changes_until: '2026-12-08T10:00:00+00:00',
    can_change: true,
    asks_left: 3,
    mail: { site_url: 'https://example.pt', service_title: 'Revestimento cerâmico', withdrawal: 'Pode desistir.' },
  },
};

describe('manageLinkOf', () => {
  it('keeps what the page shows of a valid link, and nothing of the visitor', () => {
    const link = manageLinkOf(VALID);
    expect(link).toEqual({
      status: 'valid',
      appointment: {
        service: 'ceramic-coating',
        startsAt: '2026-12-09T10:00:00+00:00',
        durationMinutes: 150,
        priceCents: 45_000,
        ownerMessage: 'Please bring the spare key.',
        changesUntil: '2026-12-08T10:00:00+00:00',
        canChange: true,
        asksLeft: 3,
        mail: { serviceTitle: 'Revestimento cerâmico', withdrawal: 'Pode desistir.' },
      },
    });
    expect(JSON.stringify(link)).not.toMatch(/Ana Silva|Porsche/);
  });

  it('does without the mail’s texts when they are missing', () => {
    const link = manageLinkOf({ ...VALID, appointment: { ...VALID.appointment, mail: {} } });
    expect(link.status === 'valid' && link.appointment.mail).toEqual({ serviceTitle: null, withdrawal: null });
  });

  it('tells a used or expired link, and an unknown one as invalid', () => {
    expect(manageLinkOf({ status: 'used' })).toEqual({ status: 'used' });
    expect(manageLinkOf({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(manageLinkOf({ status: 'unknown' })).toEqual({ status: 'invalid' });
  });

  it('refuses any other shape', () => {
    expect(() => manageLinkOf({ status: 'valid' })).toThrow(/get_managed_appointment/);
    expect(() => manageLinkOf({ status: 'gone' })).toThrow();
    expect(() => manageLinkOf(null)).toThrow();
  });
});

describe('the answers of the two changes', () => {
  it('reads each, an unknown link as invalid, and refuses anything else', () => {
    expect(cancelResultOf('cancelled')).toBe('cancelled');
    expect(cancelResultOf('too-late')).toBe('too-late');
    expect(cancelResultOf('unknown')).toBe('invalid');
    expect(() => cancelResultOf('asked')).toThrow(/cancel_managed_appointment/);
    expect(askResultOf('asked')).toBe('asked');
    expect(askResultOf('too-many')).toBe('too-many');
    expect(askResultOf('used')).toBe('used');
    expect(askResultOf('unknown')).toBe('invalid');
    expect(() => askResultOf('cancelled')).toThrow(/ask_managed_appointment/);
  });
});
