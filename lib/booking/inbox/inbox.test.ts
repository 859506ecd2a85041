import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_DURATION_MIN_MINUTES,
  APPOINTMENT_LIST_DEFAULT_DAYS,
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_PRICE_MAX_CENTS,
  APPOINTMENT_TEXT_MAX_LENGTH,
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  REVIEW_LINK_VALID_DAYS,
  REVIEW_REQUEST_DELAY_HOURS,
} from '@/lib/constants';
import { CSV_BOM, parseCsv } from './csv';
import {
  createInbox,
  erasePersonWithReviews,
  InboxDatabaseError,
  InboxInputError,
  REQUEST_STATUSES,
  ReviewsNotDeletedError,
  type AppointmentSettings,
  type InboxClient,
  type ReviewRequestSettings,
} from './index';
import { createInboxFromEnv } from './server';
import { MAIL_TEXTS, reviewContent } from '@/tests/support/appointment-mail';
import { STORED_ESTIMATE } from '@/tests/support/stored-estimate';

/**
 * The inbox's own logic against a fake client: what it sends to which SQL function, how it reads
 * the answers, and what it refuses before asking the database. The SQL functions themselves are
 * tested against the real database in tests/integration/booking-inbox.test.ts.
 */

type Answer = { data: unknown; error: { code?: string; message: string } | null };

function fakeClient(answer: (fn: string, args: Record<string, unknown>) => Answer | Promise<Answer>) {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  const client = {
    rpc: async (fn: string, args: Record<string, unknown> = {}) => {
      calls.push({ fn, args });
      return answer(fn, args);
    },
  } as unknown as InboxClient;
  return { client, calls };
}

const ID = '0b9f5e0c-3f1e-4c55-9a43-5a0e8b2c7d11';
const actor = { id: 'p-owner', name: 'Rui Marques' };

function databaseRow(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    created_at: '2026-07-01T09:05:00.123456+00:00',
    status: 'new',
    name: 'Olena Kovalenko',
    email: 'olena@example.com',
    phone: '+351 912 345 678',
    service: 'ppf',
    vehicle_size: 'vehicleSize-suv',
    extras: ['serviceExtra-engine-bay'],
    estimate: STORED_ESTIMATE,
    vehicle: 'Škoda Octavia',
    preferred_date: '2026-07-20',
    message: 'Подряпини на капоті',
    owner_note: null,
    language: 'uk',
    quick_fill: false,
    honeypot_filled: false,
    notification_problem: null,
    notified_at: '2026-07-01T09:05:02+00:00',
    in_digest: false,
    acknowledgement: 'sent',
    last_contact_at: '2026-07-01T09:05:00.123456+00:00',
    ...overrides,
  };
}

const detail = (
  overrides: Record<string, unknown> = {},
  history: unknown[] = [],
  more: Record<string, unknown> = {},
) => ({
  request: databaseRow(overrides),
  appointment: null,
  mails: [],
  history,
  ...more,
});

describe('list', () => {
  it('asks for one page of the filter and reads the rows', async () => {
    const { client, calls } = fakeClient(() => ({
      data: { rows: [databaseRow()], total: 51, new_count: 7, page: 2, page_size: 50 },
      error: null,
    }));
    const page = await createInbox({ client }).list({ status: 'new', service: 'ppf', search: '  Олена ', page: 2 });
    expect(calls).toEqual([
      {
        fn: 'list_booking_requests',
        args: { p_status: 'new', p_service: 'ppf', p_search: 'Олена', p_page: 2, p_page_size: 50 },
      },
    ]);
    expect(page).toMatchObject({ total: 51, newCount: 7, page: 2, pageSize: 50 });
    expect(page.rows[0]).toEqual({
      id: ID,
      createdAt: '2026-07-01T09:05:00.123456+00:00',
      createdAtLisbon: '2026-07-01 10:05',
      status: 'new',
      name: 'Olena Kovalenko',
      email: 'olena@example.com',
      phone: '+351 912 345 678',
      service: 'ppf',
      vehicleSize: 'vehicleSize-suv',
      extras: ['serviceExtra-engine-bay'],
      estimate: STORED_ESTIMATE,
      vehicle: 'Škoda Octavia',
      preferredDate: '2026-07-20',
      message: 'Подряпини на капоті',
      ownerNote: null,
      language: 'uk',
      quickFill: false,
      honeypotFilled: false,
      notificationProblem: null,
      inDigest: false,
      ownerMail: 'sent',
      notifiedAt: '2026-07-01T09:05:02+00:00',
      acknowledgement: 'sent',
      lastContactAt: '2026-07-01T09:05:00.123456+00:00',
    });
  });

  it('asks for page 1 of everything when given nothing', async () => {
    const { client, calls } = fakeClient(() => ({
      data: { rows: [], total: 0, new_count: 0, page: 1, page_size: 50 },
      error: null,
    }));
    await createInbox({ client }).list();
    expect(calls[0]!.args).toEqual({ p_page: 1, p_page_size: 50 });
  });

  it('says how the owner heard of a request', async () => {
    const rows = [
      databaseRow({ notified_at: null, in_digest: false }),
      databaseRow({ notified_at: null, in_digest: true }),
      databaseRow({ in_digest: true, acknowledgement: null, language: null }),
    ];
    const { client } = fakeClient(() => ({
      data: { rows, total: 3, new_count: 3, page: 1, page_size: 50 },
      error: null,
    }));
    const page = await createInbox({ client }).list();
    expect(page.rows.map((row) => row.ownerMail)).toEqual(['waiting', 'waiting', 'digest']);
  });

  it('reads a request without a size, extras or estimate', async () => {
    const rows = [databaseRow({ vehicle_size: null, extras: [], estimate: null })];
    const { client } = fakeClient(() => ({
      data: { rows, total: 1, new_count: 1, page: 1, page_size: 50 },
      error: null,
    }));
    const [row] = (await createInbox({ client }).list()).rows;
    expect(row).toMatchObject({ vehicleSize: null, extras: [], estimate: null });
  });

  it('refuses an estimate of another shape', async () => {
    const rows = [databaseRow({ estimate: { ...STORED_ESTIMATE, totalCents: '1695.00' } })];
    const { client } = fakeClient(() => ({
      data: { rows, total: 1, new_count: 1, page: 1, page_size: 50 },
      error: null,
    }));
    await expect(createInbox({ client }).list()).rejects.toThrow(InboxDatabaseError);
  });

  const search = (length: number) => 'ж'.repeat(length);
  it.each([
    ['an unknown status', { status: 'archived' }, 'status'],
    ['an unknown service', { service: 'car-wash' }, 'service'],
    ['page 0', { page: 0 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a page that is no number', { page: Number.NaN }, 'page'],
    ['an absurd page', { page: 10_000_000 }, 'page'],
    ['a search too long', { search: search(BOOKING_INBOX_SEARCH_MAX_LENGTH + 1) }, 'search'],
    ['a search with a control character', { search: 'ana\u0000' }, 'search'],
  ])('refuses %s before asking the database', async (_, filter, field) => {
    const { client, calls } = fakeClient(() => ({ data: null, error: null }));
    const error = await createInbox({ client })
      .list(filter as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InboxInputError);
    expect(error).toMatchObject({ status: 400, field });
    expect(calls).toEqual([]);
  });

  it('takes the longest search allowed, in characters rather than UTF-16 units', async () => {
    const { client, calls } = fakeClient(() => ({
      data: { rows: [], total: 0, new_count: 0, page: 1, page_size: 50 },
      error: null,
    }));
    await createInbox({ client }).list({ search: '🚗'.repeat(BOOKING_INBOX_SEARCH_MAX_LENGTH) });
    expect(calls).toHaveLength(1);
  });
});

describe('one request', () => {
  it('is null when there is none', async () => {
    const { client } = fakeClient(() => ({ data: null, error: null }));
    expect(await createInbox({ client }).get(ID)).toBeNull();
  });

  it('comes with its history, in Lisbon time too', async () => {
    const { client, calls } = fakeClient(() => ({
      data: detail({ status: 'contacted' }, [
        {
          changed_at: '2026-12-01T18:00:00+00:00',
          kind: 'status',
          from_status: 'new',
          to_status: 'contacted',
          actor_id: 'p-owner',
          actor_name: 'Rui Marques',
          by_visitor: false,
          detail: null,
        },
      ]),
      error: null,
    }));
    const found = await createInbox({ client }).get(ID.toUpperCase());
    expect(calls[0]).toEqual({ fn: 'get_booking_request', args: { p_id: ID } });
    expect(found?.history).toEqual([
      {
        changedAt: '2026-12-01T18:00:00+00:00',
        changedAtLisbon: '2026-12-01 18:00',
        kind: 'status',
        from: 'new',
        to: 'contacted',
        actor: { id: 'p-owner', name: 'Rui Marques' },
        byVisitor: false,
        detail: null,
      },
    ]);
    expect(found).toMatchObject({ appointment: null, mails: [] });
  });

  it.each(['', '42', `${ID}x`, "' or 1=1 --"])('refuses the id %j', async (id) => {
    const { client, calls } = fakeClient(() => ({ data: null, error: null }));
    await expect(createInbox({ client }).get(id)).rejects.toMatchObject({ status: 400, field: 'id' });
    expect(calls).toEqual([]);
  });
});

describe('changes', () => {
  it('sets a status in the name of the actor', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail({ status: 'done' }), error: null }));
    const changed = await createInbox({ client }).setStatus(ID, 'done', { id: ' p-owner ', name: ' Rui Marques ' });
    expect(calls[0]).toEqual({
      fn: 'set_booking_request_status',
      args: { p_id: ID, p_status: 'done', p_actor_id: 'p-owner', p_actor_name: 'Rui Marques' },
    });
    expect(changed?.request.status).toBe('done');
  });

  const review: ReviewRequestSettings = { delayHours: 2, validDays: 60, mail: reviewContent().mail };

  it('queues the review request with a done, as queue_review_request reads it', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail({ status: 'done' }), error: null }));
    await createInbox({ client }).setStatus(ID, 'done', actor, review);
    expect(calls[0]).toEqual({
      fn: 'set_booking_request_status',
      args: {
        p_id: ID,
        p_status: 'done',
        p_actor_id: 'p-owner',
        p_actor_name: 'Rui Marques',
        p_review: { delay_hours: 2, valid_days: 60, mail: reviewContent().mail },
      },
    });
  });

  it.each<[string, Partial<ReviewRequestSettings>, string]>([
    ['a delay too long', { delayHours: REVIEW_REQUEST_DELAY_HOURS.max + 1 }, 'review.delayHours'],
    ['a negative delay', { delayHours: -1 }, 'review.delayHours'],
    ['a fractional delay', { delayHours: 1.5 }, 'review.delayHours'],
    ['a link valid no day', { validDays: REVIEW_LINK_VALID_DAYS.min - 1 }, 'review.validDays'],
    ['a link valid too long', { validDays: REVIEW_LINK_VALID_DAYS.max + 1 }, 'review.validDays'],
    ['mail texts that are no object', { mail: 'texts' as never }, 'review.mail'],
  ])('refuses %s in the review settings, naming where they are set', async (_, wrong, field) => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const error = await createInbox({ client })
      .setStatus(ID, 'done', actor, { ...review, ...wrong })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'InboxInputError', status: 400, field });
    if (field !== 'review.mail') expect((error as Error).message).toContain('Site settings → Review requests');
    expect(calls).toEqual([]);
  });

  it.each(REQUEST_STATUSES)('knows the status %s', async (status) => {
    const { client } = fakeClient(() => ({ data: detail({ status }), error: null }));
    expect((await createInbox({ client }).setStatus(ID, status, actor))?.request.status).toBe(status);
  });

  it('keeps a note trimmed, clears it with blank or null', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const inbox = createInbox({ client });
    await inbox.setNote(ID, '  Ligar sexta\n', actor);
    await inbox.setNote(ID, ' \n ', actor);
    await inbox.setNote(ID, null, actor);
    expect(calls.map((call) => call.args.p_note)).toEqual(['Ligar sexta', '', '']);
  });

  it('takes a note of the longest length, in characters', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    await createInbox({ client }).setNote(ID, 'ї'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH), actor);
    await createInbox({ client }).setNote(ID, '🚗'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH), actor);
    expect(calls).toHaveLength(2);
  });

  type Change = [method: 'setStatus' | 'setNote', id: string, value: unknown, actor: unknown];
  it.each<[string, Change, string]>([
    ['an unknown status', ['setStatus', ID, 'archived', actor], 'status'],
    ['a note too long', ['setNote', ID, 'x'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH + 1), actor], 'note'],
    ['a note with a control character', ['setNote', ID, 'a\u0007b', actor], 'note'],
    ['a note that is no text', ['setNote', ID, 42, actor], 'note'],
    ['no actor', ['setStatus', ID, 'done', undefined], 'actor.id'],
    ['a blank actor name', ['setStatus', ID, 'done', { id: 'p-owner', name: '  ' }], 'actor.name'],
    ['an actor id too long', ['setNote', ID, 'x', { id: 'x'.repeat(201), name: 'Rui' }], 'actor.id'],
    ['an actor name with a line break', ['setNote', ID, 'x', { id: 'p', name: 'Rui\nMarques' }], 'actor.name'],
  ])('refuses %s before asking the database', async (_, [method, id, value, who], field) => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const inbox = createInbox({ client });
    const change = inbox[method] as (id: string, value: unknown, actor: unknown) => Promise<unknown>;
    await expect(change(id, value, who)).rejects.toMatchObject({ name: 'InboxInputError', status: 400, field });
    expect(calls).toEqual([]);
  });

  it('is null for a request that is not there', async () => {
    const { client } = fakeClient(() => ({ data: null, error: null }));
    expect(await createInbox({ client }).setStatus(ID, 'done', actor)).toBeNull();
  });
});

describe('database failures', () => {
  it('turns input the database refused into InboxInputError', async () => {
    const { client } = fakeClient(() => ({
      data: null,
      error: { code: '23514', message: 'value for domain booking_request_status violates check constraint' },
    }));
    await expect(createInbox({ client }).setStatus(ID, 'done', actor)).rejects.toBeInstanceOf(InboxInputError);
  });

  it('turns anything else into InboxDatabaseError, naming the function', async () => {
    const { client } = fakeClient(() => ({ data: null, error: { code: '', message: 'TypeError: fetch failed' } }));
    const error = await createInbox({ client })
      .list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InboxDatabaseError);
    expect(error).toMatchObject({ status: 502, message: expect.stringContaining('list_booking_requests failed') });
  });

  it('does not trust an answer of an unexpected shape', async () => {
    const { client } = fakeClient(() => ({ data: { rows: [{ id: 1 }] }, error: null }));
    await expect(createInbox({ client }).list()).rejects.toBeInstanceOf(InboxDatabaseError);
  });
});

describe('appointments', () => {
  const settings: AppointmentSettings = { cutoffHours: 24, reminderLeadHours: 24, mail: MAIL_TEXTS };

  const input = {
    day: '2026-12-10',
    time: '09:30',
    durationMinutes: 1440,
    priceCents: 120000,
    message: 'Ключі — на рецепції',
  };
  const change = (kind: string, more: Record<string, unknown>) => ({
    changed_at: '2026-12-01T18:00:00+00:00',
    kind,
    from_status: null,
    to_status: null,
    actor_id: 'p-owner',
    actor_name: 'Rui Marques',
    by_visitor: false,
    ...more,
  });
  const appointment = {
    state: 'cancelled',
    starts_at: '2026-12-10T09:30:00+00:00',
    duration_minutes: 1440,
    price_cents: 120000,
    owner_message: 'Ключі — на рецепції',
    sequence: 2,
    changes_until: '2026-12-09T09:30:00+00:00',
    remind_at: '2026-12-09T09:30:00+00:00',
    cancelled_by: 'visitor',
    cancel_reason: 'Захворів',
  };
  const mail = {
    kind: 'visitor-cancelled',
    sequence: 2,
    created_at: '2026-12-02T10:00:00+00:00',
    sent_at: null,
    dropped_at: null,
    attempts: 3,
    last_error: '503 from the mail service',
    failing: true,
  };

  it('confirms with the owner’s settings and the mails’ texts, in the name of the actor', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail({ status: 'confirmed' }), error: null }));
    const confirmed = await createInbox({ client }).setAppointment(ID.toUpperCase(), input, settings, {
      id: ' p-owner ',
      name: 'Rui Marques',
    });
    expect(calls).toEqual([
      {
        fn: 'set_booking_appointment',
        args: {
          p_id: ID,
          p_day: '2026-12-10',
          p_time: '09:30',
          p_duration_minutes: 1440,
          p_price_cents: 120000,
          p_message: 'Ключі — на рецепції',
          p_cutoff_hours: 24,
          p_reminder_lead_hours: 24,
          p_mail: settings.mail,
          p_actor_id: 'p-owner',
          p_actor_name: 'Rui Marques',
        },
      },
    ]);
    expect(confirmed?.request.status).toBe('confirmed');
  });

  it('keeps the message as the database would: trimmed, line breaks as \\n, none when blank', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const inbox = createInbox({ client });
    await inbox.setAppointment(ID, { ...input, message: '  Line one\r\nline two\n ' }, settings, actor);
    await inbox.setAppointment(ID, { ...input, message: ' \r\n ' }, settings, actor);
    await inbox.setAppointment(ID, { ...input, priceCents: null, message: null }, settings, actor);
    await inbox.setAppointment(ID, { ...input, message: '🚗'.repeat(APPOINTMENT_TEXT_MAX_LENGTH) }, settings, actor);
    expect(calls.map((call) => [call.args.p_message, call.args.p_price_cents])).toEqual([
      ['Line one\nline two', 120000],
      [null, 120000],
      [null, null],
      ['🚗'.repeat(APPOINTMENT_TEXT_MAX_LENGTH), 120000],
    ]);
  });

  it.each([
    ['a day in another shape', { day: '10/12/2026' }, 'day'],
    ['a day the calendar lacks', { day: '2026-02-29' }, 'day'],
    ['a month the calendar lacks', { day: '2026-13-01' }, 'day'],
    ['a time past 23:59', { time: '24:00' }, 'time'],
    ['a time without its leading zero', { time: '9:30' }, 'time'],
    ['a time with seconds', { time: '09:30:00' }, 'time'],
    ['a duration too short', { durationMinutes: APPOINTMENT_DURATION_MIN_MINUTES - 1 }, 'durationMinutes'],
    ['a duration too long', { durationMinutes: APPOINTMENT_DURATION_MAX_MINUTES + 1 }, 'durationMinutes'],
    ['a fractional duration', { durationMinutes: 90.5 }, 'durationMinutes'],
    ['a negative price', { priceCents: -1 }, 'priceCents'],
    ['a price too high', { priceCents: APPOINTMENT_PRICE_MAX_CENTS + 1 }, 'priceCents'],
    ['a price in fractions of a cent', { priceCents: 1999.5 }, 'priceCents'],
    ['a message too long', { message: 'x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1) }, 'message'],
    ['a message with a tab', { message: 'a\tb' }, 'message'],
    ['a message with a control character', { message: 'a\u0007b' }, 'message'],
    ['a message that is no text', { message: 42 }, 'message'],
  ])('refuses %s before asking the database', async (_, wrong, field) => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const error = await createInbox({ client })
      .setAppointment(ID, { ...input, ...wrong } as never, settings, actor)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InboxInputError);
    expect(error).toMatchObject({ status: 400, field, message: expect.stringContaining(field) });
    expect(calls).toEqual([]);
  });

  it.each([
    ['a cut-off too long', { cutoffHours: 337 }, 'settings.cutoffHours'],
    ['a negative cut-off', { cutoffHours: -1 }, 'settings.cutoffHours'],
    ['no reminder lead', { reminderLeadHours: 0 }, 'settings.reminderLeadHours'],
    ['a fractional reminder lead', { reminderLeadHours: 1.5 }, 'settings.reminderLeadHours'],
    ['mail texts that are no object', { mail: 'texts' }, 'settings.mail'],
  ])('refuses %s in the settings, naming where they are set', async (_, wrong, field) => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const error = await createInbox({ client })
      .setAppointment(ID, input, { ...settings, ...wrong } as never, actor)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'InboxInputError', status: 400, field });
    expect(calls).toEqual([]);
  });

  it('passes on the database’s refusal of a start it alone can judge, in its words', async () => {
    const message = 'The appointment starts in the past (2026-12-10 09:30 in Lisbon)';
    const { client } = fakeClient(() => ({ data: null, error: { code: '22023', message } }));
    const error = await createInbox({ client })
      .setAppointment(ID, input, settings, actor)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InboxInputError);
    expect(error).toMatchObject({ status: 400, message });
  });

  it('cancels with a reason or none, and is null for a request that is not there', async () => {
    const { client, calls } = fakeClient((_, args) => ({
      data: args.p_id === ID ? detail({ status: 'cancelled' }) : null,
      error: null,
    }));
    const inbox = createInbox({ client });
    expect((await inbox.cancelAppointment(ID, '  The car is sold \n', actor))?.request.status).toBe('cancelled');
    await inbox.cancelAppointment(ID, null, actor);
    expect(await inbox.cancelAppointment('00000000-0000-4000-8000-000000000000', '', actor)).toBeNull();
    expect(calls.map((call) => [call.fn, call.args.p_reason])).toEqual([
      ['cancel_booking_appointment', 'The car is sold'],
      ['cancel_booking_appointment', null],
      ['cancel_booking_appointment', null],
    ]);
    expect(calls[0]!.args).toMatchObject({ p_id: ID, p_actor_id: actor.id, p_actor_name: actor.name });
  });

  it('refuses a reason too long or with a control character before asking the database', async () => {
    const { client, calls } = fakeClient(() => ({ data: detail(), error: null }));
    const inbox = createInbox({ client });
    for (const reason of ['x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1), 'a\u001bb']) {
      await expect(inbox.cancelAppointment(ID, reason, actor)).rejects.toMatchObject({ status: 400, field: 'reason' });
    }
    await expect(inbox.cancelAppointment(ID, 'x', { id: '', name: 'Rui' })).rejects.toMatchObject({
      field: 'actor.id',
    });
    expect(calls).toEqual([]);
  });

  it('reads the appointment, its mails and every kind of history entry, with Lisbon times', async () => {
    const history = [
      change('confirmed', {
        from_status: 'new',
        to_status: 'confirmed',
        detail: { starts_at: '2026-12-10T09:30:00+00:00', duration_minutes: 1440, price_cents: 120000 },
      }),
      change('rescheduled', {
        detail: { starts_at: '2026-07-10T08:30:00+00:00', duration_minutes: 90, price_cents: null },
      }),
      change('asked', {
        actor_id: 'visitor',
        actor_name: 'visitor',
        by_visitor: true,
        detail: { message: 'Пізніше?' },
      }),
      change('cancelled', {
        from_status: 'confirmed',
        to_status: 'cancelled',
        actor_id: 'visitor',
        actor_name: 'visitor',
        by_visitor: true,
        detail: { reason: null },
      }),
      change('note', { detail: null }),
    ];
    const { client } = fakeClient(() => ({
      data: detail({ status: 'cancelled' }, history, { appointment, mails: [mail] }),
      error: null,
    }));
    const found = await createInbox({ client }).get(ID);
    expect(found?.appointment).toEqual({
      state: 'cancelled',
      startsAt: '2026-12-10T09:30:00+00:00',
      startsAtLisbon: '2026-12-10 09:30',
      durationMinutes: 1440,
      priceCents: 120000,
      ownerMessage: 'Ключі — на рецепції',
      sequence: 2,
      changesUntil: '2026-12-09T09:30:00+00:00',
      remindAt: '2026-12-09T09:30:00+00:00',
      cancelledBy: 'visitor',
      cancelReason: 'Захворів',
    });
    expect(found?.mails).toEqual([
      {
        kind: 'visitor-cancelled',
        sequence: 2,
        createdAt: '2026-12-02T10:00:00+00:00',
        sentAt: null,
        droppedAt: null,
        attempts: 3,
        lastError: '503 from the mail service',
        failing: true,
      },
    ]);
    expect(
      found?.history.map(({ kind, from, to, byVisitor, actor: who, detail: what }) => [
        kind,
        from,
        to,
        byVisitor,
        who.id,
        what,
      ]),
    ).toEqual([
      [
        'confirmed',
        'new',
        'confirmed',
        false,
        'p-owner',
        {
          startsAt: '2026-12-10T09:30:00+00:00',
          startsAtLisbon: '2026-12-10 09:30',
          durationMinutes: 1440,
          priceCents: 120000,
        },
      ],
      // Summer time: an hour ahead of UTC.
      [
        'rescheduled',
        null,
        null,
        false,
        'p-owner',
        {
          startsAt: '2026-07-10T08:30:00+00:00',
          startsAtLisbon: '2026-07-10 09:30',
          durationMinutes: 90,
          priceCents: null,
        },
      ],
      ['asked', null, null, true, 'visitor', { message: 'Пізніше?' }],
      ['cancelled', 'confirmed', 'cancelled', true, 'visitor', { reason: null }],
      ['note', null, null, false, 'p-owner', null],
    ]);
  });

  it.each([
    ['an ask without its message', { history: [change('asked', { detail: null })] }],
    ['a confirmation without its time', { history: [change('confirmed', { detail: { reason: 'x' } })] }],
    ['a status change with a detail', { history: [change('status', { detail: { message: 'x' } })] }],
    ['an unknown kind of history entry', { history: [change('archived', { detail: null })] }],
    ['an unknown kind of mail', { mails: [{ ...mail, kind: 'newsletter' }] }],
    ['an appointment in an unknown state', { appointment: { ...appointment, state: 'pending' } }],
    ['no mails at all', { mails: undefined }],
  ])('does not trust a detail with %s', async (_, more) => {
    const { client } = fakeClient(() => ({ data: detail({}, [], more), error: null }));
    await expect(createInbox({ client }).get(ID)).rejects.toBeInstanceOf(InboxDatabaseError);
  });

  it('lists the appointments of the days asked, 14 unless told, with Lisbon times', async () => {
    const slot = {
      request_id: ID,
      starts_at: '2026-12-10T09:30:00+00:00',
      duration_minutes: 90,
      name: 'Olena Kovalenko',
      service: 'express-detail',
      vehicle: null,
      phone: '+351 912 345 678',
    };
    const { client, calls } = fakeClient(() => ({ data: [slot], error: null }));
    const inbox = createInbox({ client });
    expect(await inbox.listAppointments('2026-12-07')).toEqual([
      {
        requestId: ID,
        startsAt: '2026-12-10T09:30:00+00:00',
        startsAtLisbon: '2026-12-10 09:30',
        durationMinutes: 90,
        name: 'Olena Kovalenko',
        service: 'express-detail',
        vehicle: null,
        phone: '+351 912 345 678',
      },
    ]);
    await inbox.listAppointments('2026-12-07', APPOINTMENT_LIST_MAX_DAYS);
    expect(calls).toEqual([
      { fn: 'list_booking_appointments', args: { p_from_day: '2026-12-07', p_days: APPOINTMENT_LIST_DEFAULT_DAYS } },
      { fn: 'list_booking_appointments', args: { p_from_day: '2026-12-07', p_days: APPOINTMENT_LIST_MAX_DAYS } },
    ]);
  });

  it.each([
    ['a day in another shape', '7.12.2026', 7, 'from'],
    ['a day the calendar lacks', '2026-11-31', 7, 'from'],
    ['no days', '2026-12-07', 0, 'days'],
    ['too many days', '2026-12-07', APPOINTMENT_LIST_MAX_DAYS + 1, 'days'],
    ['a fraction of a day', '2026-12-07', 1.5, 'days'],
  ])('refuses %s for the list before asking the database', async (_, from, days, field) => {
    const { client, calls } = fakeClient(() => ({ data: [], error: null }));
    await expect(createInbox({ client }).listAppointments(from, days)).rejects.toMatchObject({ status: 400, field });
    expect(calls).toEqual([]);
  });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('the CSV export', () => {
  const rowAt = (index: number) =>
    databaseRow({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      created_at: `2026-07-01T09:05:00.${String(999999 - index).padStart(6, '0')}+00:00`,
      name: index % 2 ? `Олена ${index}` : `Inês ${index}`,
    });

  it('walks the filter a batch at a time after the last request of each, and writes every one once', async () => {
    const all = Array.from({ length: 7 }, (_, index) => rowAt(index));
    const { client, calls } = fakeClient((_, args) => {
      const after = all.findIndex((row) => row.id === args.p_before_id);
      return { data: all.slice(after + 1, after + 1 + (args.p_limit as number)), error: null };
    });
    const bytes = await readAll(createInbox({ client, exportBatchSize: 3 }).exportCsv({ status: 'new', search: 'a' }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header![0]).toBe('Stored (Lisbon time)');
    expect(rows.map((row) => row[2])).toEqual(all.map((row) => row.name));
    expect(calls.map((call) => [call.args.p_before_created_at, call.args.p_before_id])).toEqual([
      [undefined, undefined],
      [all[2]!.created_at, all[2]!.id],
      [all[5]!.created_at, all[5]!.id],
    ]);
    expect(calls.every((call) => call.args.p_status === 'new' && call.args.p_search === 'a')).toBe(true);
  });

  it('writes only the header when nothing matches', async () => {
    const { client } = fakeClient(() => ({ data: [], error: null }));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await readAll(createInbox({ client }).exportCsv()),
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text)).toHaveLength(1);
  });

  it('refuses a bad filter at once, before any byte', () => {
    const { client, calls } = fakeClient(() => ({ data: [], error: null }));
    expect(() => createInbox({ client }).exportCsv({ status: 'archived' as never })).toThrow(InboxInputError);
    expect(calls).toEqual([]);
  });

  it('errors the stream when the database fails midway', async () => {
    let call = 0;
    const { client } = fakeClient(() =>
      call++ === 0
        ? { data: [rowAt(0), rowAt(1)], error: null }
        : { data: null, error: { code: '57014', message: 'canceling statement due to statement timeout' } },
    );
    await expect(readAll(createInbox({ client, exportBatchSize: 2 }).exportCsv())).rejects.toBeInstanceOf(
      InboxDatabaseError,
    );
  });
});

describe('a person’s data', () => {
  it('exports what the database gathered', async () => {
    const exported = {
      email: 'olena@example.com',
      exported_at: '2026-07-01T09:05:00+00:00',
      booking_requests: [{ name: 'Olena' }],
      status_changes: [],
      proof_of_work_records: [],
      rate_limit_counters: [],
    };
    const { client, calls } = fakeClient(() => ({ data: exported, error: null }));
    expect(await createInbox({ client }).exportPerson(' olena@example.com ')).toEqual(exported);
    expect(calls[0]).toEqual({ fn: 'export_booking_data', args: { p_email: 'olena@example.com' } });
  });

  const KEPT = `review-booking-${ID}`;
  const GONE = 'review-booking-5a0e8b2c-7d11-4c55-9a43-0b9f5e0c3f1e';
  const erasedData = {
    email: 'olena@example.com',
    booking_requests: 2,
    status_changes: 3,
    proof_of_work_records: 1,
    rate_limit_counters: 2,
    reviews: [
      { document_id: KEPT, keep_after_erasure: true },
      { document_id: GONE, keep_after_erasure: false },
    ],
  };

  it('reports what erasure deleted, and the Studio documents of the person’s reviews', async () => {
    const { client } = fakeClient(() => ({ data: erasedData, error: null }));
    expect(await createInbox({ client }).erasePerson('olena@example.com')).toEqual({
      email: 'olena@example.com',
      bookingRequests: 2,
      statusChanges: 3,
      proofOfWorkRecords: 1,
      rateLimitCounters: 2,
      reviews: [
        { documentId: KEPT, keepAfterErasure: true },
        { documentId: GONE, keepAfterErasure: false },
      ],
    });
  });

  it('erases the person, then deletes their reviews in the Studio but those they asked to keep', async () => {
    const { client } = fakeClient(() => ({ data: erasedData, error: null }));
    const deleted: string[][] = [];
    const erased = await erasePersonWithReviews(createInbox({ client }), 'olena@example.com', async (ids) => {
      deleted.push(ids);
    });
    expect(deleted).toEqual([[GONE]]);
    expect(erased).toMatchObject({ bookingRequests: 2, deletedReviews: [GONE] });
  });

  it('names the reviews left in the Studio when their deletion fails, the database being erased', async () => {
    const { client, calls } = fakeClient(() => ({ data: erasedData, error: null }));
    const error = await erasePersonWithReviews(createInbox({ client }), 'olena@example.com', async () => {
      throw new Error('503 from the Content Lake');
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReviewsNotDeletedError);
    expect(error).toMatchObject({ documentIds: [GONE], message: expect.stringContaining(GONE) });
    expect(calls.map(({ fn }) => fn)).toEqual(['erase_booking_data']);
  });

  it('does not trust an erasure that names no reviews', async () => {
    const { reviews, ...withoutReviews } = erasedData;
    const { client } = fakeClient(() => ({ data: withoutReviews, error: null }));
    await expect(createInbox({ client }).erasePerson('olena@example.com')).rejects.toBeInstanceOf(InboxDatabaseError);
  });

  it.each(['', 'olena', 'ol ena@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses the email %j',
    async (email) => {
      const { client, calls } = fakeClient(() => ({ data: null, error: null }));
      await expect(createInbox({ client }).erasePerson(email)).rejects.toMatchObject({ status: 400, field: 'email' });
      expect(calls).toEqual([]);
    },
  );
});

describe('createInboxFromEnv', () => {
  it('makes one inbox on the embedded defaults (the local stack’s secret key)', () => {
    expect(createInboxFromEnv()).toBe(createInboxFromEnv());
  });
});
