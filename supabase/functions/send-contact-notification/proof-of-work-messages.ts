/** Why a booking's proof of work was refused; each has its own message for the caller. */
export type ProofRefusal = 'missing' | 'malformed' | 'forged' | 'expired';

export const PROOF_REFUSAL_MESSAGES: Record<ProofRefusal | 'replayed', string> = {
  missing: 'The proof of work is missing',
  malformed: 'The proof of work is not an ALTCHA payload',
  forged: 'The proof of work is not a solution of a challenge this site signed',
  expired: 'The proof of work expired: solve a new challenge',
  replayed: 'The proof of work was already used for another booking request',
};
