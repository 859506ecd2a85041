import { afterEach, describe, expect, it, vi } from 'vitest';

/** Which cache serves pages is configuration: this handler when self-hosted, Vercel's own there. */
async function configFor(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('../../next.config.mjs');
  return config('phase-production-server');
}

afterEach(() => vi.unstubAllEnvs());

describe('the cache handler in next.config.mjs', () => {
  it('is this handler when self-hosted (file system, or Redis with REDIS_URL)', async () => {
    expect((await configFor({ VERCEL: '' })).cacheHandler).toMatch(/lib\/cache\/cache-handler\.mjs$/);
  });

  it('is left to Vercel on Vercel, whose own cache keeps webhook revalidation working', async () => {
    expect((await configFor({ VERCEL: '1' })).cacheHandler).toBeUndefined();
  });
});
