import { APPOINTMENT_TEXT_MAX_LENGTH, type Locale } from '@/lib/constants';
import { codePoints, formText, LINK_FIELD_NAMES, readLinkForm } from '../visitor-link/form';

/** Input names of the manage page's two forms: the hidden link and language, and what the visitor types. */
export const MANAGE_FIELD_NAMES = {
  ...LINK_FIELD_NAMES,
  reason: 'reason',
  message: 'message',
} as const;

/**
 * A posted form of the page: its link's token and language (readLinkForm) and the typed text of
 * `textField` ('' when missing).
 */
export function readManageForm(
  data: FormData,
  textField: typeof MANAGE_FIELD_NAMES.reason | typeof MANAGE_FIELD_NAMES.message,
): { token: string; lang: Locale; text: string } {
  return { ...readLinkForm(data), text: formText(data, textField) };
}

/** Longer than the database keeps (code points, as PostgreSQL's char_length counts). */
export const isTooLong = (text: string): boolean => codePoints(text) > APPOINTMENT_TEXT_MAX_LENGTH;
