import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  BOOKING_CHALLENGE_ALGORITHM,
  BOOKING_CHALLENGE_COST,
  BOOKING_CHALLENGE_COUNTER_RANGE,
  BOOKING_CHALLENGE_TTL_SECONDS,
} from '../../constants/index.ts';

// The secret is passed in (lib/env/server.ts holds it), so tests and the bench can sign too.

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A challenge at the site's algorithm and cost, signed with `secret`, solved by counting up to `counter`. */
function signedChallenge(secret: string, counter: number, expiresAt: number): Promise<Challenge> {
  return createChallenge({
    algorithm: BOOKING_CHALLENGE_ALGORITHM,
    cost: BOOKING_CHALLENGE_COST,
    counter,
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt,
  });
}

/**
 * A signed ALTCHA challenge for the booking form: the browser counts up to a secret counter
 * (deterministic mode), which only someone holding the secret could skip. The notification
 * function verifies the solution with the same secret.
 */
export function newBookingChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return signedChallenge(
    secret,
    randomInt(BOOKING_CHALLENGE_COUNTER_RANGE.max, BOOKING_CHALLENGE_COUNTER_RANGE.min),
    Math.floor(now / 1000) + BOOKING_CHALLENGE_TTL_SECONDS,
  );
}

/** A challenge made and solved here, as its encoded payload; an easy one unless `counter` says otherwise. */
export async function solvedProofOfWork(
  secret: string,
  { counter = 0, expiresAt = nowInSeconds() + BOOKING_CHALLENGE_TTL_SECONDS } = {},
): Promise<string> {
  const challenge = await signedChallenge(secret, counter, expiresAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve a booking challenge made here');
  return encodeProofOfWork(challenge, solution);
}

/**
 * The proof for a booking the server sends itself (the no-JavaScript form): a browser without
 * scripts cannot compute one, so the server solves a challenge of its own with counter 0 (one
 * derivation). What bounds this path instead is the database's per-address limit, which counts
 * every such request at the server's address together (supabase/README.md).
 */
export const serverSolvedProofOfWork = (secret: string): Promise<string> => solvedProofOfWork(secret);

/**
 * What the ALTCHA widget submits for a solved challenge: base64 of {challenge, solution}. The
 * notification function decodes the same shape.
 */
export function encodeProofOfWork(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return Buffer.from(json, 'utf8').toString('base64');
}
