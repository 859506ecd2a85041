import { describe, expect, it } from 'vitest';
import { BOOKING_INBOX_SEARCH_MAX_LENGTH, BOOKING_OWNER_NOTE_MAX_LENGTH } from '@/lib/constants';
import { CSV_BOM, parseCsv } from './csv';
import { createInbox, InboxDatabaseError, InboxInputError, REQUEST_STATUSES, type InboxClient } from './index';
import { createInboxFromEnv } from './server';

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

const detail = (overrides: Record<string, unknown> = {}, history: unknown[] = []) => ({
  request: databaseRow(overrides),
  history,
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
      },
    ]);
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

  it('reports what erasure deleted', async () => {
    const { client } = fakeClient(() => ({
      data: {
        email: 'olena@example.com',
        booking_requests: 2,
        status_changes: 3,
        proof_of_work_records: 1,
        rate_limit_counters: 2,
      },
      error: null,
    }));
    expect(await createInbox({ client }).erasePerson('olena@example.com')).toEqual({
      email: 'olena@example.com',
      bookingRequests: 2,
      statusChanges: 3,
      proofOfWorkRecords: 1,
      rateLimitCounters: 2,
    });
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
