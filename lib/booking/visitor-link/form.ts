import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { isLocale } from '@/lib/i18n/locale';

/**
 * What the forms of a visitor's link pages (the appointment's, the review's) post besides what the
 * visitor types: the link's token, checked by the server module like the address's, and the page's
 * language for the redirect back.
 */
export const LINK_FIELD_NAMES = { token: 'token', language: 'language' } as const;

/** A posted field's text: '' when missing or not text (a forged post). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** The link's token and the page's language of a posted form (English when missing or unknown). */
export function readLinkForm(data: FormData): { token: string; lang: Locale } {
  const language = formText(data, LINK_FIELD_NAMES.language);
  return { token: formText(data, LINK_FIELD_NAMES.token), lang: isLocale(language) ? language : DEFAULT_LOCALE };
}

/**
 * What the visitor typed, as the database keeps it (its checks refuse control characters but the
 * line feed): line breaks as LF (a posted textarea sends CRLF), tabs as spaces, other control
 * characters dropped, ends trimmed. Null when nothing is left.
 */
export function visitorText(typed: string): string | null {
  const text = typed
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '')
    .trim();
  return text === '' ? null : text;
}

/** A text's length as the database counts it (code points, as PostgreSQL's char_length). */
export const codePoints = (text: string): number => [...text].length;
