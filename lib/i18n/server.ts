import 'server-only';
import { cache } from 'react';
import { createIntl } from 'react-intl/server';
import { LOCALE_TAGS, type Locale } from '@/lib/constants';
import { getMessages, type MessageId } from './messages';

/** react-intl for Server Components: every UI string is formatted on the server. */
export const getIntl = cache((lang: Locale) =>
  createIntl({ locale: LOCALE_TAGS[lang].html, messages: getMessages(lang) }),
);

/**
 * The given strings, formatted on the server: Client Components receive plain text as props, so
 * no ICU runtime or catalog ships to the browser.
 */
export function pickMessages<const K extends MessageId>(
  lang: Locale,
  ids: readonly K[],
  /** Placeholder values; a message ignores the ones it does not use. */
  values?: Record<string, string | number>,
): Record<K, string> {
  const intl = getIntl(lang);
  return Object.fromEntries(ids.map((id) => [id, intl.formatMessage({ id }, values)])) as Record<K, string>;
}
