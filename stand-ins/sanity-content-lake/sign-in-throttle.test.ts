import { describe, expect, it } from 'vitest';
import { MAX_SIGN_IN_FAILURES, SignInThrottle } from './sign-in-throttle.ts';

describe('SignInThrottle', () => {
  const keys = ['email:owner@example.com', 'address:127.0.0.1'];

  function throttle() {
    const clock = { now: 1_000_000 };
    return { clock, throttle: new SignInThrottle(60_000, () => clock.now) };
  }

  it('locks after MAX_SIGN_IN_FAILURES failures in a row, for the lockout only', () => {
    const { clock, throttle: subject } = throttle();
    for (let failure = 1; failure < MAX_SIGN_IN_FAILURES; failure++) subject.failed(keys);
    expect(subject.lockedFor(keys)).toBe(0);
    subject.failed(keys);
    expect(subject.lockedFor(keys)).toBe(60_000);
    expect(subject.lockedFor(['address:127.0.0.1'])).toBe(60_000);
    expect(subject.lockedFor(['email:translator@example.com', 'address:::1'])).toBe(0);

    clock.now += 45_000;
    expect(subject.lockedFor(keys)).toBe(15_000);
    clock.now += 15_000;
    expect(subject.lockedFor(keys)).toBe(0);
    // After a lockout the count starts again.
    subject.failed(keys);
    expect(subject.lockedFor(keys)).toBe(0);
  });

  it('starts counting again after a success', () => {
    const { throttle: subject } = throttle();
    for (let failure = 1; failure < MAX_SIGN_IN_FAILURES; failure++) subject.failed(keys);
    subject.succeeded(keys);
    for (let failure = 1; failure < MAX_SIGN_IN_FAILURES; failure++) subject.failed(keys);
    expect(subject.lockedFor(keys)).toBe(0);
  });
});
