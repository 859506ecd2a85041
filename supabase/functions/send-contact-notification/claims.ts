import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { OWNER_MAIL_KINDS, VISITOR_MAIL_KINDS } from './appointment-mail-content.ts';
import type { ClaimedBookingMail } from './appointment-mails.ts';
import type { ClaimedDigest, NotificationProblem } from './digest-content.ts';
import type { NotificationPayload } from './mail-content.ts';
import { REVIEW_MAIL_KIND } from './review-mail-content.ts';
import type { ClaimQueue } from './schedule-route.ts';
import type { Locale } from './site-constants.ts';
import type { StoredEstimate } from './stored-estimate.ts';

/**
 * What claim_contact_notification found for a payload: 'claimed' (this call sends),
 * 'already-notified' / 'in-progress' (another call sent or is sending), 'not-found' (no matching
 * recent row, so nothing is sent: the function is no open relay).
 */
export type ClaimOutcome = 'claimed' | 'already-notified' | 'in-progress' | 'not-found';
const CLAIM_OUTCOMES: readonly string[] = ['claimed', 'already-notified', 'in-progress', 'not-found'];

/** The claim's answer: its outcome, and the estimate stored with the request it found (null when none). */
export interface Claim {
  outcome: ClaimOutcome;
  estimate: StoredEstimate | null;
}

function isClaim(value: unknown): value is Claim {
  const claim = value as Partial<Claim> | null;
  // typeof null is 'object': a request without an estimate.
  return CLAIM_OUTCOMES.includes(claim?.outcome ?? '') && typeof claim?.estimate === 'object';
}

/** The SQL helpers of the contact_submissions migrations, callable only with the service role. */
/** What the owner's Requests tool shows about a request's mails (complete_contact_notification). */
export interface NotificationOutcome {
  /** The form's language (the insert does not carry it). */
  language: Locale;
  /** 'withheld': past the hourly cap of acknowledgements. */
  acknowledgement: 'sent' | 'withheld';
}

export interface NotificationClaims {
  claim(payload: NotificationPayload): Promise<Claim>;
  complete(idempotencyKey: string, outcome: NotificationOutcome): Promise<void>;
  release(idempotencyKey: string, language: Locale): Promise<void>;
  /** Records the proof of work's challenge for this fill (use_booking_challenge); false for a replay. */
  useChallenge(nonce: string, idempotencyKey: string, expiresAt: Date): Promise<boolean>;
  /** One of this hour's visitor acknowledgements (take_acknowledgement_slot); false past the cap. */
  takeAcknowledgementSlot(): Promise<boolean>;
  /** Why this fill was not mailed at once, for the owner's digest (note_notification_problem). */
  noteProblem(idempotencyKey: string, problem: NotificationProblem, language: Locale): Promise<void>;
}

function isClaimedDigest(value: unknown): value is ClaimedDigest {
  const digest = value as Partial<ClaimedDigest> | null;
  return typeof digest?.id === 'number' && Array.isArray(digest.requests);
}

const BOOKING_MAIL_KINDS: readonly string[] = [...VISITOR_MAIL_KINDS, ...OWNER_MAIL_KINDS, REVIEW_MAIL_KIND];

function isClaimedBookingMail(value: unknown): value is ClaimedBookingMail {
  const mail = value as Partial<ClaimedBookingMail> | null;
  return (
    typeof mail?.id === 'number' &&
    BOOKING_MAIL_KINDS.includes(mail.kind ?? '') &&
    typeof mail.content === 'object' &&
    mail.content !== null
  );
}

type Call = (fn: string, args: Record<string, unknown>) => Promise<unknown>;

/** A queue of the migrations' claim_<name>, complete_<name> and release_<name> (service role only). */
function claimQueue<Item extends { id: number }>(
  call: Call,
  name: string,
  isItem: (value: unknown) => value is Item,
): ClaimQueue<Item> {
  return {
    async claim() {
      const item = await call(`claim_${name}`, {});
      if (item === null) return null;
      if (!isItem(item)) throw new Error(`claim_${name} answered ${JSON.stringify(item)}`);
      return item;
    },
    async complete(id) {
      await call(`complete_${name}`, { p_id: id });
    },
    async release(id, error) {
      await call(`release_${name}`, { p_id: id, p_error: error });
    },
  };
}

/** The digest's parts and the booking mails (appointments, review requests): what the schedule's routes send. */
export interface ScheduledQueues {
  digests: ClaimQueue<ClaimedDigest>;
  appointmentMails: ClaimQueue<ClaimedBookingMail>;
}

export function createNotificationClaims(
  supabaseUrl: string,
  serviceRoleKey: string,
): NotificationClaims & ScheduledQueues {
  const supabase = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const call: Call = async (fn, args) => {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.code} ${error.message}`);
    return data;
  };
  return {
    digests: claimQueue(call, 'booking_digest', isClaimedDigest),
    appointmentMails: claimQueue(call, 'booking_mail', isClaimedBookingMail),
    async claim(payload) {
      const claim = await call('claim_contact_notification', {
        p_idempotency_key: payload.idempotency_key,
        p_name: payload.name,
        p_email: payload.email,
        p_phone: payload.phone,
        p_service: payload.service,
        p_vehicle: payload.vehicle,
        p_preferred_date: payload.date,
        p_message: payload.message,
        p_vehicle_size: payload.vehicle_size,
        p_extras: payload.extras,
      });
      if (!isClaim(claim)) throw new Error(`claim_contact_notification answered ${JSON.stringify(claim)}`);
      return claim;
    },
    async complete(idempotencyKey, outcome) {
      await call('complete_contact_notification', {
        p_idempotency_key: idempotencyKey,
        p_language: outcome.language,
        p_acknowledgement: outcome.acknowledgement,
      });
    },
    async release(idempotencyKey, language) {
      await call('release_contact_notification', { p_idempotency_key: idempotencyKey, p_language: language });
    },
    async useChallenge(nonce, idempotencyKey, expiresAt) {
      const used = await call('use_booking_challenge', {
        p_nonce: nonce,
        p_idempotency_key: idempotencyKey,
        p_expires_at: expiresAt.toISOString(),
      });
      if (typeof used !== 'boolean') throw new Error(`use_booking_challenge answered ${JSON.stringify(used)}`);
      return used;
    },
    async takeAcknowledgementSlot() {
      const taken = await call('take_acknowledgement_slot', {});
      if (typeof taken !== 'boolean') throw new Error(`take_acknowledgement_slot answered ${JSON.stringify(taken)}`);
      return taken;
    },
    async noteProblem(idempotencyKey, problem, language) {
      await call('note_notification_problem', {
        p_idempotency_key: idempotencyKey,
        p_problem: problem,
        p_language: language,
      });
    },
  };
}
