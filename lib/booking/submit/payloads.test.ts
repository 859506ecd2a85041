import { describe, expect, it } from 'vitest';
import { toNotificationPayload, toSubmissionRow } from './payloads';
import type { BookingFormValues } from './payloads';

const filled: BookingFormValues = {
  name: 'Ana Sousa',
  email: 'ana@example.pt',
  phone: '+351 912 345 678',
  service: 'ceramic-coating',
  vehicleSize: 'vehicleSize-suv',
  extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'],
  vehicle: 'BMW 320d',
  preferredDate: '2030-05-17',
  message: 'Line one\nLine two',
  honeypot: '',
  idempotencyKey: '6f1c1c3e-8d2a-4c55-9b7e-2f4f0e7f1a10',
  startedAt: 0,
  proofOfWork: 'pow',
};

const empty: BookingFormValues = {
  name: 'Ana',
  email: 'ana@example.pt',
  phone: '',
  service: '',
  vehicleSize: '',
  extras: [],
  vehicle: '   ',
  preferredDate: '',
  message: '\n',
  honeypot: '',
  idempotencyKey: '0b8f5a52-3c0e-4d6f-8a8e-6b1f7c2d9e01',
  startedAt: 0,
  proofOfWork: 'pow',
};

describe('toSubmissionRow', () => {
  it('maps every field to its column, the date to preferred_date', () => {
    expect(toSubmissionRow(filled)).toEqual({
      idempotency_key: filled.idempotencyKey,
      name: 'Ana Sousa',
      email: 'ana@example.pt',
      phone: '+351 912 345 678',
      service: 'ceramic-coating',
      vehicle_size: 'vehicleSize-suv',
      extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'],
      vehicle: 'BMW 320d',
      preferred_date: '2030-05-17',
      message: 'Line one\nLine two',
    });
  });

  it('sends empty or blank optional values as null, keeping the keys', () => {
    expect(toSubmissionRow(empty)).toEqual({
      idempotency_key: empty.idempotencyKey,
      name: 'Ana',
      email: 'ana@example.pt',
      phone: null,
      service: null,
      vehicle_size: null,
      extras: [],
      vehicle: null,
      preferred_date: null,
      message: null,
    });
  });

  it('sends each extra once, in the order chosen, without blanks', () => {
    const row = toSubmissionRow({
      ...filled,
      extras: [' serviceExtra-odour ', '', 'serviceExtra-engine-bay', 'serviceExtra-odour'],
    });
    expect(row.extras).toEqual(['serviceExtra-odour', 'serviceExtra-engine-bay']);
  });

  it('never sends an estimate or a price: the database computes them', () => {
    const row = toSubmissionRow(filled);
    expect(Object.keys(row).filter((column) => /estimate|price|cents/.test(column))).toEqual([]);
  });

  it('never stores the proof of work', () => {
    expect(toSubmissionRow(filled)).not.toHaveProperty('proof_of_work');
  });

  it('drops surrounding spaces but keeps inner line breaks', () => {
    const row = toSubmissionRow({ ...filled, name: '  Ana  ', email: ' ana@example.pt ', message: ' a\nb ' });
    expect(row).toMatchObject({ name: 'Ana', email: 'ana@example.pt', message: 'a\nb' });
  });
});

describe('toNotificationPayload', () => {
  it('carries the same values as the row (idempotency key included), with date, language and the proof of work, and no preferred_date', () => {
    const payload = toNotificationPayload(filled, 'uk');
    const { preferred_date, ...row } = toSubmissionRow(filled);
    expect(payload).toEqual({ ...row, date: preferred_date, language: 'uk', proof_of_work: 'pow' });
    expect(payload).not.toHaveProperty('preferred_date');
  });

  it('sends empty optionals as null', () => {
    expect(toNotificationPayload(empty, 'pt')).toEqual({
      idempotency_key: empty.idempotencyKey,
      name: 'Ana',
      email: 'ana@example.pt',
      phone: null,
      service: null,
      vehicle_size: null,
      extras: [],
      vehicle: null,
      date: null,
      message: null,
      language: 'pt',
      proof_of_work: 'pow',
    });
  });
});
