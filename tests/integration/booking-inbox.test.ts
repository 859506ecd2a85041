import { createClient } from '@supabase/supabase-js';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/lib/booking/database.types';
import {
  createInbox,
  CSV_BOM,
  formatLisbonTime,
  InboxInputError,
  INBOX_PAGE_SIZE,
  parseCsv,
  type AppointmentInput,
  type AppointmentSettings,
  type InboxActor,
} from '@/lib/booking/inbox';
import { toSubmissionRow } from '@/lib/booking/submit/payloads';
import { submitBookingRequest } from '@/lib/booking/submit/submit-booking-request';
import {
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_TEXT_MAX_LENGTH,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  BOOKING_RETENTION_MONTHS,
} from '@/lib/constants';
import { signJwt } from '../../stand-ins/supabase/keys.ts';
import {
  anonClient,
  fillFields,
  formValues,
  futureDate,
  restHeaders,
  stack,
  storedRows,
  superuserQuery,
  visitorFetch,
} from './support.ts';
import { MAIL_TEXTS } from '../support/appointment-mail.ts';

/**
 * The owner's inbox against the real database through the gateway, as the site's
 * server runs it: lib/booking/inbox/queries.ts on a client with the secret key. The stack is shared with
 * the other test files, so each test finds its own rows by a token of its own (in the vehicle, which
 * the search reads) rather than counting the whole table.
 */

const service = createClient<Database>(stack.apiUrl, stack.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const inbox = createInbox({ client: service });
const owner: InboxActor = { id: 'p-owner-1', name: 'Rui Marques' };
const helper: InboxActor = { id: 'p-helper-2', name: 'Олена Коваленко' };

/** A word no other row holds (hex, so a search finds it whatever case and accents do). */
const token = () => `t${randomBytes(5).toString('hex')}`;

interface Seed {
  name?: string;
  email?: string;
  phone?: string | null;
  service?: string | null;
  vehicle?: string | null;
  message?: string | null;
  honeypot_filled?: boolean;
  /** Seconds before now; rows are stored in this order, the smallest the newest. */
  age?: number;
}

/**
 * Stores requests as the superuser (no rate limit), notified already so that no digest of another
 * test takes them. Returns their ids in the order given.
 */
async function seed(rows: Seed[]): Promise<string[]> {
  const prepared = rows.map((row, index) => ({
    key: randomUUID(),
    name: row.name ?? `Visitor ${index}`,
    email: row.email ?? `inbox-${randomUUID()}@example.com`,
    phone: row.phone === undefined ? '+351 912 345 678' : row.phone,
    service: row.service === undefined ? 'ceramic-coating' : row.service,
    vehicle: row.vehicle === undefined ? 'BMW 320d Touring' : row.vehicle,
    message: row.message === undefined ? 'Please check the rear bumper.' : row.message,
    honeypot_filled: row.honeypot_filled ?? false,
    age: row.age ?? index,
  }));
  await superuserQuery(
    `insert into public.contact_submissions
       (idempotency_key, name, email, phone, service, vehicle, message, honeypot_filled, created_at, last_contact_at, notified_at)
     select r.key, r.name, r.email, r.phone, r.service, r.vehicle, r.message, r.honeypot_filled,
            now() - make_interval(secs => r.age), now() - make_interval(secs => r.age), now() - make_interval(secs => r.age)
       from json_to_recordset($1::json) as r(key uuid, name text, email text, phone text, service text, vehicle text,
                                             message text, honeypot_filled boolean, age double precision)`,
    [JSON.stringify(prepared)],
  );
  const stored = await superuserQuery<{ id: string; idempotency_key: string }>(
    'select id, idempotency_key from public.contact_submissions where idempotency_key = any($1::uuid[])',
    [prepared.map((row) => row.key)],
  );
  const ids = new Map(stored.map((row) => [row.idempotency_key, row.id]));
  return prepared.map((row) => ids.get(row.key)!);
}

async function lastContact(id: string): Promise<Date> {
  const [row] = await superuserQuery<{ last_contact_at: Date }>(
    'select last_contact_at from public.contact_submissions where id = $1',
    [id],
  );
  return row!.last_contact_at;
}

async function historyRows(id: string): Promise<number> {
  const [row] = await superuserQuery<{ count: string }>(
    'select count(*) from private.booking_status_changes where request_id = $1',
    [id],
  );
  return Number(row!.count);
}

describe('the list', () => {
  it(`shows requests newest first, ${INBOX_PAGE_SIZE} a page, with how many match and how many are new`, async () => {
    const word = token();
    const ids = await seed(Array.from({ length: 60 }, (_, index) => ({ vehicle: `Golf ${word}`, age: index })));

    const first = await inbox.list({ search: word });
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(first.rows.map((row) => row.id)).toEqual(ids.slice(0, 50));
    const second = await inbox.list({ search: word, page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(ids.slice(50));
    expect((await inbox.list({ search: word, page: 3 })).rows).toEqual([]);

    const [{ count }] = (await superuserQuery<{ count: string }>(
      "select count(*) from public.contact_submissions where status = 'new'",
    )) as [{ count: string }];
    expect(first.newCount).toBe(Number(count));
  });

  it('filters by status and by service, alone and together', async () => {
    const word = token();
    const [ppf, ceramic, spam] = await seed([
      { vehicle: word, service: 'ppf' },
      { vehicle: word, service: 'ceramic-coating' },
      { vehicle: word, service: 'ppf', honeypot_filled: true },
    ]);
    await inbox.setStatus(ceramic!, 'contacted', owner);

    const ids = async (filter: Parameters<typeof inbox.list>[0]) =>
      (await inbox.list({ search: word, ...filter })).rows.map((row) => row.id).sort();
    expect(await ids({ status: 'new' })).toEqual([ppf]);
    expect(await ids({ status: 'contacted' })).toEqual([ceramic]);
    expect(await ids({ status: 'spam' })).toEqual([spam]);
    expect(await ids({ service: 'ppf' })).toEqual([ppf, spam].sort());
    expect(await ids({ service: 'ppf', status: 'spam' })).toEqual([spam]);
    expect(await ids({ service: 'express-detail' })).toEqual([]);
  });

  it('finds a request by name, email, phone or vehicle, whatever the case and accents', async () => {
    const word = token();
    const [ines, olena] = await seed([
      {
        name: `Inês Conceição ${word}`,
        email: `ines.${word}@example.pt`,
        phone: '+351 913 000 111',
        vehicle: `Škoda Octavia ${word}`,
      },
      {
        name: `Олена Ковальчук ${word}`,
        email: `olena.${word}@example.com`,
        phone: '00380 44 123 45 67',
        vehicle: `Toyota RAV4 ${word}`,
      },
    ]);
    const found = async (search: string) =>
      (await inbox.list({ search })).rows.map((row) => row.id).filter((id) => id === ines || id === olena);
    expect(await found(`INES CONCEICAO ${word}`)).toEqual([ines]);
    expect(await found(`conceição ${word}`)).toEqual([ines]);
    expect(await found(`олена ковальчук ${word}`)).toEqual([olena]);
    expect(await found(`ОЛЕНА КОВАЛЬЧУК ${word}`)).toEqual([olena]);
    expect(await found(`skoda octavia ${word}`)).toEqual([ines]);
    expect(await found(`olena.${word}@EXAMPLE.com`)).toEqual([olena]);
    // A phone number in any of the ways it is written: as stored, digits only, other spacing.
    const byPhone = async (search: string) =>
      (await inbox.list({ search })).rows.filter((row) => row.id === ines).map((row) => row.id);
    expect(await byPhone('913 000 111')).toEqual([ines]);
    expect(await byPhone('913000111')).toEqual([ines]);
    expect(await byPhone('+351913000111')).toEqual([ines]);
    expect(await found('0038044 1234567')).toEqual([olena]);
    // LIKE's own characters stand for themselves.
    expect((await inbox.list({ search: `%${word}` })).total).toBe(0);
    expect((await inbox.list({ search: `_${word.slice(1)}` })).total).toBe(0);
    // A term cannot reach across two fields.
    expect((await inbox.list({ search: `${word} ines.${word}` })).total).toBe(0);
  });

  it('refuses a bad filter with InboxInputError (the API answers 400), and so does the database', async () => {
    await expect(inbox.list({ page: 0 })).rejects.toBeInstanceOf(InboxInputError);
    await expect(inbox.list({ status: 'archived' as never })).rejects.toBeInstanceOf(InboxInputError);
    await expect(inbox.list({ search: 'x'.repeat(201) })).rejects.toBeInstanceOf(InboxInputError);
    // Past the module's checks, straight to the function.
    for (const args of [{ p_page: 0 }, { p_status: 'archived' }, { p_search: 'x'.repeat(201) }, { p_page_size: 500 }]) {
      const { error, status } = await service.rpc('list_booking_requests', args);
      expect(status).toBe(400);
      expect(['22023', '23514']).toContain(error?.code);
    }
  });
});

describe('one request', () => {
  it('shows every field, the language, how the mails went, and is null for an unknown id', async () => {
    const values = await formValues({ name: 'Олена Коваленко', vehicle: 'Škoda Октавія' });
    expect(await submitBookingRequest(values, 'uk', anonClient())).toEqual({ status: 'success' });
    const [stored] = await storedRows(values.email);
    const detail = await inbox.get(stored!.id);
    expect(detail).toEqual({
      request: {
        id: stored!.id,
        createdAt: expect.any(String),
        createdAtLisbon: formatLisbonTime(stored!.created_at),
        status: 'new',
        name: values.name,
        email: values.email,
        phone: values.phone,
        service: values.service,
        vehicleSize: null,
        extras: [],
        estimate: null,
        vehicle: values.vehicle,
        preferredDate: values.preferredDate,
        message: values.message,
        ownerNote: null,
        language: 'uk',
        quickFill: false,
        honeypotFilled: false,
        notificationProblem: null,
        inDigest: false,
        ownerMail: 'sent',
        notifiedAt: expect.any(String),
        acknowledgement: 'sent',
        lastContactAt: expect.any(String),
      },
      appointment: null,
      mails: [],
      history: [],
    });
    // The same instant (the module keeps the database's microseconds; a Date holds milliseconds).
    expect(Math.abs(new Date(detail!.request.createdAt).getTime() - stored!.created_at.getTime())).toBeLessThanOrEqual(
      1,
    );

    // Stored, but the browser never asked for the mail: no language known, waiting for the digest.
    const quiet = fillFields();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(quiet))).error).toBeNull();
    const [waiting] = await storedRows(quiet.email);
    expect((await inbox.get(waiting!.id))?.request).toMatchObject({
      language: null,
      ownerMail: 'waiting',
      acknowledgement: null,
      notifiedAt: null,
    });

    expect(await inbox.get(randomUUID())).toBeNull();
  });

  it('starts as spam when the honeypot was filled (the insert itself is the spec’s)', async () => {
    const values = await formValues({ honeypot: 'https://spam.example' });
    expect(await submitBookingRequest(values, 'en', anonClient())).toEqual({ status: 'success', heldAsSpam: true });
    const [stored] = await storedRows(values.email);
    expect((await inbox.get(stored!.id))?.request).toMatchObject({ status: 'spam', honeypotFilled: true });
  });
});

describe('a status change', () => {
  it('is recorded with who and when, counts as the last contact, and a repeat changes nothing', async () => {
    const [id] = await seed([{ age: 3600 }]);
    const before = await lastContact(id!);

    const contacted = await inbox.setStatus(id!, 'contacted', owner);
    expect(contacted?.request.status).toBe('contacted');
    expect(contacted?.history).toEqual([
      {
        changedAt: expect.any(String),
        changedAtLisbon: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        kind: 'status',
        from: 'new',
        to: 'contacted',
        actor: owner,
        byVisitor: false,
        detail: null,
      },
    ]);
    const after = await lastContact(id!);
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    expect(Math.abs(after.getTime() - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(new Date(contacted!.request.lastContactAt).getTime() - after.getTime())).toBeLessThanOrEqual(1);

    // The same status again: no entry, no new contact.
    expect((await inbox.setStatus(id!, 'contacted', helper))?.history).toHaveLength(1);
    expect((await lastContact(id!)).getTime()).toBe(after.getTime());

    const confirmed = await inbox.setStatus(id!, 'confirmed', helper);
    expect(confirmed?.history.map((change) => [change.from, change.to, change.actor.name])).toEqual([
      ['new', 'contacted', owner.name],
      ['contacted', 'confirmed', helper.name],
    ]);
  });

  it('goes through every status in one call each, and back', async () => {
    const [id] = await seed([{}]);
    for (const status of ['contacted', 'confirmed', 'done', 'declined', 'cancelled', 'spam', 'new'] as const) {
      expect((await inbox.setStatus(id!, status, owner))?.request.status).toBe(status);
    }
    expect(await historyRows(id!)).toBe(7);
  });

  it('records each of two changes made at once, each from the status it met', async () => {
    const [id] = await seed([{}]);
    await Promise.all([inbox.setStatus(id!, 'contacted', owner), inbox.setStatus(id!, 'declined', helper)]);
    const detail = await inbox.get(id!);
    const [first, second] = detail!.history;
    expect(first!.from).toBe('new');
    expect(second!.from).toBe(first!.to);
    expect(detail!.request.status).toBe(second!.to);
  });

  it('is null for a request that is not there, and refuses an actor without a name', async () => {
    expect(await inbox.setStatus(randomUUID(), 'done', owner)).toBeNull();
    const [id] = await seed([{}]);
    const { error, status } = await service.rpc('set_booking_request_status', {
      p_id: id!,
      p_status: 'done',
      p_actor_id: 'p-owner-1',
      p_actor_name: ' ',
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(await historyRows(id!)).toBe(0);
  });
});

describe('the note', () => {
  it('keeps up to the limit in any script, records the change but not the text, and leaves the last contact', async () => {
    const [id] = await seed([{ age: 600 }]);
    const before = await lastContact(id!);
    const longest = 'Передзвонити у пʼятницю; '.repeat(100).slice(0, BOOKING_OWNER_NOTE_MAX_LENGTH);
    const noted = await inbox.setNote(id!, longest, owner);
    expect(noted?.request.ownerNote).toBe(longest.trim());
    expect(noted?.history).toEqual([expect.objectContaining({ kind: 'note', from: null, to: null, actor: owner })]);
    expect(JSON.stringify(noted?.history)).not.toContain('Передзвонити');
    expect((await lastContact(id!)).getTime()).toBe(before.getTime());

    expect((await inbox.setNote(id!, '  Ligar sexta às 10h\n', owner))?.request.ownerNote).toBe('Ligar sexta às 10h');
    expect((await inbox.setNote(id!, '', helper))?.request.ownerNote).toBeNull();
    expect(await historyRows(id!)).toBe(3);
  });

  it('refuses a note over the limit or with control characters, in the module and in the database', async () => {
    const [id] = await seed([{}]);
    await expect(inbox.setNote(id!, 'x'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH + 1), owner)).rejects.toBeInstanceOf(
      InboxInputError,
    );
    await expect(inbox.setNote(id!, 'a\u0007b', owner)).rejects.toBeInstanceOf(InboxInputError);
    for (const note of ['x'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH + 1), 'a\u0007b']) {
      const { error, status } = await service.rpc('set_booking_request_note', {
        p_id: id!,
        p_note: note,
        p_actor_id: owner.id,
        p_actor_name: owner.name,
      });
      expect(status).toBe(400);
      expect(['22023', '23514']).toContain(error?.code);
    }
    // The column holds the limit even for a direct write.
    await expect(
      superuserQuery('update public.contact_submissions set owner_note = $2 where id = $1', [
        id,
        'x'.repeat(BOOKING_OWNER_NOTE_MAX_LENGTH + 1),
      ]),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await inbox.get(id!))?.request.ownerNote).toBeNull();
    expect(await historyRows(id!)).toBe(0);
  });
});

describe('appointments', () => {
  const settings: AppointmentSettings = { cutoffHours: 24, reminderLeadHours: 24, mail: MAIL_TEXTS };

  const at = (day: string, time = '10:00'): AppointmentInput => ({
    day,
    time,
    durationMinutes: 150,
    priceCents: 45_000,
    message: 'Traga a chave suplente.',
  });

  /** The next day the clocks go forward in Lisbon (the last Sunday of March), within the year ahead. */
  function springForward(): string {
    const today = new Date(`${futureDate(0)}T00:00:00Z`);
    for (let year = today.getUTCFullYear(); ; year += 1) {
      const day = new Date(Date.UTC(year, 2, 31));
      day.setUTCDate(31 - day.getUTCDay());
      if (day > today) return day.toISOString().slice(0, 10);
    }
  }

  it('reads back what the owner set, in Lisbon time, with the change in the history and its mail', async () => {
    const [id] = await seed([{ name: 'Ana Sousa' }]);
    const day = futureDate(20);
    const confirmed = await inbox.setAppointment(id!, at(day), settings, owner);
    expect(confirmed?.request.status).toBe('confirmed');
    expect(confirmed?.appointment).toEqual({
      state: 'confirmed',
      startsAt: expect.any(String),
      startsAtLisbon: `${day} 10:00`,
      durationMinutes: 150,
      priceCents: 45_000,
      ownerMessage: 'Traga a chave suplente.',
      sequence: 0,
      changesUntil: expect.any(String),
      remindAt: expect.any(String),
      cancelledBy: null,
      cancelReason: null,
    });
    const { startsAt, changesUntil, remindAt } = confirmed!.appointment!;
    expect(new Date(startsAt).getTime() - new Date(changesUntil).getTime()).toBe(24 * 3_600_000);
    expect(new Date(remindAt!).getTime()).toBe(new Date(changesUntil).getTime());
    expect(confirmed?.mails).toEqual([expect.objectContaining({ kind: 'confirmed', sequence: 0, failing: false })]);
    expect(confirmed?.history).toEqual([
      {
        changedAt: expect.any(String),
        changedAtLisbon: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        kind: 'confirmed',
        from: 'new',
        to: 'confirmed',
        actor: owner,
        byVisitor: false,
        detail: { startsAt, startsAtLisbon: `${day} 10:00`, durationMinutes: 150, priceCents: 45_000 },
      },
    ]);

    const [slot] = (await inbox.listAppointments(day, 1)).filter((found) => found.requestId === id);
    expect(slot).toEqual({
      requestId: id,
      startsAt,
      startsAtLisbon: `${day} 10:00`,
      durationMinutes: 150,
      name: 'Ana Sousa',
      service: 'ceramic-coating',
      vehicle: 'BMW 320d Touring',
      phone: '+351 912 345 678',
    });

    const cancelled = await inbox.cancelAppointment(id!, '  O cliente vendeu o carro \n', helper);
    expect(cancelled?.request.status).toBe('cancelled');
    expect(cancelled?.appointment).toMatchObject({
      state: 'cancelled',
      sequence: 1,
      cancelledBy: 'owner',
      cancelReason: 'O cliente vendeu o carro',
    });
    expect(cancelled?.history.at(-1)).toMatchObject({
      kind: 'cancelled',
      from: 'confirmed',
      to: 'cancelled',
      actor: helper,
      byVisitor: false,
      detail: { reason: 'O cliente vendeu o carro' },
    });
    expect(cancelled?.mails.map((mail) => [mail.kind, mail.sequence])).toEqual([
      ['confirmed', 0],
      ['cancelled', 1],
    ]);
    expect((await inbox.listAppointments(day, 1)).map((found) => found.requestId)).not.toContain(id);
  });

  it('is null for a request that is not there', async () => {
    expect(await inbox.setAppointment(randomUUID(), at(futureDate(20)), settings, owner)).toBeNull();
    expect(await inbox.cancelAppointment(randomUUID(), null, owner)).toBeNull();
  });

  it('turns what only the database can judge into InboxInputError, in its words, changing nothing', async () => {
    const [id] = await seed([{}]);
    const refusals: [AppointmentInput, RegExp][] = [
      [at(futureDate(-1)), /in the past/],
      [at(springForward(), '01:30'), /clocks go forward/],
      [at(futureDate(400)), /days ahead/],
    ];
    for (const [input, words] of refusals) {
      const error = await inbox.setAppointment(id!, input, settings, owner).catch((caught: unknown) => caught);
      expect(error, input.day).toBeInstanceOf(InboxInputError);
      expect(error).toMatchObject({ status: 400, message: expect.stringMatching(words) });
    }
    expect(await inbox.get(id!)).toMatchObject({ request: { status: 'new' }, appointment: null, mails: [] });
    expect(await historyRows(id!)).toBe(0);
  });

  it('refuses bad input in the module, and the database refuses the same', async () => {
    const [id] = await seed([{}]);
    const day = futureDate(20);
    const tooLong = 'x'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1);
    const wrong: [Partial<AppointmentInput>, Record<string, unknown>][] = [
      [{ day: '2026-02-30' }, { p_day: '2026-02-30' }],
      [{ time: '10:60' }, { p_time: '10:60' }],
      [{ durationMinutes: 14 }, { p_duration_minutes: 14 }],
      [{ priceCents: -1 }, { p_price_cents: -1 }],
      [{ message: tooLong }, { p_message: tooLong }],
      [{ message: 'a\u0007b' }, { p_message: 'a\u0007b' }],
    ];
    const valid = {
      p_id: id!,
      p_day: day,
      p_time: '10:00',
      p_duration_minutes: 150,
      p_price_cents: null,
      p_message: null,
      p_cutoff_hours: 24,
      p_reminder_lead_hours: 24,
      p_mail: settings.mail,
      p_actor_id: owner.id,
      p_actor_name: owner.name,
    };
    for (const [input, args] of wrong) {
      await expect(inbox.setAppointment(id!, { ...at(day), ...input }, settings, owner)).rejects.toBeInstanceOf(
        InboxInputError,
      );
      const { error, status } = await service.rpc('set_booking_appointment', { ...valid, ...args });
      expect(status, JSON.stringify(args)).toBe(400);
      expect(error?.code).toBe('22023');
    }
    await expect(inbox.cancelAppointment(id!, tooLong, owner)).rejects.toBeInstanceOf(InboxInputError);
    await expect(inbox.listAppointments(day, APPOINTMENT_LIST_MAX_DAYS + 1)).rejects.toBeInstanceOf(InboxInputError);
    const { error } = await service.rpc('list_booking_appointments', {
      p_from_day: day,
      p_days: APPOINTMENT_LIST_MAX_DAYS + 1,
    });
    expect(error?.code).toBe('22023');
    expect(await inbox.get(id!)).toMatchObject({ appointment: null, mails: [] });
  });
});

describe('visitors and other roles', () => {
  /** The keys a caller without the secret key may hold: apikey and Bearer, and the answer a refusal gets. */
  const keys = async () => [
    { role: 'anon', apikey: stack.anonKey, bearer: stack.anonKey, status: 401 },
    { role: 'anon (publishable key)', apikey: stack.publishableKey, bearer: stack.publishableKey, status: 401 },
    {
      role: 'authenticated',
      apikey: stack.anonKey,
      bearer: await signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' }),
      status: 403,
    },
  ];

  it('cannot call any of the inbox’s functions', async () => {
    const [id] = await seed([{}]);
    const calls: [string, Record<string, unknown>][] = [
      ['list_booking_requests', {}],
      ['export_booking_requests', {}],
      ['get_booking_request', { p_id: id }],
      ['set_booking_request_status', { p_id: id, p_status: 'done', p_actor_id: 'x', p_actor_name: 'x' }],
      ['set_booking_request_note', { p_id: id, p_note: 'x', p_actor_id: 'x', p_actor_name: 'x' }],
      ['cancel_booking_appointment', { p_id: id, p_reason: null, p_actor_id: 'x', p_actor_name: 'x' }],
      ['list_booking_appointments', { p_from_day: '2026-12-07' }],
    ];
    for (const { role, apikey, bearer, status } of await keys()) {
      for (const [fn, args] of calls) {
        const response = await visitorFetch(`${stack.apiUrl}/rest/v1/rpc/${fn}`, {
          method: 'POST',
          headers: restHeaders(apikey, bearer),
          body: JSON.stringify(args),
        });
        expect(response.status, `${fn} as ${role}`).toBe(status);
        expect(await response.json()).toMatchObject({ code: '42501' });
      }
    }
    expect((await inbox.get(id!))?.request.status).toBe('new');
    expect(await historyRows(id!)).toBe(0);
  });

  it('cannot read or change the status or the note, nor set them when sending a request', async () => {
    const [id] = await seed([{}]);
    for (const { apikey, bearer, status } of await keys()) {
      const client = createClient<Database>(stack.apiUrl, apikey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: bearer === apikey ? {} : { Authorization: `Bearer ${bearer}` } },
      });
      const read = await client.from('contact_submissions').select('status, owner_note').eq('id', id!);
      expect(read.status).toBe(status);
      expect(read.error?.code).toBe('42501');
      const change = await client.from('contact_submissions').update({ status: 'done', owner_note: 'x' }).eq('id', id!);
      expect(change.status).toBe(status);
      expect(change.error?.code).toBe('42501');
    }
    // The form's insert with extra columns: refused whole, nothing stored.
    for (const extra of [
      { status: 'done' },
      { owner_note: 'VIP' },
      { visitor_language: 'uk' },
      { acknowledgement: 'sent' },
      { search_text: 'anything' },
    ]) {
      const values = fillFields();
      const response = await visitorFetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: restHeaders(stack.anonKey),
        body: JSON.stringify({ ...toSubmissionRow(values), ...extra }),
      });
      expect(response.status).toBe(401);
      expect(await storedRows(values.email)).toEqual([]);
    }
    expect((await inbox.get(id!))?.request).toMatchObject({ status: 'new', ownerNote: null });
  });

  it('still send a request with the spec’s insert, stored as new', async () => {
    const values = fillFields();
    expect((await anonClient().from('contact_submissions').insert(toSubmissionRow(values))).error).toBeNull();
    const [stored] = await storedRows(values.email);
    expect((await inbox.get(stored!.id))?.request.status).toBe('new');
  });
});

describe('a person’s data', () => {
  it('is exported with the status, the note and the history, and erased with the history', async () => {
    const email = `inbox-${randomUUID()}@example.com`;
    const [first, second] = await seed([{ email }, { email: email.toUpperCase(), name: 'Ana S.' }]);
    const [other] = await seed([{}]);
    await inbox.setStatus(first!, 'contacted', owner);
    await inbox.setNote(first!, 'Prefere WhatsApp', owner);
    await inbox.setStatus(second!, 'spam', helper);
    await inbox.setStatus(other!, 'contacted', owner);

    const exported = await inbox.exportPerson(email);
    expect(exported.booking_requests).toHaveLength(2);
    expect(exported.booking_requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'contacted', owner_note: 'Prefere WhatsApp' })]),
    );
    expect(JSON.stringify(exported.booking_requests)).not.toContain('search_text');
    expect(exported.status_changes).toHaveLength(3);
    expect(JSON.stringify(exported)).not.toContain(other!);

    expect(await inbox.erasePerson(email)).toMatchObject({ bookingRequests: 2, statusChanges: 3 });
    expect(await historyRows(first!)).toBe(0);
    expect(await historyRows(second!)).toBe(0);
    expect(await historyRows(other!)).toBe(1);
    expect(await inbox.get(first!)).toBeNull();
    expect(await inbox.erasePerson(email)).toMatchObject({ bookingRequests: 0, statusChanges: 0 });
  });

  it('leaves with its request when retention deletes it', async () => {
    const [id] = await seed([{}]);
    await inbox.setStatus(id!, 'done', owner);
    expect(await historyRows(id!)).toBe(1);
    // Its last contact a day past the period; every other row is younger, so only it goes.
    await superuserQuery(
      `update public.contact_submissions
          set last_contact_at = now() - make_interval(months => $2) - interval '1 day' where id = $1`,
      [id, BOOKING_RETENTION_MONTHS],
    );
    await superuserQuery('select private.delete_expired_booking_requests()');
    expect(await inbox.get(id!)).toBeNull();
    expect(await historyRows(id!)).toBe(0);
  });
});

async function readText(stream: ReadableStream<Uint8Array>): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return { bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('the CSV export', () => {
  it('writes the filter’s requests once each, newest first, that read back with Portuguese and Ukrainian intact', async () => {
    const word = token();
    const people = [
      { name: 'Inês Conceição', message: 'Riscos no capô; pode ver?\r\nObrigada', phone: '+351 913 000 111' },
      { name: 'Олена Ковальчук', message: 'Подряпини на капоті, "терміново"', phone: '0442 123 456' },
      { name: 'João Gonçalves', message: '=HYPERLINK("http://evil.example","ver")', phone: null },
      { name: 'Ґанна Їжакевич', message: null, phone: '-' },
    ];
    const ids = await seed(people.map((person, index) => ({ ...person, vehicle: `Škoda ${word}`, age: index })));
    await inbox.setNote(ids[1]!, 'Передзвонити у пʼятницю', owner);
    await inbox.setStatus(ids[0]!, 'confirmed', owner);

    const { bytes, text } = await readText(inbox.exportCsv({ search: word }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Stored (Lisbon time)',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Service',
      'Vehicle',
      'Vehicle size',
      'Extras',
      'Estimate (EUR)',
      'Preferred date',
      'Language',
      'Message',
      'Note',
    ]);
    expect(rows.map((row) => row[2])).toEqual(people.map((person) => person.name));
    expect(rows[0]![1]).toBe('confirmed');
    expect(rows[0]![12]).toBe(people[0]!.message);
    expect(rows[1]![12]).toBe(people[1]!.message);
    expect(rows[1]![13]).toBe('Передзвонити у пʼятницю');
    expect(rows[2]![12]).toBe(`'${people[2]!.message}`);
    expect(rows[3]![4]).toBe("'-");
    expect(rows.every((row) => row[6] === `Škoda ${word}`)).toBe(true);
    const stored = await superuserQuery<{ created_at: Date }>(
      'select created_at from public.contact_submissions where id = $1',
      [ids[0]],
    );
    expect(rows[0]![0]).toBe(formatLisbonTime(stored[0]!.created_at));
  });

  it('walks a long filter in batches without losing or repeating a request stored in the same microsecond', async () => {
    const word = token();
    const ids = await seed(Array.from({ length: 23 }, () => ({ vehicle: word, age: 5 })));
    await superuserQuery(
      'update public.contact_submissions set created_at = (select max(created_at) from public.contact_submissions where id = any($1)) where id = any($1)',
      [ids],
    );
    const small = createInbox({ client: service, exportBatchSize: 5 });
    const { text } = await readText(small.exportCsv({ search: word }));
    const emails = parseCsv(text)
      .slice(1)
      .map((row) => row[3]);
    expect(emails).toHaveLength(23);
    expect(new Set(emails).size).toBe(23);
  });

  it('takes the status and the service of the filter', async () => {
    const word = token();
    const [, contacted] = await seed([
      { vehicle: word, service: 'ppf' },
      { vehicle: word, service: 'ppf' },
      { vehicle: word, service: 'full-detail' },
    ]);
    await inbox.setStatus(contacted!, 'contacted', owner);
    const count = async (filter: Parameters<typeof inbox.exportCsv>[0]) =>
      parseCsv((await readText(inbox.exportCsv({ search: word, ...filter }))).text).length - 1;
    expect(await count({})).toBe(3);
    expect(await count({ service: 'ppf' })).toBe(2);
    expect(await count({ service: 'ppf', status: 'contacted' })).toBe(1);
    expect(await count({ status: 'done' })).toBe(0);
  });
});

describe('the indexes', () => {
  it('serve the first page, a status, a search and a request’s history', async () => {
    const word = token();
    const [id] = await seed([{ vehicle: `Golf ${word}` }]);
    await inbox.setStatus(id!, 'contacted', owner);
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      // What the planner can do with each index, whatever it prefers on a small table.
      await client.query('set local enable_seqscan = off');
      const plan = async (sql: string, params: unknown[] = []) =>
        JSON.stringify((await client.query(`explain (analyze, format json) ${sql}`, params)).rows[0]);
      expect(
        await plan('select id from public.contact_submissions order by created_at desc, id desc limit 50'),
      ).toContain('contact_submissions_created_at_id_idx');
      expect(
        await plan(
          `select id from public.contact_submissions where status = 'contacted' order by created_at desc, id desc limit 50`,
        ),
      ).toContain('contact_submissions_status_created_at_idx');
      expect(
        await plan('select id from public.contact_submissions where search_text ilike $1', [`%${word}%`]),
      ).toContain('contact_submissions_search_text_idx');
      expect(await plan('select id from private.booking_status_changes where request_id = $1', [id])).toContain(
        'booking_status_changes_request_id_idx',
      );
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });
});
