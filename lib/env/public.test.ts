import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_URL,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_PUBLISHABLE_KEY,
  LOCAL_SUPABASE_URL,
  parsePublicEnv,
} from './public';

describe('parsePublicEnv', () => {
  it('runs on embedded defaults with nothing set, in production too', () => {
    const env = parsePublicEnv({}, { production: true });
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.supabaseUrl).toBe(LOCAL_SUPABASE_URL);
    expect(env.sanityProjectId).toBeUndefined();
  });

  it.each([
    ['NEXT_PUBLIC_SUPABASE_URL', 'abc.supabase.co'],
    ['NEXT_PUBLIC_SITE_URL', 'caparica-detailing.pt'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://caparica-detailing.pt'],
    ['NEXT_PUBLIC_SANITY_API_HOST', 'not a url'],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'My Project'],
    ['NEXT_PUBLIC_SANITY_API_VERSION', 'latest'],
    ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'],
    ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', LOCAL_SUPABASE_ANON_KEY],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'anon-key-copied-wrong'],
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(() => parsePublicEnv({ [name]: value }, { production: false })).toThrow(
      new RegExp(`${name} .*\\(got "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\)`),
    );
  });

  it('refuses a secret key in a public variable, saying why', () => {
    expect(() =>
      parsePublicEnv({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_abc' }, { production: false }),
    ).toThrow(/NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is a secret key: it must never be public/);
  });

  it('takes either key format, the publishable key first, the local publishable key by default', () => {
    expect(parsePublicEnv({}, { production: false }).supabaseKey).toBe(LOCAL_SUPABASE_PUBLISHABLE_KEY);
    const legacy = { NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY };
    expect(parsePublicEnv(legacy, { production: false }).supabaseKey).toBe(LOCAL_SUPABASE_ANON_KEY);
    const both = { ...legacy, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_new' };
    expect(parsePublicEnv(both, { production: false }).supabaseKey).toBe('sb_publishable_new');
  });

  it('requires the public origin for a hosted production build, and names it', () => {
    const hosted = { NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' };
    expect(() => parsePublicEnv(hosted, { production: true })).toThrow(/NEXT_PUBLIC_SITE_URL is required/);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' }, { production: true })).toThrow(
      /NEXT_PUBLIC_SITE_URL is required/,
    );
    // Development may leave it out.
    expect(parsePublicEnv(hosted, { production: false }).siteUrl).toBe(DEFAULT_SITE_URL);
    const site = parsePublicEnv(
      { ...hosted, NEXT_PUBLIC_SITE_URL: 'https://caparica-detailing.pt' },
      { production: true },
    );
    expect(site.siteUrl).toBe('https://caparica-detailing.pt');
  });

  it('treats blank values as unset', () => {
    expect(
      parsePublicEnv({ NEXT_PUBLIC_SITE_URL: '  ', NEXT_PUBLIC_SUPABASE_URL: '' }, { production: true }).siteUrl,
    ).toBe(DEFAULT_SITE_URL);
  });
});
