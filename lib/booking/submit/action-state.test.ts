import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_ESTIMATE as stored } from '@/tests/support/stored-estimate';
import { bookingActionState } from './action-state';
import type { BookingFields } from './form-data';

const values: BookingFields = {
  name: 'Ana',
  email: 'ana@example.pt',
  phone: '',
  service: 'ppf',
  vehicleSize: 'vehicleSize-suv',
  extras: ['serviceExtra-engine-bay'],
  vehicle: '',
  preferredDate: '',
  message: '',
};
const key = '6f1c1c3e-8d2a-4c55-9b7e-2f4f0e7f1a10';

afterEach(() => vi.restoreAllMocks());

describe('bookingActionState', () => {
  it('keeps the values, the key and the refusal after an error, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = { code: '22023', message: 'booking-estimate: unknown-extra' };
    expect(bookingActionState({ status: 'error', error, refusal: 'unknown-extra' }, values, key, 'inline')).toEqual({
      status: 'error',
      values,
      idempotencyKey: key,
      shown: 'inline',
      estimate: null,
      pricesChanged: false,
      refusal: 'unknown-extra',
    });
    expect(log).toHaveBeenCalledWith('Error submitting booking request:', error);
  });

  it('clears the values, takes a new key and keeps the stored estimate after a success', () => {
    const state = bookingActionState({ status: 'success', estimate: stored }, values, key, 'inline');
    expect(state).toMatchObject({
      status: 'success',
      values: null,
      estimate: stored,
      pricesChanged: false,
      refusal: null,
    });
    expect(state.idempotencyKey).not.toBe(key);
  });

  it('says prices changed only when the stored estimate is not the one the form showed', () => {
    const success = { status: 'success', estimate: stored } as const;
    const same = { kind: 'price', totalCents: 169500, freeCollection: true } as const;
    expect(bookingActionState(success, values, key, 'toast', same).pricesChanged).toBe(false);
    expect(
      bookingActionState(success, values, key, 'toast', { kind: 'price', totalCents: 160000, freeCollection: true })
        .pricesChanged,
    ).toBe(true);
    expect(bookingActionState(success, values, key, 'toast', { kind: 'on-request' }).pricesChanged).toBe(true);
  });

  it('says nothing changed without a stored estimate (none stored, none answered, held as spam, not notified)', () => {
    const shown = { kind: 'price', totalCents: 169500, freeCollection: true } as const;
    expect(bookingActionState({ status: 'success' }, values, key, 'toast', shown)).toMatchObject({
      estimate: null,
      pricesChanged: false,
    });
    expect(
      bookingActionState(
        { status: 'saved-notification-failed', error: new Error('down') },
        values,
        key,
        'toast',
        shown,
      ),
    ).toMatchObject({ status: 'saved-notification-failed', values: null, estimate: null, pricesChanged: false });
  });
});
