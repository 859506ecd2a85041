import { LOCALE_TAGS, RESPONSE_PROMISE_HOURS } from './site-constants.ts';
import type { Locale, ServiceValue, VatRegime } from './site-constants.ts';
import { escapeHtml } from './escape-html.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from './messages.ts';
import type { AcknowledgementMessages } from './messages.ts';
import type { StoredEstimate } from './stored-estimate.ts';

/** What the form sends to the function (spec §7, call 2). */
export interface NotificationPayload {
  /** One per form fill, also stored with the row: a repeated call for it mails nothing new. */
  idempotency_key: string;
  name: string;
  email: string;
  phone: string | null;
  service: ServiceValue | null;
  /** The vehicle size class's key in the price list; null when none was chosen. */
  vehicle_size: string | null;
  /** The chosen extras' keys in the price list, as the form inserted them. */
  extras: string[];
  vehicle: string | null;
  date: string | null;
  message: string | null;
  language: Locale;
  /** The ALTCHA payload of the proof of work (proof-of-work.ts); required, refused when missing. */
  proof_of_work?: string;
}

/**
 * A booking request's fields as the owner reads them (the payload, or a stored row in a digest),
 * with the size, extras and estimate stored with it when there are any.
 */
export type BookingDetails = Pick<
  NotificationPayload,
  'name' | 'email' | 'phone' | 'service' | 'vehicle' | 'date' | 'message'
> &
  Partial<Pick<NotificationPayload, 'vehicle_size' | 'extras'>> & { estimate?: StoredEstimate | null };

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** A labelled value; with `href`, the HTML links the value there and the text names the address after it. */
export type Row = readonly [label: string, value: string, href?: string];

export const OWNER_ACKNOWLEDGEMENT_LABEL = 'Acknowledgement';
export const ACKNOWLEDGEMENT_WITHHELD_NOTE =
  'Not sent: the hourly limit of acknowledgements was reached. Please reply to the visitor yourself.';

function formatDate(date: string, locale: string): string {
  // The stored date has no time zone; format it as the calendar day it names.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Text for a mail header: line breaks, separators and other control or bidirectional-override
 * characters would be refused or misread by mail clients. The table refuses them in a name too.
 */
export function headerText(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, ' ');
}

export function htmlDocument(lang: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">${body}</body></html>`;
}

export function htmlParagraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/**
 * A link to an http(s) address; any other scheme (javascript:, data:) or a typo in the content
 * shows the text alone, so a mail never carries a link that runs something.
 */
export function htmlLink(href: string, text: string): string {
  return /^https?:\/\//i.test(href)
    ? `<a href="${escapeHtml(href)}">${htmlParagraphs(text)}</a>`
    : htmlParagraphs(text);
}

export function htmlTable(rows: readonly Row[]): string {
  const cells = rows
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${href === undefined ? htmlParagraphs(value) : htmlLink(href, value)}</td></tr>`,
    )
    .join('');
  return `<table cellpadding="0" cellspacing="0">${cells}</table>`;
}

export function textTable(rows: readonly Row[]): string {
  return rows
    .map(([label, value, href]) => `${label}: ${value}${href === undefined || href === value ? '' : ` (${href})`}`)
    .join('\n');
}

/**
 * Cents as the site writes euros in each language, with cents only when there are any ("€45",
 * "45,50 €"): a copy of formatEuroCents in lib/format.ts, which notification-content.test.ts compares.
 */
export function euros(cents: number, language: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[language].html, {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A price as the business's VAT regime lets it be written: never "VAT included" under the exemption. */
export function priceText(cents: number, regime: VatRegime, language: Locale): string {
  return `${euros(cents, language)}, ${ACKNOWLEDGEMENT_MESSAGES[language].vat[regime]}`;
}

/**
 * The stored estimate in the reader's language: the size class, the extras with their prices, and
 * the total with the regime's VAT wording (and free collection over the threshold), or that the
 * class is on request. Labels come from the owner's price list, never from the visitor.
 */
export function estimateRows(estimate: StoredEstimate, language: Locale): Row[] {
  const t = ACKNOWLEDGEMENT_MESSAGES[language];
  const rows: Row[] = [];
  if (estimate.size) rows.push([t.labels.size, estimate.size.label[language]]);
  if (estimate.extras.length > 0) {
    const extras = estimate.extras.map((extra) => `${extra.label[language]} (${euros(extra.cents, language)})`);
    rows.push([t.labels.extras, extras.join(', ')]);
  }
  if (estimate.onRequest) {
    rows.push([t.labels.estimate, t.onRequest]);
  } else if (estimate.totalCents !== null) {
    const total = priceText(estimate.totalCents, estimate.vatRegime, language);
    rows.push([t.labels.estimate, estimate.freeCollection ? `${total}, ${t.withFreeCollection}` : total]);
  }
  return rows;
}

/** The service's title as the site shows it (from the content) or, without one, the function's own. */
const serviceRow = (service: ServiceValue, t: AcknowledgementMessages, title?: string): Row => [
  t.labels.service,
  title ?? t.services[service],
];
const dateRow = (date: string, t: AcknowledgementMessages): Row => [t.labels.date, formatDate(date, t.dateLocale)];

/**
 * The choices from fixed lists (service, size class and extras as the owner's price list names
 * them, date): the only input a mail to the visitor repeats. Without a stored estimate (no price
 * list published yet) the size and extras are keys the visitor sent, so they are left out.
 */
function choiceRows(
  payload: NotificationPayload,
  t: AcknowledgementMessages,
  { serviceTitle, estimate }: RequestMailContext,
): Row[] {
  return [
    ...(payload.service !== null ? [serviceRow(payload.service, t, serviceTitle)] : []),
    ...(estimate ? estimateRows(estimate, payload.language) : []),
    ...(payload.date !== null ? [dateRow(payload.date, t)] : []),
  ];
}

/** What a mail about a request adds to its payload: the service's title from the content, the stored estimate. */
export interface RequestMailContext {
  serviceTitle?: string;
  estimate?: StoredEstimate | null;
}

/** Every field the visitor filled in, for the owner (in English), in form order. */
export function ownerRows(payload: BookingDetails, serviceTitle?: string): Row[] {
  const en = ACKNOWLEDGEMENT_MESSAGES.en;
  const rows: Row[] = [
    ['Name', payload.name],
    ['Email', payload.email],
  ];
  if (payload.phone !== null) rows.push(['Phone', payload.phone]);
  if (payload.service !== null) rows.push(serviceRow(payload.service, en, serviceTitle));
  if (payload.estimate) {
    rows.push(...estimateRows(payload.estimate, 'en'));
  } else {
    // No price list was published when it was stored: the keys as sent.
    if (payload.vehicle_size) rows.push([en.labels.size, payload.vehicle_size]);
    if (payload.extras?.length) rows.push([en.labels.extras, payload.extras.join(', ')]);
  }
  if (payload.vehicle !== null) rows.push(['Vehicle', payload.vehicle]);
  if (payload.date !== null) rows.push(dateRow(payload.date, en));
  if (payload.message !== null) rows.push(['Special requests', payload.message]);
  return rows;
}

/**
 * The garage owner's notification: every field, in English, with the stored estimate, the visitor's
 * language named, and a note when the visitor was not sent an acknowledgement (the hourly cap was
 * reached).
 */
export function ownerNotification(
  payload: NotificationPayload,
  { acknowledged = true, serviceTitle, estimate }: RequestMailContext & { acknowledged?: boolean } = {},
): MailContent {
  const rows: Row[] = [
    ...ownerRows({ ...payload, estimate }, serviceTitle),
    ['Language', LOCALE_TAGS[payload.language].label],
    ...(acknowledged ? [] : [[OWNER_ACKNOWLEDGEMENT_LABEL, ACKNOWLEDGEMENT_WITHHELD_NOTE] as const]),
  ];
  const title = 'New booking request';
  return {
    subject: `${title}: ${headerText(payload.name)}`,
    html: htmlDocument('en', `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${htmlTable(rows)}`),
    text: `${title}\n\n${textTable(rows)}\n`,
  };
}

/**
 * The visitor's acknowledgement, in the language they used the site in, with the stored estimate.
 * Anyone can type anyone's address into the form, so it holds only the product's own text and the
 * choices from fixed lists: no name, vehicle, phone or message (no free text or link a stranger
 * could be sent).
 */
export function visitorAcknowledgement(
  payload: NotificationPayload,
  signature: string,
  context: RequestMailContext = {},
): MailContent {
  const t = ACKNOWLEDGEMENT_MESSAGES[payload.language];
  const rows = choiceRows(payload, t, context);
  const greeting = t.greeting;
  const intro = t.intro(RESPONSE_PROMISE_HOURS);
  const summaryHtml =
    rows.length > 0 ? `<h2 style="font-size:16px">${escapeHtml(t.summaryTitle)}</h2>${htmlTable(rows)}` : '';
  const summaryText = rows.length > 0 ? `\n\n${t.summaryTitle}\n${textTable(rows)}` : '';
  return {
    subject: t.subject,
    html: htmlDocument(
      LOCALE_TAGS[payload.language].html,
      `<p>${htmlParagraphs(greeting)}</p><p>${htmlParagraphs(intro)}</p>${summaryHtml}<p>${htmlParagraphs(t.closing)}<br>${htmlParagraphs(signature)}</p>`,
    ),
    text: `${greeting}\n\n${intro}${summaryText}\n\n${t.closing}\n${signature}\n`,
  };
}
