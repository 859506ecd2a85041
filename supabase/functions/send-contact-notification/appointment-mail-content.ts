import { APPOINTMENT_MESSAGES } from './appointment-messages.ts';
import type { AppointmentMessages } from './appointment-messages.ts';
import { escapeHtml } from './escape-html.ts';
import { iCalendar } from './icalendar.ts';
import type { CalendarMethod } from './icalendar.ts';
import {
  headerText,
  htmlDocument,
  htmlLink,
  htmlParagraphs,
  htmlTable,
  ownerRows,
  priceText,
  textTable,
} from './mail-content.ts';
import type { MailContent, Row } from './mail-content.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from './messages.ts';
import type { MailAttachment } from './resend.ts';
import { LOCALE_TAGS } from './site-constants.ts';
import type { Locale, ServiceValue, VatRegime } from './site-constants.ts';

/**
 * The outbox's appointment kinds (booking_mails_kind_known): to the visitor, then to the owner. Its
 * other kind, the review request after the job, is review-mail-content.ts's.
 */
export const VISITOR_MAIL_KINDS = ['confirmed', 'rescheduled', 'cancelled', 'reminder'] as const;
export const OWNER_MAIL_KINDS = ['visitor-cancelled', 'visitor-asked'] as const;
export type VisitorMailKind = (typeof VISITOR_MAIL_KINDS)[number];
export type OwnerMailKind = (typeof OWNER_MAIL_KINDS)[number];
export type AppointmentMailKind = VisitorMailKind | OwnerMailKind;

/** Who the business is, as every mail to the visitor names it (from the content's site settings). */
export type BusinessIdentity = {
  name: string;
  legal_name: string;
  tax_id: string;
  /** One line. */
  address: string;
  map_url: string;
  phone: string;
  email: string;
};

/** What the site's server composed from the content, in the visitor's language, at the last change (p_mail). */
export type AppointmentMailTexts = {
  /** The site's public origin, for the manage link and the calendar event's UID. */
  site_url: string;
  business: BusinessIdentity;
  complaints_book_url: string;
  /** The service's title as the site shows it; null: the function's own list names it. */
  service_title: string | null;
  /** Plain text, paragraphs split by blank lines. */
  next_steps: string;
  /** The pre-contract text on the 14-day withdrawal right (DL 24/2014); plain text, paragraphs. */
  withdrawal: string;
  /** Until this many hours before the start the visitor may cancel or ask through the link. */
  cutoff_hours: number;
  /** The business's VAT regime, which the price's wording follows; absent (kept before issue 58): normal. */
  vat_regime?: VatRegime;
};

/** Everything a mail says, as things were at the change it tells of (booking_mail_content). */
export interface AppointmentMailContent {
  request_id: string;
  language: Locale;
  name: string;
  email: string;
  phone: string | null;
  service: ServiceValue | null;
  vehicle: string | null;
  state: 'confirmed' | 'cancelled';
  /** ISO instant. */
  starts_at: string;
  duration_minutes: number;
  /** With VAT; null when no price was agreed. */
  price_cents: number | null;
  owner_message: string | null;
  /** The calendar event's SEQUENCE. */
  sequence: number;
  cancelled_by: 'owner' | 'visitor' | null;
  cancel_reason: string | null;
  /** What the manage link signs; null once the appointment is cancelled (the link is used up). */
  manage_nonce: string | null;
  mail: AppointmentMailTexts;
  /** The visitor's words when they asked for another date (visitor-asked only). */
  visitor_message?: string;
}

/** One outbox appointment mail, claimed by this run (claim_booking_mail). */
export interface ClaimedAppointmentMail {
  id: number;
  kind: AppointmentMailKind;
  attempt: number;
  content: AppointmentMailContent;
}

/** The garage's clock: a visitor abroad reads the time they must be at the garage. */
const GARAGE_TIME_ZONE = 'Europe/Lisbon';

/** An instant as the garage's calendar shows it: the day (with and without weekday) and the time. */
export function garageTime(at: Date, locale: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: GARAGE_TIME_ZONE }).format(at);
  return {
    day: format({ dateStyle: 'full' }),
    date: format({ dateStyle: 'long' }),
    time: format({ timeStyle: 'short' }),
  };
}

const duration = (minutes: number, locale: string) =>
  new Intl.DurationFormat(locale, { style: 'long' }).format({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** A titled part of a visitor's mail, written both ways. */
export interface Section {
  title: string;
  html: string;
  text: string;
}

export const rowsSection = (title: string, rows: readonly Row[]): Section => ({
  title,
  html: htmlTable(rows),
  text: textTable(rows),
});

/** Owner-written plain text: paragraphs split by blank lines, line breaks kept within them; none when blank. */
function paragraphsSection(title: string, text: string): Section[] {
  const kept = text.replace(/\r\n?/g, '\n').trim();
  if (kept === '') return [];
  const paragraphs = kept.split(/\n[ \t]*\n\s*/);
  return [
    {
      title,
      html: paragraphs.map((paragraph) => `<p>${htmlParagraphs(paragraph)}</p>`).join(''),
      text: paragraphs.join('\n\n'),
    },
  ];
}

/** Words, then a link on its own line: the HTML links the label, the text shows the address. */
export const linkSection = (title: string, text: string, href: string, label: string): Section => ({
  title,
  html: `<p>${htmlParagraphs(text)}</p><p>${htmlLink(href, label)}</p>`,
  text: `${text}\n${href}`,
});

const sectionHtml = ({ title, html }: Section) => `<h2 style="font-size:16px">${escapeHtml(title)}</h2>${html}`;
const sectionText = ({ title, text }: Section) => `${title}\n${text}`;

/** The parts of a mail to the visitor, in reading order; the footer comes after a rule. */
export interface VisitorMailParts {
  greeting: string;
  opening: string;
  sections: readonly Section[];
  closing: string;
  /** Who signs: the business's name. */
  signature: string;
  footer: readonly Section[];
}

/** A mail to the visitor laid out the one way all of them are, as HTML and as plain text. */
export function visitorMailBody(parts: VisitorMailParts): { html: string; text: string } {
  const { greeting, opening, sections, closing, signature, footer } = parts;
  return {
    html:
      `<p>${htmlParagraphs(greeting)}</p><p>${htmlParagraphs(opening)}</p>${sections.map(sectionHtml).join('')}` +
      `<p>${htmlParagraphs(closing)}<br>${htmlParagraphs(signature)}</p><hr>${footer.map(sectionHtml).join('')}`,
    text:
      `${greeting}\n\n${opening}\n\n${sections.map(sectionText).join('\n\n')}\n\n${closing}\n${signature}\n\n` +
      `${footer.map(sectionText).join('\n\n')}\n`,
  };
}

/** The business's identity rows, which every mail to the visitor ends with. */
export const identityRows = (t: AppointmentMessages, business: BusinessIdentity): Row[] => [
  [t.identity.business, business.name],
  [t.identity.legalName, business.legal_name],
  [t.identity.taxId, business.tax_id],
  [t.labels.address, business.address, business.map_url],
  [t.identity.phone, business.phone],
  [t.identity.email, business.email],
];

/** The service's title in the visitor's language: the site's own when it sent one, else the function's list. */
export function serviceTitle(
  content: Pick<AppointmentMailContent, 'language' | 'service'> & {
    mail: Pick<AppointmentMailTexts, 'service_title'>;
  },
): string | null {
  if (content.mail.service_title) return content.mail.service_title;
  return content.service === null ? null : ACKNOWLEDGEMENT_MESSAGES[content.language].services[content.service];
}

function intro(kind: VisitorMailKind, content: AppointmentMailContent, t: AppointmentMessages): string {
  if (kind !== 'cancelled') return t.intros[kind];
  return content.cancelled_by === 'visitor' ? t.intros.cancelledByVisitor : t.intros.cancelledByOwner;
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface VisitorMailContext {
  /** The signed manage link; null leaves it out (the cancelled mail: the link is used up). */
  manageLink: string | null;
  /** The sending address: the calendar event's organiser. */
  organizerEmail: string;
  /** When the mail is written: the calendar file's DTSTAMP. */
  now: Date;
}

/**
 * A mail to the visitor about their appointment, in their language, with its calendar file:
 * the appointment at the garage's time, what happens next, how to cancel or ask for another date
 * (the manage link), the withdrawal notice, and the business's identity with the complaints book,
 * which Portuguese law wants with a contract made at a distance (DL 24/2014). A cancelled
 * appointment has no next steps, link or withdrawal to speak of: its mail says so and removes the
 * event from the calendar.
 */
export function visitorAppointmentMail(
  kind: VisitorMailKind,
  content: AppointmentMailContent,
  context: VisitorMailContext,
): MailContent & { attachments: MailAttachment[] } {
  const t = APPOINTMENT_MESSAGES[content.language];
  const locale = ACKNOWLEDGEMENT_MESSAGES[content.language].dateLocale;
  const { business } = content.mail;
  const cancelled = kind === 'cancelled';
  const method: CalendarMethod = cancelled ? 'CANCEL' : 'REQUEST';
  const start = new Date(content.starts_at);
  const at = garageTime(start, locale);
  const service = serviceTitle(content);

  const appointmentRows: Row[] = [
    ...(service ? [[t.labels.service, service] as const] : []),
    [t.labels.date, at.day],
    [t.labels.time, t.lisbonTime(at.time)],
    [t.labels.duration, duration(content.duration_minutes, locale)],
    ...(content.vehicle ? [[t.labels.vehicle, content.vehicle] as const] : []),
    [t.labels.address, business.address, business.map_url],
    ...(content.price_cents !== null
      ? [
          [
            t.labels.price,
            priceText(content.price_cents, content.mail.vat_regime ?? 'normal', content.language),
          ] as const,
        ]
      : []),
    ...(content.owner_message ? [[t.labels.ownerMessage, content.owner_message] as const] : []),
    ...(cancelled && content.cancel_reason ? [[t.labels.reason, content.cancel_reason] as const] : []),
  ];
  const until = garageTime(new Date(start.getTime() - content.mail.cutoff_hours * 3_600_000), locale);
  const manageText = t.manageText(t.at(until.date, until.time), business.phone);
  const manage = context.manageLink ? [linkSection(t.manageTitle, manageText, context.manageLink, t.manageLink)] : [];
  const sections = [
    rowsSection(t.appointmentTitle, appointmentRows),
    ...(cancelled ? [] : paragraphsSection(t.nextStepsTitle, content.mail.next_steps)),
    ...manage,
    ...(cancelled ? [] : paragraphsSection(t.withdrawalTitle, content.mail.withdrawal)),
  ];
  const identity = rowsSection(t.identityTitle, [
    ...identityRows(t, business),
    [t.identity.complaintsBook, content.mail.complaints_book_url, content.mail.complaints_book_url],
  ]);
  const { html, text } = visitorMailBody({
    greeting: t.greeting(content.name),
    opening: `${intro(kind, content, t)} ${t.calendarNotes[method]}`,
    sections,
    closing: ACKNOWLEDGEMENT_MESSAGES[content.language].closing,
    signature: business.name,
    footer: [identity],
  });

  const host = new URL(content.mail.site_url).hostname;
  const calendar = iCalendar({
    method,
    productId: `-//${host}//Appointments//EN`,
    // One per booking, whatever changes: a reschedule or cancel replaces the event in the calendar.
    uid: `${content.request_id}@${host}`,
    sequence: content.sequence,
    stamp: context.now,
    start,
    end: new Date(start.getTime() + content.duration_minutes * 60_000),
    summary: `${service ?? t.appointment} – ${business.name}`,
    description: [
      intro(kind, content, t),
      ...(content.owner_message && !cancelled ? [content.owner_message] : []),
      ...(context.manageLink ? [`${t.manageLink}: ${context.manageLink}`] : []),
    ].join('\n\n'),
    location: business.address,
    url: context.manageLink ?? content.mail.site_url,
    organizer: { name: business.name, email: context.organizerEmail },
    attendee: { name: content.name, email: content.email },
  });
  return {
    subject: headerText(t.subjects[kind](t.at(at.day, at.time))),
    html: htmlDocument(LOCALE_TAGS[content.language].html, html),
    text,
    attachments: [
      {
        filename: 'appointment.ics',
        content: base64(calendar),
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

const OWNER_TITLES: Record<OwnerMailKind, string> = {
  'visitor-cancelled': 'Appointment cancelled by the visitor',
  'visitor-asked': 'The visitor asks for another date',
};
const OWNER_NOTES: Record<OwnerMailKind, string> = {
  'visitor-cancelled':
    "The time is free again, and the visitor's calendar was sent the cancellation. Reply to this mail to write to them.",
  'visitor-asked':
    'The appointment stands until you change it: reschedule it in the Studio (Requests) to send them the new time, or reply to this mail.',
};

/**
 * The owner's mail, in English like every owner mail, when the visitor cancelled or asked for
 * another date through the manage link: the appointment, who it is, and the visitor's words.
 */
export function ownerAppointmentMail(kind: OwnerMailKind, content: AppointmentMailContent): MailContent {
  const en = APPOINTMENT_MESSAGES.en;
  const locale = ACKNOWLEDGEMENT_MESSAGES.en.dateLocale;
  const at = garageTime(new Date(content.starts_at), locale);
  const when = en.at(at.day, at.time);
  const rows: Row[] = [
    ['Appointment', `${when} (Lisbon)`],
    ['Duration', duration(content.duration_minutes, locale)],
    ...ownerRows({ ...content, date: null, message: null }),
    kind === 'visitor-cancelled'
      ? ['Reason', content.cancel_reason ?? 'None given']
      : ['Message', content.visitor_message ?? ''],
    ['Language', LOCALE_TAGS[content.language].label],
  ];
  const title = OWNER_TITLES[kind];
  return {
    subject: headerText(`${title}: ${content.name}, ${when}`),
    html: htmlDocument(
      'en',
      `<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(OWNER_NOTES[kind])}</p>${htmlTable(rows)}`,
    ),
    text: `${title}\n\n${OWNER_NOTES[kind]}\n\n${textTable(rows)}\n`,
  };
}
