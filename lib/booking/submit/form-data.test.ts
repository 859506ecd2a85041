import { describe, expect, it } from 'vitest';
import { BOOKING_HONEYPOT_FIELD } from '@/lib/constants';
import {
  BOOKING_FIELD_NAMES,
  BOOKING_IDEMPOTENCY_KEY_FIELD,
  BOOKING_LANGUAGE_FIELD,
  readBookingFields,
  readBookingLanguage,
  readIdempotencyKey,
} from './form-data';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe('readBookingFields', () => {
  it('reads each field by its input name, the date from preferred_date, the checked extras, and the honeypot', () => {
    const data = form({
      name: 'Ana',
      email: 'ana@example.pt',
      phone: '+351 912 345 678',
      service: 'ppf',
      vehicle_size: 'vehicleSize-suv',
      vehicle: 'BMW 320d',
      preferred_date: '2030-05-17',
      message: 'a\nb',
      [BOOKING_HONEYPOT_FIELD]: 'http://spam.example',
    });
    // One entry per checked box, as a browser posts a group of checkboxes sharing a name.
    data.append('extras', 'serviceExtra-engine-bay');
    data.append('extras', 'serviceExtra-headlights');
    expect(readBookingFields(data)).toEqual({
      name: 'Ana',
      email: 'ana@example.pt',
      phone: '+351 912 345 678',
      service: 'ppf',
      vehicleSize: 'vehicleSize-suv',
      extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'],
      vehicle: 'BMW 320d',
      preferredDate: '2030-05-17',
      message: 'a\nb',
      honeypot: 'http://spam.example',
    });
    expect(BOOKING_FIELD_NAMES.preferredDate).toBe('preferred_date');
    expect(BOOKING_FIELD_NAMES.vehicleSize).toBe('vehicle_size');
    expect(BOOKING_FIELD_NAMES.extras).toBe('extras');
  });

  it('turns the CRLF line breaks of a posted form back into the LF the field held', () => {
    expect(readBookingFields(form({ message: 'one\r\ntwo\rthree\nfour' })).message).toBe('one\ntwo\nthree\nfour');
  });

  it("gives '' for missing fields and for files posted in their place, no extras when none is checked", () => {
    const data = form({ name: 'Ana' });
    data.set('email', new Blob(['x']));
    expect(readBookingFields(data)).toEqual({
      name: 'Ana',
      email: '',
      phone: '',
      service: '',
      vehicleSize: '',
      extras: [],
      vehicle: '',
      preferredDate: '',
      message: '',
      honeypot: '',
    });
  });

  it('leaves out a file posted as an extra', () => {
    const data = form({});
    data.append('extras', 'serviceExtra-odour');
    data.append('extras', new Blob(['x']));
    expect(readBookingFields(data).extras).toEqual(['serviceExtra-odour']);
  });
});

describe('readBookingLanguage', () => {
  it('accepts en, pt and uk, and falls back to en otherwise', () => {
    expect(readBookingLanguage(form({ [BOOKING_LANGUAGE_FIELD]: 'uk' }))).toBe('uk');
    expect(readBookingLanguage(form({ [BOOKING_LANGUAGE_FIELD]: 'pt' }))).toBe('pt');
    expect(readBookingLanguage(form({ [BOOKING_LANGUAGE_FIELD]: 'fr' }))).toBe('en');
    expect(readBookingLanguage(form({}))).toBe('en');
  });
});

describe('readIdempotencyKey', () => {
  it('keeps a UUID (lower-cased) and refuses anything else', () => {
    const key = '6F1C1C3E-8D2A-4C55-9B7E-2F4F0E7F1A10';
    expect(readIdempotencyKey(form({ [BOOKING_IDEMPOTENCY_KEY_FIELD]: key }))).toBe(key.toLowerCase());
    expect(readIdempotencyKey(form({ [BOOKING_IDEMPOTENCY_KEY_FIELD]: '' }))).toBeNull();
    expect(readIdempotencyKey(form({ [BOOKING_IDEMPOTENCY_KEY_FIELD]: 'not-a-key' }))).toBeNull();
    expect(readIdempotencyKey(form({}))).toBeNull();
  });
});
