import { escapeHtml } from './escape-html.ts';
import { htmlDocument, htmlTable, ownerRows, textTable } from './mail-content.ts';
import type { MailContent, Row } from './mail-content.ts';
import { BOOKING_MIN_FILL_MS } from './site-constants.ts';
import type { ServiceValue } from './site-constants.ts';
import type { StoredEstimate } from './stored-estimate.ts';

/** Why the function did not mail a request at once, as the database records it. */
export type NotificationProblem =
  'proof-missing' | 'proof-malformed' | 'proof-forged' | 'proof-expired' | 'proof-replayed' | 'mail-error';

/** A stored request in a digest (claim_booking_digest's `requests`). */
export interface DigestRequest {
  idempotency_key: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  service: ServiceValue | null;
  vehicle_size: string | null;
  extras: string[];
  /** As the insert stored it (stored-estimate.ts); null without a size or extras, or before a price list. */
  estimate: StoredEstimate | null;
  vehicle: string | null;
  preferred_date: string | null;
  message: string | null;
  quick_fill: boolean;
  honeypot_filled: boolean;
  notification_problem: NotificationProblem | null;
}

/** A mail about an appointment that the mail service kept refusing (claim_booking_digest's `failing_mails`). */
export interface FailingMail {
  kind: string;
  created_at: string;
  attempts: number;
  last_error: string | null;
  name: string;
  email: string;
  starts_at: string | null;
}

/** One part of a digest round, claimed by this run (claim_booking_digest). */
export interface ClaimedDigest {
  id: number;
  part: number;
  parts: number;
  attempt: number;
  requests: DigestRequest[];
  /** In the round's first part only; absent from a function older than the appointments migration's database. */
  failing_mails?: FailingMail[];
}

export const NOT_CONFIRMED_NOTE =
  "Not confirmed by the visitor's browser: no valid proof of work reached the notification, so it was not mailed when it arrived and the visitor got no acknowledgement. Judge whether it is a person before you reply.";

const PROBLEM_TEXTS: Record<NotificationProblem | 'unknown', string> = {
  unknown:
    "The visitor's browser never asked for it to be mailed (the tab was closed, the connection was lost, or a program posted it directly).",
  'proof-missing': 'The browser sent no proof of work.',
  'proof-malformed': "The browser's proof of work was not valid.",
  'proof-forged': "The browser's proof of work was not valid.",
  'proof-expired': "The browser's proof of work had expired (the form was open for a long time).",
  'proof-replayed': "The browser's proof of work had already been used for another request.",
  'mail-error': 'The mail service failed when the browser asked for it to be mailed.',
};

export const QUICK_FILL_NOTE = `Sent within ${BOOKING_MIN_FILL_MS / 1000} s of the form appearing: fast for a person typing, usual for autofill or a bot.`;
export const SPAM_SECTION_TITLE = 'Likely spam';
export const SPAM_SECTION_NOTE =
  'A field hidden from people was filled in. Bots do that; some password managers and accessibility tools do too. Nobody was mailed about these when they arrived.';

const storedAt = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Lisbon',
});

function requestRows(request: DigestRequest): Row[] {
  return [
    ...ownerRows({ ...request, date: request.preferred_date }),
    ['Stored', `${storedAt.format(new Date(request.created_at))} (Lisbon)`],
    ['Not mailed at once', PROBLEM_TEXTS[request.notification_problem ?? 'unknown']],
    ...(request.quick_fill ? [['Quick fill', QUICK_FILL_NOTE] as const] : []),
  ];
}

function section(title: string, note: string | null, requests: DigestRequest[]) {
  const headings = requests.map((request, index) => `${index + 1}. ${request.name}`);
  return {
    html:
      `<h2 style="font-size:18px">${escapeHtml(title)} (${requests.length})</h2>` +
      (note ? `<p>${escapeHtml(note)}</p>` : '') +
      requests
        .map(
          (request, index) =>
            `<h3 style="font-size:16px">${escapeHtml(headings[index]!)}</h3>${htmlTable(requestRows(request))}`,
        )
        .join(''),
    text:
      `${title} (${requests.length})\n` +
      (note ? `${note}\n` : '') +
      requests.map((request, index) => `\n${headings[index]}\n${textTable(requestRows(request))}`).join('\n'),
  };
}

export const FAILING_SECTION_TITLE = 'Appointment mails not sent';
export const FAILING_SECTION_NOTE =
  'The mail service refused these mails several times. They are still retried; until one goes out, the visitor has not been told. Consider phoning them.';

function failingRows(mail: FailingMail): Row[] {
  return [
    ['Visitor', `${mail.name} <${mail.email}>`],
    ['Mail', mail.kind],
    ...(mail.starts_at ? [['Appointment', `${storedAt.format(new Date(mail.starts_at))} (Lisbon)`] as const] : []),
    ['Attempts', String(mail.attempts)],
    ['Last answer', mail.last_error ?? '—'],
  ];
}

function failingSection(mails: FailingMail[]) {
  return {
    html:
      `<h2 style="font-size:18px">${escapeHtml(FAILING_SECTION_TITLE)} (${mails.length})</h2><p>${escapeHtml(FAILING_SECTION_NOTE)}</p>` +
      mails.map((mail) => htmlTable(failingRows(mail))).join(''),
    text:
      `${FAILING_SECTION_TITLE} (${mails.length})\n${FAILING_SECTION_NOTE}\n` +
      mails.map((mail) => `\n${textTable(failingRows(mail))}`).join('\n'),
  };
}

/**
 * The owner's digest: every request of one part with all its fields (escaped in the HTML), why it
 * was not mailed at once, and that the visitor's browser did not confirm it. Requests with the
 * honeypot filled come last, in their own section, so the owner can rescue a real person.
 */
export function bookingDigest(digest: ClaimedDigest): MailContent {
  const spam = digest.requests.filter((request) => request.honeypot_filled);
  const people = digest.requests.filter((request) => !request.honeypot_filled);
  const failing = digest.failing_mails ?? [];
  const sections = [
    ...(people.length > 0 ? [section('Booking requests', null, people)] : []),
    ...(spam.length > 0 ? [section(SPAM_SECTION_TITLE, SPAM_SECTION_NOTE, spam)] : []),
    ...(failing.length > 0 ? [failingSection(failing)] : []),
  ];
  const partLabel = digest.parts > 1 ? ` (part ${digest.part} of ${digest.parts})` : '';
  const title = digest.requests.length > 0 ? `Booking requests not mailed at once${partLabel}` : FAILING_SECTION_TITLE;
  const counts = [
    ...(digest.requests.length > 0 ? [`${people.length} request${people.length === 1 ? '' : 's'}`] : []),
    ...(spam.length > 0 ? [`${spam.length} likely spam`] : []),
    ...(failing.length > 0 ? [`${failing.length} appointment mail${failing.length === 1 ? '' : 's'} failing`] : []),
  ].join(', ');
  const intro = digest.requests.length > 0 ? NOT_CONFIRMED_NOTE : null;
  return {
    subject: `${title}: ${counts}`,
    html: htmlDocument(
      'en',
      `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${intro ? `<p>${escapeHtml(intro)}</p>` : ''}${sections.map((part) => part.html).join('')}`,
    ),
    text: `${title}\n\n${intro ? `${intro}\n\n` : ''}${sections.map((part) => part.text).join('\n\n')}\n`,
  };
}
