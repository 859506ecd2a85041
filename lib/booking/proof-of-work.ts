import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  BOOKING_CHALLENGE_ALGORITHM,
  BOOKING_CHALLENGE_COST,
  BOOKING_CHALLENGE_COUNTER_RANGE,
  BOOKING_CHALLENGE_TTL_SECONDS,
} from '../constants/index.ts';

// The secret is passed in (lib/env.server.ts holds it), so tests and the bench can sign too.

/**
 * A signed ALTCHA challenge for the booking form: the browser counts up to a secret counter
 * (deterministic mode), which only someone holding the secret could skip. The notification
 * function verifies the solution with the same secret.
 */
export function newBookingChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: BOOKING_CHALLENGE_ALGORITHM,
    cost: BOOKING_CHALLENGE_COST,
    counter: randomInt(BOOKING_CHALLENGE_COUNTER_RANGE.max, BOOKING_CHALLENGE_COUNTER_RANGE.min),
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: Math.floor(now / 1000) + BOOKING_CHALLENGE_TTL_SECONDS,
  });
}

/**
 * The proof for a booking the server sends itself (the no-JavaScript form): a browser without
 * scripts cannot compute one, so the server solves a challenge of its own with counter 0 (one
 * derivation). What bounds this path instead is the database's per-address limit, which counts
 * every such request at the server's address together (supabase/README.md).
 */
export async function serverSolvedProofOfWork(secret: string): Promise<string> {
  const challenge = await createChallenge({
    algorithm: BOOKING_CHALLENGE_ALGORITHM,
    cost: BOOKING_CHALLENGE_COST,
    counter: 0,
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: Math.floor(Date.now() / 1000) + BOOKING_CHALLENGE_TTL_SECONDS,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the server’s own booking challenge');
  return encodeProofOfWork(challenge, solution);
}

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
