import { describe, expect, it } from 'vitest';
import { toNotificationPayload, toSubmissionRow } from './payloads';
import type { BookingFormValues } from './payloads';

const filled: BookingFormValues = {
  name: 'Ana Sousa',
  email: 'ana@example.pt',
  phone: '+351 912 345 678',
  service: 'ceramic-coating',
  vehicle: 'BMW 320d',
  preferredDate: '2030-05-17',
  message: 'Line one\nLine two',
};

const empty: BookingFormValues = {
  name: 'Ana',
  email: 'ana@example.pt',
  phone: '',
  service: '',
  vehicle: '   ',
  preferredDate: '',
  message: '\n',
};

describe('toSubmissionRow', () => {
  it('maps every field to its column, the date to preferred_date', () => {
    expect(toSubmissionRow(filled)).toEqual({
      name: 'Ana Sousa',
      email: 'ana@example.pt',
      phone: '+351 912 345 678',
      service: 'ceramic-coating',
      vehicle: 'BMW 320d',
      preferred_date: '2030-05-17',
      message: 'Line one\nLine two',
    });
  });

  it('sends empty or blank optional values as null, keeping the keys', () => {
    expect(toSubmissionRow(empty)).toEqual({
      name: 'Ana',
      email: 'ana@example.pt',
      phone: null,
      service: null,
      vehicle: null,
      preferred_date: null,
      message: null,
    });
  });

  it('drops surrounding spaces but keeps inner line breaks', () => {
    const row = toSubmissionRow({ ...filled, name: '  Ana  ', email: ' ana@example.pt ', message: ' a\nb ' });
    expect(row).toMatchObject({ name: 'Ana', email: 'ana@example.pt', message: 'a\nb' });
  });
});

describe('toNotificationPayload', () => {
  it('carries the same values as the row, with date and language, and no preferred_date', () => {
    const payload = toNotificationPayload(filled, 'uk');
    const { preferred_date, ...row } = toSubmissionRow(filled);
    expect(payload).toEqual({ ...row, date: preferred_date, language: 'uk' });
    expect(payload).not.toHaveProperty('preferred_date');
  });

  it('sends empty optionals as null', () => {
    expect(toNotificationPayload(empty, 'pt')).toEqual({
      name: 'Ana',
      email: 'ana@example.pt',
      phone: null,
      service: null,
      vehicle: null,
      date: null,
      message: null,
      language: 'pt',
    });
  });
});
