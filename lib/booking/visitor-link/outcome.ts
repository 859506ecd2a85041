import type { Locale } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';

/**
 * What a link page says after one of its forms was sent. A form answers with a redirect to its page
 * with the outcome in the address (post, redirect, get: with or without JavaScript, and a reload
 * sends nothing twice); the page shows it only when its state agrees (each page's `shown…Outcome`).
 */
export const LINK_OUTCOME_PARAM = 'outcome';

/** `value` when it is one of `outcomes`, else null (none, a repeated parameter, anything made up). */
export function listedOutcome<O extends string>(outcomes: readonly O[], value: unknown): O | null {
  return typeof value === 'string' && (outcomes as readonly string[]).includes(value) ? (value as O) : null;
}

/** A link page's address in a language, with an outcome to tell. */
export function linkPageHref(path: string, lang: Locale, outcome: string | null = null): string {
  return localizedHref(outcome ? `${path}?${LINK_OUTCOME_PARAM}=${outcome}` : path, lang);
}
