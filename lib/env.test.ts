import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, LOCAL_SUPABASE_URL, parsePublicEnv } from './env';

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
  ])('names %s when it is malformed (%s)', (name, value) => {
    expect(() => parsePublicEnv({ [name]: value }, { production: false })).toThrow(
      new RegExp(`${name} .*\\(got "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\)`),
    );
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
