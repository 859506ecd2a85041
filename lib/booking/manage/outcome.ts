import type { Locale } from '@/lib/constants';
import { appointmentPath } from '@/lib/seo/routes';
import { linkPageHref, listedOutcome } from '../visitor-link/outcome';
import type { AskResult, CancelResult, ManageLink } from './managed-appointment';

/**
 * What the page says after one of its forms was sent (in the address: ../visitor-link/outcome.ts).
 * A link that turned out used, expired or invalid needs no outcome: the page shows that state itself.
 */
export const MANAGE_OUTCOMES = [
  'cancelled',
  'asked',
  'too-late',
  'too-many',
  'message-required',
  'too-long',
  'unavailable',
] as const;
export type ManageOutcome = (typeof MANAGE_OUTCOMES)[number];

/** The outcome a form's result is told with, or null when the page's own state tells it. */
export const outcomeOf = (result: CancelResult | AskResult): ManageOutcome | null =>
  listedOutcome(MANAGE_OUTCOMES, result);

/** The outcome named by the address, or null for none or any other value. */
export const readOutcome = (value: string | string[] | undefined): ManageOutcome | null =>
  listedOutcome(MANAGE_OUTCOMES, value);

/**
 * The outcome to show on the link's page as it stands now, or null: only one the state agrees with,
 * so an old or hand-made address never says "request sent" on a passed appointment, nor
 * "cancelled" on one that stands.
 */
export function shownOutcome(outcome: ManageOutcome | null, link: ManageLink): ManageOutcome | null {
  if (outcome === null) return null;
  // The page of a link the database could not be asked about says so itself.
  if (outcome === 'unavailable') return link.status === 'unavailable' ? null : outcome;
  if (outcome === 'cancelled') return link.status === 'used' ? outcome : null;
  if (link.status !== 'valid') return null;
  const { canChange, asksLeft } = link.appointment;
  switch (outcome) {
    case 'asked':
      return outcome;
    case 'too-late':
      return canChange ? null : outcome;
    case 'too-many':
      return asksLeft === 0 ? outcome : null;
    case 'message-required':
    case 'too-long':
      return canChange ? outcome : null;
  }
}

/** The page of a link in a language, with an outcome to tell. */
export const managePageHref = (token: string, lang: Locale, outcome: ManageOutcome | null = null): string =>
  linkPageHref(appointmentPath(token), lang, outcome);
