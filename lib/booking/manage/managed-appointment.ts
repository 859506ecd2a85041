import { z } from 'zod';
import { parseAnswer } from '../inbox/schema';
import { linkAnswer } from '../visitor-link/answer';

/**
 * The visitor's manage link as the service-role SQL functions answer it
 * (supabase/migrations/20261207090000_appointments.sql: get_managed_appointment,
 * cancel_managed_appointment, ask_managed_appointment), checked and named for the page. The
 * database's 'unknown' (no such link, or its request was erased) is the page's 'invalid', as a link
 * whose signature is wrong: either way it opens nothing.
 */

/**
 * What the page shows of an appointment. Not the visitor's name, vehicle or contact details, which
 * the database answers too: the link alone opens the page, and whoever holds a forwarded mail
 * learns no more than the garage's own facts.
 */
export interface ManagedAppointment {
  /** The stored service value (its title is the content's, in the page's language). */
  service: string | null;
  startsAt: string;
  durationMinutes: number;
  /** The agreed price in cents, VAT included; null when none was given. */
  priceCents: number | null;
  ownerMessage: string | null;
  /** The last instant the visitor may cancel or ask for another date (the owner's cut-off). */
  changesUntil: string;
  canChange: boolean;
  asksLeft: number;
  /** From the texts the mails were written with, in the visitor's language then (p_mail). */
  mail: { serviceTitle: string | null; withdrawal: string | null };
}

/** How a link stands: 'unavailable' when the database could not be asked (nothing is known). */
export type ManageLink =
  { status: 'valid'; appointment: ManagedAppointment } | { status: 'invalid' | 'used' | 'expired' | 'unavailable' };

/** What the visitor's cancellation came to; 'too-long': the reason was refused before the database was asked. */
export type CancelResult = 'cancelled' | 'too-late' | 'used' | 'expired' | 'invalid' | 'too-long' | 'unavailable';

/** What the visitor's request for another date came to; the message is required. */
export type AskResult =
  'asked' | 'too-many' | 'too-late' | 'used' | 'expired' | 'invalid' | 'message-required' | 'too-long' | 'unavailable';

// The mail's texts are the owner's server's to shape: the page reads what it can and does without the rest.
const mailSchema = z
  .object({
    service_title: z.string().nullish(),
    withdrawal: z.string().nullish(),
  })
  .nullish();

const linkSchema = z.union([
  z.object({
    status: z.literal('valid'),
    appointment: z.object({
      service: z.string().nullable(),
      starts_at: z.string(),
      duration_minutes: z.number().int().positive(),
      price_cents: z.number().int().nonnegative().nullable(),
      owner_message: z.string().nullable(),
      changes_until: z.string(),
      can_change: z.boolean(),
      asks_left: z.number().int().nonnegative(),
      mail: mailSchema,
    }),
  }),
  z.object({ status: z.enum(['used', 'expired', 'unknown']) }),
]);

const cancelSchema = z.enum(['cancelled', 'too-late', 'used', 'expired', 'unknown']);
const askSchema = z.enum(['asked', 'too-many', 'too-late', 'used', 'expired', 'unknown']);

/** get_managed_appointment's answer for the page; throws on any other shape. */
export function manageLinkOf(data: unknown): ManageLink {
  const link = parseAnswer('get_managed_appointment', linkSchema, data);
  if (link.status !== 'valid') return { status: linkAnswer(link.status) };
  const { appointment: a } = link;
  return {
    status: 'valid',
    appointment: {
      service: a.service,
      startsAt: a.starts_at,
      durationMinutes: a.duration_minutes,
      priceCents: a.price_cents,
      ownerMessage: a.owner_message,
      changesUntil: a.changes_until,
      canChange: a.can_change,
      asksLeft: a.asks_left,
      mail: {
        serviceTitle: a.mail?.service_title ?? null,
        withdrawal: a.mail?.withdrawal ?? null,
      },
    },
  };
}

/** cancel_managed_appointment's answer; throws on any other. */
export const cancelResultOf = (data: unknown): CancelResult =>
  linkAnswer(parseAnswer('cancel_managed_appointment', cancelSchema, data));

/** ask_managed_appointment's answer; throws on any other. */
export const askResultOf = (data: unknown): AskResult =>
  linkAnswer(parseAnswer('ask_managed_appointment', askSchema, data));
