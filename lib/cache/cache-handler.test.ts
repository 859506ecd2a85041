import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Where pages are cached is configuration: this handler when self-hosted, Vercel's own cache there. */
async function configFor(phase: string, env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: config } = await import('../../next.config.mjs');
  return config(phase);
}

const policies = async (config: Awaited<ReturnType<typeof configFor>>) =>
  (await config.headers!()).flatMap((rule) =>
    rule.headers
      .filter((h) => h.key === 'Content-Security-Policy')
      .map((h) => ({ source: rule.source, value: h.value })),
  );

afterEach(() => vi.unstubAllEnvs());

describe('next.config.mjs, self-hosted and on Vercel', () => {
  it('self-hosted: this cache handler (in memory, or Redis with REDIS_URL), which adds each page its hashes', async () => {
    const config = await configFor('phase-production-build', { VERCEL: '' });
    expect(config.cacheHandler).toMatch(/lib\/cache\/cache-handler\.mjs$/);
    expect(await policies(config)).toEqual([]);
  });

  it("on Vercel: no handler, so the webhook's revalidation reaches Vercel's own cache, and a static policy", async () => {
    const config = await configFor('phase-production-build', { VERCEL: '1' });
    expect(config.cacheHandler).toBeUndefined();
    const [site, studio] = await policies(config);
    expect(site?.value).toMatch(/script-src 'self' 'unsafe-inline';/);
    expect(site?.value).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321;/);
    expect(site?.value).toMatch(/frame-ancestors 'none'/);
    expect(site?.value).not.toMatch(/unsafe-eval/);
    expect(studio).toMatchObject({ source: '/studio/:path*' });
    expect((await configFor('phase-production-server', { VERCEL: '1' })).cacheHandler).toBeUndefined();
  });
});

describe('the product and Next.js', () => {
  it("imports none of Next's private modules (next/dist/…): only its public entry points", () => {
    const roots = ['app', 'components', 'lib', 'schemas', 'studio', 'proxy.ts', 'next.config.mjs', 'sanity.config.ts'];
    const files = roots.flatMap((root) =>
      root.includes('.')
        ? [root]
        : readdirSync(root, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mjs|js)$/.test(entry.name))
            .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => /['"]next\/dist\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
