import type { Locale } from '../../constants/index.ts';
import { lisbonDayTime } from '../lisbon-time.ts';
import type { InboxRow } from './types.ts';

/**
 * The Requests tool's CSV export, built so that the garage's spreadsheet opens it with every
 * Portuguese and Ukrainian letter intact and never runs a visitor's text as a formula. Pure: no I/O.
 *
 * The format, and why:
 * - **UTF-8 with a byte-order mark.** Excel decides a CSV's encoding from its first bytes: EF BB BF
 *   means UTF-8; without them it reads the Windows code page (cp1252 in Portugal), which turns
 *   "Inês" into "InÃªs" and Cyrillic into mojibake. LibreOffice Calc recognises the mark too (its
 *   Text Import dialog preselects UTF-8).
 * - **`;` between fields, no `sep=` line.** Excel splits a CSV it opens by double-click at the
 *   system's list separator, which is `;` wherever the decimal separator is a comma, as in Portugal
 *   (pt-PT). A first line `sep=;` would force `;` in any locale, but Excel then ignores the
 *   byte-order mark and reads the code page, so Ukrainian would be lost: `;` it is, without `sep=`.
 *   LibreOffice Calc asks for the separator in its Text Import dialog. (An Excel set to an English
 *   locale shows one column; Data → From Text/CSV detects the `;`.)
 * - **RFC 4180**: CRLF after every record, fields holding `;`, `,`, `"`, CR or LF in double quotes
 *   with `"` doubled (a message keeps its line breaks inside its cell). `,` is quoted too, so a
 *   reader told to split at commas still keeps each field whole.
 * - **No formulas.** A cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return (or the
 *   full-width `＝ ＋ － ＠`, which Excel also reads as formula signs) is prefixed with `'`: OWASP's
 *   advice against CSV injection (ASVS 1.2.10). A phone number typed as "+351 …" therefore shows
 *   with the apostrophe in front; that is the price of never evaluating what a visitor typed.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_LINE_END = '\r\n';

/** First characters that make Excel, LibreOffice Calc or Google Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The value with a leading `'` when a spreadsheet would otherwise take it for a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: formula-safe, quoted when it has to be (RFC 4180). Null and undefined are empty. */
export function csvField(value: string | null | undefined, delimiter: string = CSV_DELIMITER): string {
  const text = neutraliseFormula(value ?? '');
  const mustQuote = /[",;\r\n]/.test(text) || text.includes(delimiter);
  return mustQuote ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRecord(fields: readonly (string | null | undefined)[], delimiter: string = CSV_DELIMITER): string {
  return fields.map((field) => csvField(field, delimiter)).join(delimiter) + CSV_LINE_END;
}

/**
 * Reads CSV back into records (RFC 4180: quoted fields with doubled quotes and line breaks; CRLF
 * or LF between records; a leading byte-order mark is dropped). For tests and tools that check an
 * export; formula prefixes are kept as written.
 */
export function parseCsv(text: string, delimiter: string = CSV_DELIMITER): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** An instant as Lisbon's wall clock shows it, `YYYY-MM-DD HH:mm` (a form every spreadsheet reads as a date and time). */
export function formatLisbonTime(instant: string | Date): string {
  const { day, time } = lisbonDayTime(instant);
  return `${day} ${time}`;
}

/** The export's columns, in order, each with the field of the request row it shows. */
const INBOX_CSV_FIELDS = {
  stored: 'createdAt',
  status: 'status',
  name: 'name',
  email: 'email',
  phone: 'phone',
  service: 'service',
  vehicle: 'vehicle',
  vehicleSize: 'vehicleSize',
  extras: 'extras',
  estimate: 'estimate',
  preferredDate: 'preferredDate',
  language: 'language',
  message: 'message',
  note: 'ownerNote',
} as const satisfies Record<string, keyof InboxRow>;
export type InboxCsvColumn = keyof typeof INBOX_CSV_FIELDS;
export const INBOX_CSV_COLUMNS = Object.keys(INBOX_CSV_FIELDS) as InboxCsvColumn[];

export const INBOX_CSV_HEADERS: Record<InboxCsvColumn, string> = {
  stored: 'Stored (Lisbon time)',
  status: 'Status',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service',
  vehicle: 'Vehicle',
  vehicleSize: 'Vehicle size',
  extras: 'Extras',
  estimate: 'Estimate (EUR)',
  preferredDate: 'Preferred date',
  language: 'Language',
  message: 'Message',
  note: 'Note',
};

/** What a record of the export is made from: the request row's fields its columns show. */
export type InboxCsvRecord = Pick<InboxRow, (typeof INBOX_CSV_FIELDS)[InboxCsvColumn]>;

/**
 * Words for the export, e.g. in the Studio user's language: headings, names for the stored values
 * (status, service, language), the language of the size's and extras' names the estimate stored
 * (`contentLanguage`), the locale amounts are written in (`amountLocale`: a decimal comma where the
 * spreadsheet reads one) and the word for an estimate on request. Anything not given is written as
 * stored, headings and names in English, amounts as 375.00.
 */
export interface InboxCsvLabels {
  headers?: Partial<Record<InboxCsvColumn, string>>;
  statuses?: Partial<Record<string, string>>;
  services?: Partial<Record<string, string>>;
  languages?: Partial<Record<string, string>>;
  contentLanguage?: Locale;
  amountLocale?: string;
  onRequest?: string;
}

const named = (value: string | null, names: Partial<Record<string, string>> | undefined): string | null =>
  value === null ? null : (names?.[value] ?? value);

/** The header record (without the byte-order mark, which starts the file). */
export function inboxCsvHeader(labels: InboxCsvLabels = {}): string {
  return csvRecord(INBOX_CSV_COLUMNS.map((column) => labels.headers?.[column] ?? INBOX_CSV_HEADERS[column]));
}

/** One formatter a locale: the export writes thousands of records. */
const amountFormats = new Map<string, Intl.NumberFormat>();
/** An amount as a spreadsheet adds it up: two decimals, no currency sign, no grouping. */
function csvAmount(cents: number, locale: string): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    amountFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/**
 * The size and the extras by the names the estimate stored (their keys when none was stored: no
 * price list yet), the extras one after another; the estimate's amount, or the word for on request.
 */
function priceCells(request: InboxCsvRecord, labels: InboxCsvLabels) {
  const language = labels.contentLanguage ?? 'en';
  const { estimate } = request;
  const extras = estimate ? estimate.extras.map((extra) => extra.label[language]) : request.extras;
  let amount: string | null = null;
  if (estimate?.onRequest) amount = labels.onRequest ?? 'On request';
  else if (estimate?.totalCents != null) amount = csvAmount(estimate.totalCents, labels.amountLocale ?? 'en');
  return {
    vehicleSize: estimate?.size?.label[language] ?? request.vehicleSize,
    extras: extras.length > 0 ? extras.join(', ') : null,
    estimate: amount,
  };
}

/** One request as a record of the export: the stored instant in Lisbon time, stored values by their names. */
export function inboxCsvRecord(request: InboxCsvRecord, labels: InboxCsvLabels = {}): string {
  const names: Partial<Record<InboxCsvColumn, Partial<Record<string, string>>>> = {
    status: labels.statuses,
    service: labels.services,
    language: labels.languages,
  };
  const prices = priceCells(request, labels);
  return csvRecord(
    INBOX_CSV_COLUMNS.map((column) => {
      switch (column) {
        case 'stored':
          return formatLisbonTime(request.createdAt);
        case 'vehicleSize':
        case 'extras':
        case 'estimate':
          return prices[column];
        default:
          return named(request[INBOX_CSV_FIELDS[column]], names[column]);
      }
    }),
  );
}
