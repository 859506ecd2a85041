/**
 * Sign-in throttling. After `MAX_SIGN_IN_FAILURES` failed sign-ins in a row for an email, or from
 * a client address, sign-in there is refused (429 with Retry-After, as Sanity answers past a rate
 * limit) until a lockout of a few minutes ends on its own: passwords cannot be guessed at speed,
 * and the real owner is never locked out for long. A success starts its email's and address's
 * counts again. Refused attempts are not counted, so a lockout is not prolonged by knocking.
 */
export const MAX_SIGN_IN_FAILURES = 20;
export const SIGN_IN_LOCKOUT_MS = 5 * 60 * 1000;

export class SignInThrottle {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number }>();
  private readonly lockoutMs: number;
  private readonly now: () => number;

  constructor(lockoutMs = SIGN_IN_LOCKOUT_MS, now: () => number = Date.now) {
    this.lockoutMs = lockoutMs;
    this.now = now;
  }

  /** Milliseconds until sign-in is open again for all of `keys` (0: open now). */
  lockedFor(keys: string[]): number {
    return Math.max(0, ...keys.map((key) => (this.entries.get(key)?.lockedUntil ?? 0) - this.now()));
  }

  failed(keys: string[]): void {
    for (const key of keys) {
      const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0 };
      entry.failures += 1;
      if (entry.failures >= MAX_SIGN_IN_FAILURES) {
        entry.failures = 0;
        entry.lockedUntil = this.now() + this.lockoutMs;
      }
      this.entries.set(key, entry);
    }
  }

  succeeded(keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }
}
