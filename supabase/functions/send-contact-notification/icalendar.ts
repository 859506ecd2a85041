/**
 * One event as an iCalendar object (RFC 5545) with an iTIP method (RFC 5546): REQUEST adds or
 * updates it in the attendee's calendar, CANCEL removes it; the client matches both to the event by
 * UID and keeps the one with the highest SEQUENCE.
 *
 * Written here rather than with ical-generator (npm:ical-generator@11.1.2 loads and works under the
 * function's Deno): the function's modules also run under Node, where vitest tests them and
 * TypeScript checks them through those tests, and an `npm:` specifier resolves in neither. One
 * event needs only RFC 5545's text escaping, CRLF line ends and folding at 75 octets; the tests
 * parse the result with ical.js, a kept parser.
 */

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: CalendarMethod;
  /** `-//owner//product//EN` (RFC 5545 §3.7.3). */
  productId: string;
  /** The same for every version of the event, so a change replaces it in the calendar. */
  uid: string;
  /** Rises with each change; a client ignores a version lower than the one it has. */
  sequence: number;
  /** When this version was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
}

/** Instants in UTC (`…Z`): every client shows them in its own zone, and no VTIMEZONE is needed. */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, no other controls. */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
    .replace(/[\p{Cc}]/gu, ' ');
}

/** A parameter value (§3.2), always quoted: a quoted-string may hold any character but controls and DQUOTE. */
function parameter(value: string): string {
  return `"${value.replace(/[\p{Cc}"]/gu, (char) => (char === '"' ? "'" : ' '))}"`;
}

const person = (who: CalendarPerson) => `CN=${parameter(who.name)}`;
const mailto = (who: CalendarPerson) => `mailto:${who.email}`;

function octets(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line longer than 75 octets (§3.1): CRLF and a space before each further part,
 * which counts towards its 75. A UTF-8 character is never split across parts.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets(char) > limit) {
      parts.push(part);
      part = '';
      size = 0;
    }
    part += char;
    size += octets(char);
  }
  parts.push(part);
  return parts.join('\r\n ');
}

export function iCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${text(event.productId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    // A URI value (§3.3.13): the parsed URL's own serialisation percent-encodes anything unsafe.
    `URL:${new URL(event.url).href}`,
    `ORGANIZER;${person(event.organizer)}:${mailto(event.organizer)}`,
    // The visitor asked for this time: their calendar needs no answer from them.
    `ATTENDEE;${person(event.attendee)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(event.attendee)}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
