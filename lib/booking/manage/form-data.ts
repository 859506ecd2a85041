import { APPOINTMENT_TEXT_MAX_LENGTH, DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { isLocale } from '@/lib/i18n/locale';

/** Input names of the manage page's two forms: the hidden link and language, and what the visitor types. */
export const MANAGE_FIELD_NAMES = {
  token: 'token',
  language: 'language',
  reason: 'reason',
  message: 'message',
} as const;

const field = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A posted form of the page: its link's token (checked by the server module, like the address's),
 * its language (English when missing or unknown: a forged post gets the default) and the typed
 * text of `textField` ('' when missing).
 */
export function readManageForm(
  data: FormData,
  textField: typeof MANAGE_FIELD_NAMES.reason | typeof MANAGE_FIELD_NAMES.message,
): { token: string; lang: Locale; text: string } {
  const language = field(data, MANAGE_FIELD_NAMES.language);
  return {
    token: field(data, MANAGE_FIELD_NAMES.token),
    lang: isLocale(language) ? language : DEFAULT_LOCALE,
    text: field(data, textField),
  };
}

/**
 * What the visitor typed, as the database keeps it (private.check_appointment_text refuses control
 * characters but the line feed): line breaks as LF (a posted textarea sends CRLF), tabs as spaces,
 * other control characters dropped, ends trimmed. Null when nothing is left.
 */
export function visitorText(typed: string): string | null {
  const text = typed
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '')
    .trim();
  return text === '' ? null : text;
}

/** Longer than the database keeps (code points, as PostgreSQL's char_length counts). */
export const isTooLong = (text: string): boolean => [...text].length > APPOINTMENT_TEXT_MAX_LENGTH;
