import { describe, expect, it } from 'vitest';
import { LOCAL_BOOKING_CHALLENGE_SECRET, LOCAL_REVALIDATE_SECRET } from './public';
import { LOCAL_SANITY_WRITE_TOKEN, LOCAL_SUPABASE_SECRET_KEY, parseServerEnv } from './server-schema';

const embedded = { hostedSanity: false, hostedSupabase: false, supabaseUrl: 'http://127.0.0.1:54321', onVercel: false };

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
      /SANITY_REVALIDATE_SECRET is required[\s\S]*SANITY_API_WRITE_TOKEN is required[\s\S]*BOOKING_CHALLENGE_SECRET is required/,
    );
  });

  it('writes review drafts with the local lake’s Editor token on embedded defaults, and with the one set hosted', () => {
    expect(parseServerEnv({}, embedded).sanityWriteToken).toBe(LOCAL_SANITY_WRITE_TOKEN);
    const hosted = { ...embedded, hostedSanity: true };
    const secret = 'a-revalidate-secret';
    expect(() => parseServerEnv({ SANITY_REVALIDATE_SECRET: secret }, hosted)).toThrow(
      /SANITY_API_WRITE_TOKEN is required with a hosted Sanity project \(an Editor token/,
    );
    expect(
      parseServerEnv({ SANITY_REVALIDATE_SECRET: secret, SANITY_API_WRITE_TOKEN: ' sk-editor ' }, hosted)
        .sanityWriteToken,
    ).toBe('sk-editor');
  });

  it('refuses a write token that is also the read token, which a preview hands to the browser', () => {
    const same = { SANITY_API_READ_TOKEN: 'sk-same', SANITY_API_WRITE_TOKEN: 'sk-same' };
    expect(() => parseServerEnv(same, embedded)).toThrow(/SANITY_API_WRITE_TOKEN must not be SANITY_API_READ_TOKEN/);
  });

  it.each([
    ['BOOKING_CHALLENGE_SECRET', 'short', /BOOKING_CHALLENGE_SECRET must be at least 32 characters/],
    ['SANITY_REVALIDATE_SECRET', 'short', /SANITY_REVALIDATE_SECRET must be at least 16 characters/],
    ['SUPABASE_SERVER_URL', '127.0.0.1:54321', /SUPABASE_SERVER_URL must be an absolute http\(s\) URL/],
    ['BEHIND_PROXY', 'yes', /BEHIND_PROXY must be true or false/],
  ])('names %s when it is malformed', (name, value, message) => {
    expect(() => parseServerEnv({ [name]: value }, embedded)).toThrow(message);
  });

  it('believes forwarded headers only when told the server sits behind a proxy, or on Vercel', () => {
    expect(parseServerEnv({}, embedded).behindProxy).toBe(false);
    expect(parseServerEnv({ BEHIND_PROXY: 'true' }, embedded).behindProxy).toBe(true);
    expect(parseServerEnv({}, { ...embedded, onVercel: true }).behindProxy).toBe(true);
    expect(parseServerEnv({ BEHIND_PROXY: 'false' }, { ...embedded, onVercel: true }).behindProxy).toBe(false);
  });

  it('gives the Requests tool the local stack’s secret key on embedded defaults, none with a hosted project', () => {
    expect(parseServerEnv({}, embedded).supabaseSecretKey).toBe(LOCAL_SUPABASE_SECRET_KEY);
    const hosted = { ...embedded, hostedSupabase: true };
    const secret = 'a-booking-challenge-secret-of-32+chars';
    expect(parseServerEnv({ BOOKING_CHALLENGE_SECRET: secret }, hosted).supabaseSecretKey).toBeUndefined();
    expect(
      parseServerEnv({ BOOKING_CHALLENGE_SECRET: secret, SUPABASE_SECRET_KEY: ' sb_secret_abcdefgh12345678 ' }, hosted)
        .supabaseSecretKey,
    ).toBe('sb_secret_abcdefgh12345678');
  });

  const jwt = (claims: object) =>
    ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
      .map((part) => Buffer.from(part).toString('base64url'))
      .concat('signature')
      .join('.');

  it('takes the legacy service_role JWT as the secret key', () => {
    const key = jwt({ iss: 'supabase', role: 'service_role' });
    expect(parseServerEnv({ SUPABASE_SECRET_KEY: key }, embedded).supabaseSecretKey).toBe(key);
  });

  it.each([
    ['a publishable key', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', /SUPABASE_SECRET_KEY is a publishable key/],
    ['the anon JWT', jwt({ iss: 'supabase', role: 'anon' }), /SUPABASE_SECRET_KEY is a JWT of the "anon" role/],
    ['a secret key cut short', 'sb_secret_N7UN', /SUPABASE_SECRET_KEY must be the secret key/],
    ['something else', 'not-a-key', /SUPABASE_SECRET_KEY must be the secret key/],
  ])('names SUPABASE_SECRET_KEY when it is %s, without repeating the value', (_, value, message) => {
    expect(() => parseServerEnv({ SUPABASE_SECRET_KEY: value }, embedded)).toThrow(message);
    try {
      parseServerEnv({ SUPABASE_SECRET_KEY: value }, embedded);
    } catch (error) {
      expect((error as Error).message).not.toContain(value);
    }
  });

  it('takes the set values', () => {
    const secret = 'a-booking-challenge-secret-of-32+chars';
    expect(parseServerEnv({ BOOKING_CHALLENGE_SECRET: secret }, { ...embedded, hostedSupabase: true })).toMatchObject({
      bookingChallengeSecret: secret,
    });
  });
});
