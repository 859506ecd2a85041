import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale } from '../constants';

/**
 * The owner's first reply to a booking request, in the language the visitor used the form in:
 * a short, polite start the owner completes in their mail program (the Requests tool opens it as
 * a `mailto:` link). English, European Portuguese, Ukrainian.
 */
export interface ReplyTemplate {
  subject: string;
  greeting: (name: string) => string;
  thanks: (service: string | null) => string;
  preferredDate: (date: string) => string;
  /** Where the owner writes the answer itself. */
  placeholder: string;
  closing: string;
}

/** Ends a sentence once: a date may already end with a full stop ("30 грудня 2026 р."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

export const REPLY_TEMPLATES: Record<Locale, ReplyTemplate> = {
  en: {
    subject: 'Your booking request',
    greeting: (name) => `Hello ${name},`,
    thanks: (service) =>
      service ? `Thank you for your booking request for ${service}.` : 'Thank you for your booking request.',
    preferredDate: (date) => sentence(`You asked for ${date}`),
    placeholder: '…',
    closing: 'Kind regards,',
  },
  pt: {
    subject: 'O seu pedido de marcação',
    greeting: (name) => `Olá ${name},`,
    thanks: (service) =>
      service ? `Agradecemos o seu pedido de marcação para ${service}.` : 'Agradecemos o seu pedido de marcação.',
    preferredDate: (date) => sentence(`Indicou como data preferida ${date}`),
    placeholder: '…',
    closing: 'Com os melhores cumprimentos,',
  },
  uk: {
    subject: 'Ваш запит на запис',
    greeting: (name) => `Доброго дня, ${name}!`,
    thanks: (service) =>
      service ? `Дякуємо за ваш запит на запис на послугу «${service}».` : 'Дякуємо за ваш запит на запис.',
    preferredDate: (date) => sentence(`Бажана дата: ${date}`),
    placeholder: '…',
    closing: 'З повагою,',
  },
};

/** The visitor's language when it is one of the site's, else the default (requests made before it was stored). */
export function replyLocale(language: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;
}

/** A form date (YYYY-MM-DD) as the language writes it: "30 December 2026", "30 de dezembro de 2026". */
export function formatRequestDate(date: string, locale: Locale): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale].html === 'en' ? 'en-GB' : LOCALE_TAGS[locale].html, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(parsed);
}

export interface ReplyInput {
  name: string;
  email: string;
  /** The language the visitor used the form in, as stored. */
  language: string | null;
  /** The service's title in that language, or null when none was chosen. */
  serviceTitle: string | null;
  preferredDate: string | null;
  /** Signs the mail; left out when unknown. */
  businessName?: string | null;
}

export interface ReplyMail {
  locale: Locale;
  subject: string;
  body: string;
  /** `mailto:` with the subject and body, line breaks as CRLF (RFC 6068). */
  href: string;
}

/**
 * `mailto:` an address, each part percent-encoded (RFC 6068): a `?`, `&` or `%` the visitor typed
 * in their address cannot add a subject or body of its own.
 */
export function mailtoHref(email: string): string {
  return `mailto:${email
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@')}`;
}

export function replyMail(input: ReplyInput): ReplyMail {
  const locale = replyLocale(input.language);
  const template = REPLY_TEMPLATES[locale];
  const lines = [
    template.greeting(input.name.trim()),
    '',
    [
      template.thanks(input.serviceTitle),
      input.preferredDate ? template.preferredDate(formatRequestDate(input.preferredDate, locale)) : '',
    ]
      .filter(Boolean)
      .join(' '),
    '',
    template.placeholder,
    '',
    template.closing,
    ...(input.businessName?.trim() ? [input.businessName.trim()] : []),
  ];
  const body = lines.join('\n');
  const href = `${mailtoHref(input.email)}?subject=${encodeURIComponent(template.subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
  return { locale, subject: template.subject, body, href };
}
