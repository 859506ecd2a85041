import { describe, expect, it } from 'vitest';

import { APPOINTMENT_TEXT_MAX_LENGTH } from '../../lib/constants';
import {
  appointmentDraftOf,
  appointmentText,
  checkAppointment,
  euroCents,
  euroText,
  newAppointmentDraft,
  statusButtonAction,
  type AppointmentDraft,
} from './appointment-draft';

const TODAY = '2026-03-25';
const draft = (change: Partial<AppointmentDraft> = {}): AppointmentDraft => ({
  day: '2026-03-30',
  time: '09:30',
  duration: '120',
  price: '',
  message: '',
  ...change,
});

describe('a price in euros', () => {
  it('becomes cents, with a comma or a point, spaces and a € sign ignored', () => {
    expect(euroCents('45')).toBe(4500);
    expect(euroCents('45,5')).toBe(4550);
    expect(euroCents('45.50')).toBe(4550);
    expect(euroCents(' 1 234,05 € ')).toBe(123405);
    expect(euroCents('0,29')).toBe(29);
    expect(euroCents('100000')).toBe(10_000_000);
  });

  it('is none when empty, and not an amount otherwise', () => {
    expect(euroCents('')).toBeNull();
    expect(euroCents('  ')).toBeNull();
    for (const text of ['-5', '45,505', '1.234,50', 'abc', '4 5x', '100000,01', ',50']) {
      expect(euroCents(text), text).toBeUndefined();
    }
  });

  it('shows in the Studio’s language as the field reads it back', () => {
    expect(euroText(4500, 'pt-PT')).toBe('45');
    expect(euroText(4550, 'pt-PT')).toBe('45,50');
    expect(euroText(4550, 'en-US')).toBe('45.50');
    expect(euroText(123405, 'uk-UA')).toBe('1234,05');
    expect(euroText(null, 'en-US')).toBe('');
    for (const cents of [29, 4550, 123405, 10_000_000]) {
      for (const locale of ['en-US', 'pt-PT', 'uk-UA']) expect(euroCents(euroText(cents, locale))).toBe(cents);
    }
  });
});

describe('the appointment form', () => {
  it('starts on the visitor’s preferred day unless it has passed, with the service’s duration', () => {
    const fresh = { today: TODAY, durationMinutes: 120, estimateCents: null, localeId: 'en-US' };
    expect(newAppointmentDraft({ ...fresh, preferredDate: '2026-03-27', durationMinutes: 90 })).toEqual({
      day: '2026-03-27',
      time: '',
      duration: '90',
      price: '',
      message: '',
    });
    expect(newAppointmentDraft({ ...fresh, preferredDate: '2026-03-24' }).day).toBe('');
    expect(newAppointmentDraft({ ...fresh, preferredDate: null }).day).toBe('');
  });

  it("starts a new appointment's price at the stored estimate, as the price field reads it back", () => {
    const fresh = { preferredDate: null, today: TODAY, durationMinutes: 120 };
    const pt = newAppointmentDraft({ ...fresh, estimateCents: 37550, localeId: 'pt-PT' });
    expect(pt.price).toBe('375,50');
    expect(euroCents(pt.price)).toBe(37550);
    expect(newAppointmentDraft({ ...fresh, estimateCents: 37500, localeId: 'en-US' }).price).toBe('375');
    expect(newAppointmentDraft({ ...fresh, estimateCents: null, localeId: 'uk-UA' }).price).toBe('');
  });

  it('shows an appointment as it is, its start in Lisbon', () => {
    expect(
      appointmentDraftOf(
        { startsAt: '2026-07-01T13:00:00Z', durationMinutes: 45, priceCents: 8990, ownerMessage: 'Bring the keys' },
        'pt-PT',
      ),
    ).toEqual({ day: '2026-07-01', time: '14:00', duration: '45', price: '89,90', message: 'Bring the keys' });
  });

  it('sends what the API takes: an empty price and message as null, the message trimmed', () => {
    expect(checkAppointment(draft({ message: '  \n ' }), TODAY)).toEqual({
      ok: true,
      value: { day: '2026-03-30', time: '09:30', durationMinutes: 120, priceCents: null, message: null },
    });
    expect(checkAppointment(draft({ day: TODAY, price: '60,00', message: ' See you\n' }), TODAY)).toEqual({
      ok: true,
      value: { day: TODAY, time: '09:30', durationMinutes: 120, priceCents: 6000, message: 'See you' },
    });
  });

  it('names each field’s problem at once', () => {
    expect(
      checkAppointment(
        { day: '', time: '9:30', duration: '10', price: '4,555', message: 'x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1) },
        TODAY,
      ),
    ).toEqual({
      ok: false,
      problems: { day: 'day', time: 'time', duration: 'duration', price: 'price', message: 'message' },
    });
    expect(checkAppointment(draft({ day: '2026-02-30' }), TODAY)).toEqual({ ok: false, problems: { day: 'day' } });
    expect(checkAppointment(draft({ day: '2026-03-24' }), TODAY)).toEqual({ ok: false, problems: { day: 'day-past' } });
    expect(checkAppointment(draft({ time: '24:00' }), TODAY)).toEqual({ ok: false, problems: { time: 'time' } });
    for (const duration of ['', '14', '1441', '90.5', '1e3']) {
      expect(checkAppointment(draft({ duration }), TODAY), duration).toEqual({
        ok: false,
        problems: { duration: 'duration' },
      });
    }
    expect(checkAppointment(draft({ duration: ' 15 ' }), TODAY).ok).toBe(true);
    expect(checkAppointment(draft({ duration: '1440' }), TODAY).ok).toBe(true);
  });

  it('counts the message in characters, as the database does', () => {
    expect(checkAppointment(draft({ message: '🚗'.repeat(APPOINTMENT_TEXT_MAX_LENGTH) }), TODAY).ok).toBe(true);
  });
});

describe('a message or a reason', () => {
  it('is sent trimmed, blank as none, too long as a problem', () => {
    expect(appointmentText('  Rain expected \n')).toBe('Rain expected');
    expect(appointmentText(' \n\t')).toBeNull();
    expect(appointmentText('x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH))).toHaveLength(APPOINTMENT_TEXT_MAX_LENGTH);
    expect(appointmentText('x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1))).toBeUndefined();
  });
});

describe('a status button', () => {
  it('opens the Confirm form for "confirmed" unless an appointment is confirmed', () => {
    expect(statusButtonAction('confirmed', undefined)).toBe('confirm-form');
    expect(statusButtonAction('confirmed', 'cancelled')).toBe('confirm-form');
    expect(statusButtonAction('confirmed', 'confirmed')).toBe('set');
  });

  it('asks to cancel the appointment for "cancelled" when one is confirmed', () => {
    expect(statusButtonAction('cancelled', 'confirmed')).toBe('cancel-dialog');
    expect(statusButtonAction('cancelled', undefined)).toBe('set');
    expect(statusButtonAction('done', 'confirmed')).toBe('set');
  });
});
