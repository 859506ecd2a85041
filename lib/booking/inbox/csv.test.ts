import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvField,
  csvRecord,
  formatLisbonTime,
  INBOX_CSV_COLUMNS,
  INBOX_CSV_HEADERS,
  inboxCsvHeader,
  inboxCsvRecord,
  neutraliseFormula,
  parseCsv,
  type InboxCsvRecord,
} from './csv';
import type { StoredEstimate } from '../estimate';

const request = (overrides: Partial<InboxCsvRecord> = {}): InboxCsvRecord => ({
  createdAt: '2026-07-01T09:05:00.123456+00:00',
  status: 'new',
  name: 'Inês Conceição',
  email: 'ines@example.com',
  phone: '912 345 678',
  service: 'ceramic-coating',
  vehicle: 'Škoda Octavia',
  vehicleSize: null,
  extras: [],
  estimate: null,
  preferredDate: '2026-07-15',
  language: 'pt',
  message: 'Riscos no capô; pode ver?',
  ownerNote: null,
  ...overrides,
});

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Ana Sousa')).toBe('Ana Sousa');
    expect(csvField('Олена Коваленко')).toBe('Олена Коваленко');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field holding the separator, a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('a\tb', '\t')).toBe('"a\tb"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+351 912 345 678', "'+351 912 345 678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝1+1', "'＝1+1"],
  ])('neutralises the formula %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('leaves formula signs that do not start the cell alone', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('ana@example.com')).toBe('ana@example.com');
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('csvRecord', () => {
  it('joins with ; and ends with CRLF', () => {
    expect(csvRecord(['a', null, 'c'])).toBe('a;;c\r\n');
  });
});

describe('formatLisbonTime', () => {
  it('shows Lisbon’s wall clock, in summer (UTC+1) and in winter (UTC)', () => {
    expect(formatLisbonTime('2026-07-01T09:05:00Z')).toBe('2026-07-01 10:05');
    expect(formatLisbonTime('2026-12-31T23:30:00.5+00:00')).toBe('2026-12-31 23:30');
    expect(formatLisbonTime(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01 00:30');
  });

  it('refuses what is no point in time', () => {
    expect(() => formatLisbonTime('yesterday')).toThrow(RangeError);
  });
});

describe('the inbox export', () => {
  it('has the columns of issue 36, in English unless told otherwise', () => {
    expect(inboxCsvHeader()).toBe(`${INBOX_CSV_COLUMNS.map((column) => INBOX_CSV_HEADERS[column]).join(';')}\r\n`);
    expect(parseCsv(inboxCsvHeader({ headers: { stored: 'Recebido (Lisboa)', note: 'Nota' } }))[0]).toEqual([
      'Recebido (Lisboa)',
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
      'Nota',
    ]);
  });

  it('writes a request with the stored time in Lisbon time and names from the labels', () => {
    const record = inboxCsvRecord(request({ ownerNote: 'Ligar sexta' }), {
      statuses: { new: 'Novo' },
      services: { 'ceramic-coating': 'Revestimento cerâmico' },
    });
    expect(parseCsv(record)).toEqual([
      [
        '2026-07-01 10:05',
        'Novo',
        'Inês Conceição',
        'ines@example.com',
        '912 345 678',
        'Revestimento cerâmico',
        'Škoda Octavia',
        '',
        '',
        '',
        '2026-07-15',
        'pt',
        'Riscos no capô; pode ver?',
        'Ligar sexta',
      ],
    ]);
  });

  it('writes the size and extras by their stored names, and the estimate as an amount a spreadsheet adds up', () => {
    const label = (en: string, pt: string) => ({ en, pt, uk: en });
    const estimate: StoredEstimate = {
      vatRegime: 'normal',
      service: 'ceramic-coating',
      size: { key: 'vehicleSize-suv', label: label('SUV or MPV', 'SUV ou monovolume') },
      sizeCents: 85000,
      extras: [
        { key: 'serviceExtra-engine-bay', label: label('Engine bay', 'Compartimento do motor'), cents: 4500 },
        { key: 'serviceExtra-headlights', label: label('Headlights', 'Faróis'), cents: 6050 },
      ],
      totalCents: 95550,
      onRequest: false,
      freeCollection: true,
    };
    const chosen = { vehicleSize: 'vehicleSize-suv', extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'] };
    const cells = (record: string) => parseCsv(record)[0]!.slice(7, 10);
    expect(cells(inboxCsvRecord(request({ ...chosen, estimate })))).toEqual([
      'SUV or MPV',
      'Engine bay, Headlights',
      '955.50',
    ]);
    expect(
      cells(
        inboxCsvRecord(request({ ...chosen, estimate }), {
          contentLanguage: 'pt',
          amountLocale: 'pt-PT',
          onRequest: 'Sob consulta',
        }),
      ),
    ).toEqual(['SUV ou monovolume', 'Compartimento do motor, Faróis', '955,50']);
    const onRequest = { ...estimate, sizeCents: null, totalCents: null, onRequest: true, freeCollection: false };
    expect(cells(inboxCsvRecord(request({ ...chosen, estimate: onRequest }), { onRequest: 'Sob consulta' }))).toEqual([
      'SUV or MPV',
      'Engine bay, Headlights',
      'Sob consulta',
    ]);
    // No price list was published when it was stored: the keys as sent, no estimate.
    expect(cells(inboxCsvRecord(request({ ...chosen, estimate: null })))).toEqual([
      'vehicleSize-suv',
      'serviceExtra-engine-bay, serviceExtra-headlights',
      '',
    ]);
  });

  it('round-trips Portuguese and Ukrainian text, separators, quotes and line breaks', () => {
    const requests = [
      request(),
      request({
        name: 'Олена Коваленко',
        email: 'olena@example.com',
        vehicle: 'Škoda Октавія',
        language: 'uk',
        message: 'Подряпини на капоті.\r\nЧи можна в суботу? "Терміново"; дякую',
        ownerNote: 'Передзвонити у п’ятницю',
      }),
      request({ name: 'João "Joca" Gonçalves', phone: null, service: null, message: null, language: null }),
    ];
    const file = CSV_BOM + inboxCsvHeader() + requests.map((each) => inboxCsvRecord(each)).join('');
    const bytes = new TextEncoder().encode(file);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes));
    expect(header).toHaveLength(INBOX_CSV_COLUMNS.length);
    expect(rows.map((row) => [row[2], row[3], row[6], row[11], row[12], row[13]])).toEqual(
      requests.map((each) => [
        each.name,
        each.email,
        each.vehicle,
        each.language ?? '',
        each.message ?? '',
        each.ownerNote ?? '',
      ]),
    );
    // The header and every record end with CRLF; the Ukrainian message's own one stays inside its cell.
    expect(file.match(/\r\n/g)).toHaveLength(1 + requests.length + 1);
    expect(file.endsWith('\r\n')).toBe(true);
  });

  it('never hands a spreadsheet a formula from a visitor', () => {
    const [row] = parseCsv(
      inboxCsvRecord(request({ name: '=cmd|"/c calc"!A1', vehicle: '@SUM(1)', message: '-1+1', phone: '+351 1' })),
    );
    expect([row![2], row![4], row![6], row![12]]).toEqual(['\'=cmd|"/c calc"!A1', "'+351 1", "'@SUM(1)", "'-1+1"]);
  });
});

describe('parseCsv', () => {
  it('reads LF line ends, an empty last field and a missing final line end', () => {
    expect(parseCsv('a;b;\nc;"d\ne";f')).toEqual([
      ['a', 'b', ''],
      ['c', 'd\ne', 'f'],
    ]);
  });
});
