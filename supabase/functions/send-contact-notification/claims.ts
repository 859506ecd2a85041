import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { BookingDigests } from './digest.ts';
import type { ClaimedDigest, NotificationProblem } from './digest-content.ts';
import type { NotificationPayload } from './mail-content.ts';
import type { Locale } from './site-constants.ts';

/**
 * What claim_contact_notification found for a payload: 'claimed' (this call sends),
 * 'already-notified' / 'in-progress' (another call sent or is sending), 'not-found' (no matching
 * recent row, so nothing is sent: the function is no open relay).
 */
export type ClaimOutcome = 'claimed' | 'already-notified' | 'in-progress' | 'not-found';
const CLAIM_OUTCOMES: readonly string[] = ['claimed', 'already-notified', 'in-progress', 'not-found'];

/** The SQL helpers of the contact_submissions migrations, callable only with the service role. */
/** What the owner's Requests tool shows about a request's mails (complete_contact_notification). */
export interface NotificationOutcome {
  /** The form's language (the insert does not carry it). */
  language: Locale;
  /** 'withheld': past the hourly cap of acknowledgements. */
  acknowledgement: 'sent' | 'withheld';
}

export interface NotificationClaims {
  claim(payload: NotificationPayload): Promise<ClaimOutcome>;
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

export function createNotificationClaims(
  supabaseUrl: string,
  serviceRoleKey: string,
): NotificationClaims & BookingDigests {
  const supabase = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const call = async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.code} ${error.message}`);
    return data;
  };
  return {
    async claim(payload) {
      const outcome = await call('claim_contact_notification', {
        p_idempotency_key: payload.idempotency_key,
        p_name: payload.name,
        p_email: payload.email,
        p_phone: payload.phone,
        p_service: payload.service,
        p_vehicle: payload.vehicle,
        p_preferred_date: payload.date,
        p_message: payload.message,
      });
      if (typeof outcome !== 'string' || !CLAIM_OUTCOMES.includes(outcome)) {
        throw new Error(`claim_contact_notification answered ${JSON.stringify(outcome)}`);
      }
      return outcome as ClaimOutcome;
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
    async claimDigest() {
      const digest = await call('claim_booking_digest', {});
      if (digest === null) return null;
      if (!isClaimedDigest(digest)) throw new Error(`claim_booking_digest answered ${JSON.stringify(digest)}`);
      return digest;
    },
    async completeDigest(id) {
      await call('complete_booking_digest', { p_id: id });
    },
    async releaseDigest(id, error) {
      await call('release_booking_digest', { p_id: id, p_error: error });
    },
  };
}
