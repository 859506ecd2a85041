import { describe, expect, it } from 'vitest';
import { LOCAL_BOOKING_CHALLENGE_SECRET, LOCAL_REVALIDATE_SECRET } from './env';
import { parseServerEnv } from './server-env';

const embedded = { hostedSanity: false, hostedSupabase: false, supabaseUrl: 'http://127.0.0.1:54321' };

describe('parseServerEnv', () => {
  it('runs on the local secrets with nothing set and no hosted backend', () => {
    expect(parseServerEnv({}, embedded)).toMatchObject({
      revalidateSecret: LOCAL_REVALIDATE_SECRET,
      bookingChallengeSecret: LOCAL_BOOKING_CHALLENGE_SECRET,
      supabaseServerUrl: embedded.supabaseUrl,
    });
  });

  it('requires each hosted backend’s secret, naming it, and lists every problem at once', () => {
    expect(() => parseServerEnv({}, { ...embedded, hostedSanity: true, hostedSupabase: true })).toThrow(
      /SANITY_REVALIDATE_SECRET is required[\s\S]*BOOKING_CHALLENGE_SECRET is required/,
    );
  });

  it.each([
    ['BOOKING_CHALLENGE_SECRET', 'short', /BOOKING_CHALLENGE_SECRET must be at least 32 characters/],
    ['SANITY_REVALIDATE_SECRET', 'short', /SANITY_REVALIDATE_SECRET must be at least 16 characters/],
    ['SUPABASE_SERVER_URL', '127.0.0.1:54321', /SUPABASE_SERVER_URL must be an absolute http\(s\) URL/],
  ])('names %s when it is malformed', (name, value, message) => {
    expect(() => parseServerEnv({ [name]: value }, embedded)).toThrow(message);
  });

  it('takes the set values', () => {
    const secret = 'a-booking-challenge-secret-of-32+chars';
    expect(parseServerEnv({ BOOKING_CHALLENGE_SECRET: secret }, { ...embedded, hostedSupabase: true })).toMatchObject({
      bookingChallengeSecret: secret,
    });
  });
});
