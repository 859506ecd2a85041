import { verifySolution } from 'npm:altcha-lib@2.8.0';
import { deriveKey } from 'npm:altcha-lib@2.8.0/algorithms/web/pbkdf2';

import type { ProofRefusal } from './proof-of-work-messages.ts';

export type ProofCheck = { ok: true; nonce: string; expiresAt: Date } | { ok: false; refusal: ProofRefusal };

interface Payload {
  challenge: { parameters: { nonce: string; expiresAt?: number }; signature?: string };
  solution: { counter: number; derivedKey: string };
}

function decode(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(atob(encoded)) as Partial<Payload> | null;
    const nonce = payload?.challenge?.parameters?.nonce;
    if (typeof nonce !== 'string' || typeof payload?.solution !== 'object' || payload.solution === null) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * Verifies the ALTCHA payload the form sent (the widget's base64 of {challenge, solution}): signed
 * with the secret the site shares, unexpired, and solved. Whether it was used before is the
 * database's to say (use_booking_challenge), by the challenge's nonce.
 */
export async function checkProofOfWork(encoded: string | undefined, secret: string): Promise<ProofCheck> {
  if (!encoded) return { ok: false, refusal: 'missing' };
  const payload = decode(encoded);
  if (!payload) return { ok: false, refusal: 'malformed' };
  // The site's challenges always expire; a signed one without expiry was not made by it.
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number') return { ok: false, refusal: 'forged' };
  try {
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secret });
    if (result.expired) return { ok: false, refusal: 'expired' };
    if (!result.verified) return { ok: false, refusal: 'forged' };
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
  return { ok: true, nonce: payload.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) };
}
