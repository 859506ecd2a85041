import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '@/lib/booking/inbox';
import {
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_TEXT_MAX_LENGTH,
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  SERVICE_VALUES,
} from '@/lib/constants';
import { exportFileName, REQUEST_STATUS_VALUES } from './contract';
import {
  parseAppointmentsQuery,
  parseChange,
  parseListQuery,
  parsePersonRequest,
  parseRequestId,
  readJsonBody,
  STUDIO_REQUEST_MAX_BODY_BYTES,
} from './parse';

const query = (search: string) => parseListQuery(new URLSearchParams(search));

describe('the Requests API contract', () => {
  it('knows the inbox’s statuses, in its order', () => {
    expect(REQUEST_STATUS_VALUES).toEqual(REQUEST_STATUSES);
  });

  it('names the export by the day', () => {
    expect(exportFileName('2026-11-26')).toBe('booking-requests-2026-11-26.csv');
  });
});

describe('parseListQuery', () => {
  it('reads every filter', () => {
    expect(query('status=contacted&service=ppf&search=%20Олена%20&page=3')).toEqual({
      ok: true,
      value: { status: 'contacted', service: 'ppf', search: 'Олена', page: 3 },
    });
  });

  it('takes empty and missing parameters as "all", and ignores others', () => {
    expect(query('')).toEqual({ ok: true, value: {} });
    expect(query('status=&service=&search=%20%20&page=&utm_source=x')).toEqual({ ok: true, value: {} });
  });

  it.each(SERVICE_VALUES)('accepts the service %s', (service) => {
    expect(query(`service=${service}`)).toEqual({ ok: true, value: { service } });
  });

  it.each([
    ['an unknown status', 'status=archived'],
    ['a status in another case', 'status=NEW'],
    ['an unknown service', 'service=car-wash'],
    ['page 0', 'page=0'],
    ['a negative page', 'page=-1'],
    ['a fractional page', 'page=1.5'],
    ['a page that is not a number', 'page=two'],
    ['an absurd page', 'page=99999999'],
    ['a search too long', `search=${'a'.repeat(BOOKING_INBOX_SEARCH_MAX_LENGTH + 1)}`],
    ['a search with a control character', 'search=ana%07'],
  ])('refuses %s with 400', (_, search) => {
    expect(query(search)).toMatchObject({ ok: false, status: 400, error: expect.any(String) });
  });
});

describe('parseRequestId', () => {
  it('accepts a UUID (in lower case)', () => {
    expect(parseRequestId('0B9F5E0C-3F1E-4C55-9A43-5A0E8B2C7D11')).toEqual({
      ok: true,
      value: '0b9f5e0c-3f1e-4c55-9a43-5a0e8b2c7d11',
    });
  });

  it.each(['', '42', 'export', '0b9f5e0c-3f1e-4c55-9a43-5a0e8b2c7d1', "0b9f5e0c' or 1=1 --"])(
    'answers 404 to %j',
    (id) => {
      expect(parseRequestId(id)).toMatchObject({ ok: false, status: 404 });
    },
  );
});

describe('parseChange', () => {
  it.each(REQUEST_STATUS_VALUES)('sets the status %s', (status) => {
    expect(parseChange({ status })).toEqual({ ok: true, value: { status } });
  });

  it('keeps a note, trimmed; an empty one clears it', () => {
    expect(parseChange({ note: '  Called back, car on Friday \n' })).toEqual({
      ok: true,
      value: { note: 'Called back, car on Friday' },
    });
    expect(parseChange({ note: '' })).toEqual({ ok: true, value: { note: '' } });
  });

  it('says how long a note may be, counting characters as the database does', () => {
    expect(parseChange({ note: '🚗'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH) })).toMatchObject({ ok: true });
    expect(parseChange({ note: 'x'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      status: 400,
      error: `note must be at most ${BOOKING_OWNER_NOTE_MAX_LENGTH} characters`,
    });
  });

  it('keeps tabs and line breaks in a note, and refuses other control characters', () => {
    expect(parseChange({ note: 'Call\tFriday\r\nthen confirm' })).toMatchObject({ ok: true });
    expect(parseChange({ note: 'bell\u0007' })).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    ['nothing', {}],
    ['both at once', { status: 'done', note: 'x' }],
    ['an unknown status', { status: 'archived' }],
    ['a note that is not text', { note: 42 }],
    ['a null note', { note: null }],
    ['another field', { status: 'done', actor: 'someone-else' }],
    ['an array', [{ status: 'done' }]],
    ['null', null],
  ])('refuses %s with 400', (_, body) => {
    expect(parseChange(body)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('parseChange: appointments', () => {
  const appointment = {
    day: '2026-12-10',
    time: '09:30',
    durationMinutes: 180,
    priceCents: 12000,
    message: ' Bring the locking wheel nut key \r\n',
  };

  it('takes an appointment, its message kept as the database keeps it', () => {
    expect(parseChange({ appointment })).toEqual({
      ok: true,
      value: { appointment: { ...appointment, message: 'Bring the locking wheel nut key' } },
    });
  });

  it('takes an appointment without a price or a message as one with none', () => {
    const { priceCents, message, ...bare } = appointment;
    expect(parseChange({ appointment: bare })).toEqual({
      ok: true,
      value: { appointment: { ...bare, priceCents: null, message: null } },
    });
    expect(parseChange({ appointment: { ...bare, priceCents: null, message: '  ' } })).toEqual({
      ok: true,
      value: { appointment: { ...bare, priceCents: null, message: null } },
    });
    expect([priceCents, message]).toHaveLength(2);
  });

  it('cancels with a reason, trimmed, or none', () => {
    expect(parseChange({ cancelAppointment: { reason: ' Sold the car ' } })).toEqual({
      ok: true,
      value: { cancelAppointment: { reason: 'Sold the car' } },
    });
    for (const cancelAppointment of [{}, { reason: null }, { reason: '' }]) {
      expect(parseChange({ cancelAppointment })).toEqual({ ok: true, value: { cancelAppointment: { reason: null } } });
    }
  });

  it.each([
    ['a day the calendar lacks', { appointment: { ...appointment, day: '2026-02-30' } }, 'day'],
    ['a time in 12-hour form', { appointment: { ...appointment, time: '9:30 am' } }, 'time'],
    [
      'a duration past a day',
      { appointment: { ...appointment, durationMinutes: APPOINTMENT_DURATION_MAX_MINUTES + 1 } },
      'durationMinutes',
    ],
    ['a price in euros with cents', { appointment: { ...appointment, priceCents: 120.5 } }, 'priceCents'],
    [
      'a message too long',
      { appointment: { ...appointment, message: 'x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1) } },
      'message',
    ],
    ['a reason with a control character', { cancelAppointment: { reason: 'a\u0000b' } }, 'reason'],
  ])('refuses %s with 400, naming the field', (_, body, field) => {
    expect(parseChange(body)).toMatchObject({ ok: false, status: 400, error: expect.stringContaining(field) });
  });

  it.each([
    ['an appointment without a day', { appointment: { ...appointment, day: undefined } }],
    ['a duration as text', { appointment: { ...appointment, durationMinutes: '180' } }],
    ['a price as text', { appointment: { ...appointment, priceCents: '120.00' } }],
    ['another field in the appointment', { appointment: { ...appointment, startsAt: '2026-12-10T09:30:00Z' } }],
    ['an appointment and a status at once', { appointment, status: 'confirmed' }],
    ['a cancellation without its object', { cancelAppointment: true }],
    ['a cancellation with a reason as a number', { cancelAppointment: { reason: 7 } }],
  ])('refuses %s with 400, saying what a body may be', (_, body) => {
    expect(parseChange(body)).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringContaining('"cancelAppointment"'),
    });
  });
});

describe('parseAppointmentsQuery', () => {
  const appointments = (search: string) => parseAppointmentsQuery(new URLSearchParams(search), '2026-12-07');

  it('reads the first day and the number of days, and defaults to today and 14', () => {
    expect(appointments('from=2026-12-14&days=7')).toEqual({ ok: true, value: { from: '2026-12-14', days: 7 } });
    expect(appointments('')).toEqual({ ok: true, value: { from: '2026-12-07', days: 14 } });
    expect(appointments('from=&days=&utm_source=x')).toEqual({ ok: true, value: { from: '2026-12-07', days: 14 } });
    expect(appointments(`days=${APPOINTMENT_LIST_MAX_DAYS}`)).toMatchObject({ ok: true });
  });

  it.each([
    ['a day in another shape', 'from=07-12-2026'],
    ['a day the calendar lacks', 'from=2026-12-32'],
    ['no days', 'days=0'],
    ['too many days', `days=${APPOINTMENT_LIST_MAX_DAYS + 1}`],
    ['a fraction of a day', 'days=1.5'],
    ['days that are no number', 'days=week'],
    ['an absurd number of days', 'days=99999999999'],
  ])('refuses %s with 400', (_, search) => {
    expect(appointments(search)).toMatchObject({ ok: false, status: 400, error: expect.any(String) });
  });
});

describe('parsePersonRequest', () => {
  it('exports a person by email', () => {
    expect(parsePersonRequest({ email: ' olena@example.com ', action: 'export' })).toEqual({
      ok: true,
      value: { email: 'olena@example.com', action: 'export' },
    });
  });

  it('erases only with an explicit confirmation', () => {
    expect(parsePersonRequest({ email: 'olena@example.com', action: 'erase', confirm: true })).toEqual({
      ok: true,
      value: { email: 'olena@example.com', action: 'erase' },
    });
    for (const body of [
      { email: 'olena@example.com', action: 'erase' },
      { email: 'olena@example.com', action: 'erase', confirm: false },
      { email: 'olena@example.com', action: 'erase', confirm: 'true' },
    ]) {
      expect(parsePersonRequest(body)).toMatchObject({ ok: false, status: 400 });
    }
  });

  it.each([
    ['no email', { action: 'export' }],
    ['not an email', { email: 'olena', action: 'export' }],
    ['an email with spaces inside', { email: 'ol ena@example.com', action: 'export' }],
    ['an email too long', { email: `${'a'.repeat(250)}@example.com`, action: 'export' }],
    ['an unknown action', { email: 'olena@example.com', action: 'delete' }],
    ['another field', { email: 'olena@example.com', action: 'export', all: true }],
  ])('refuses %s with 400', (_, body) => {
    expect(parsePersonRequest(body)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('readJsonBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/studio/requests/person', { method: 'POST', body, headers });

  it('reads JSON, Ukrainian text intact', async () => {
    expect(await readJsonBody(post(JSON.stringify({ note: 'Передзвонити у п’ятницю' })))).toEqual({
      ok: true,
      value: { note: 'Передзвонити у п’ятницю' },
    });
  });

  it('refuses what is not JSON with 400', async () => {
    expect(await readJsonBody(post('status=done'))).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(new Request('http://localhost/', { method: 'POST' }))).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('refuses a body over the limit with 413, by its length or as it streams in', async () => {
    const large = JSON.stringify({ note: 'x'.repeat(STUDIO_REQUEST_MAX_BODY_BYTES) });
    expect(await readJsonBody(post(large))).toMatchObject({ ok: false, status: 413 });
    const declared = post('{}', { 'content-length': String(STUDIO_REQUEST_MAX_BODY_BYTES + 1) });
    expect(await readJsonBody(declared)).toMatchObject({ ok: false, status: 413 });
  });
});
