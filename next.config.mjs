import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import {
  SECURITY_HEADERS,
  STATIC_ASSET_HEADERS,
  staticPolicyHeaders,
} from './lib/security/content-security-policy.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Self-hosted: the page and data cache (in memory, or Redis shared by several instances), with
  // each page's hash-based Content-Security-Policy. Vercel keeps its own cache (docs/deploying.md).
  cacheHandler: process.env.VERCEL
    ? undefined
    : fileURLToPath(new URL('./lib/cache/cache-handler.mjs', import.meta.url)),
  async headers() {
    return [
      { source: '/((?!_next/static/).*)', headers: SECURITY_HEADERS },
      { source: '/_next/static/:path*', headers: STATIC_ASSET_HEADERS },
    ];
  },
  // The proxy sees and answers with the server's own URLs, so its rewrites stay internal when the
  // server is bound to a private address behind a reverse proxy (see proxy.ts).
  skipProxyUrlNormalize: true,
  // The stylesheet goes into each page's <head>: a first view paints after one request, not two
  // (docs/decisions.md, "The first paint").
  experimental: {
    inlineCss: true,
    // No server source maps: nothing reads them (`next start` logs the compiled frames), and they
    // are most of the build's output and slow its compile (figures: docs/decisions.md).
    turbopackSourceMaps: false,
    // Turbopack keeps what it built in .next/cache for the next build; a clone that is thrown away
    // after one build (CI) is faster without writing it (docs/testing.md).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // `npm run build` checks the types first with TypeScript 7 (`npm run typecheck`: Next's route
  // types, then the native compiler); Next's own check would run TypeScript 6, the version ESLint's
  // parser needs, a second time and slower (docs/decisions.md, "The build").
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets parallel builds (tests, benchmarks) keep separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer candidate widths than Next's defaults (8 + 8): each is a URL in every srcset, twice
    // in the HTML (markup and RSC payload). 2560 covers a 1280 px frame at 2x; photos are 2400 wide.
    deviceSizes: [640, 828, 1080, 1280, 1920, 2560],
    imageSizes: [96, 192, 384],
    // Embedded defaults pass the local Content Lake's assets through the site; hosted, Sanity's CDN.
    localPatterns: [{ pathname: '/sanity-assets/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
};

/** @param {string} phase */
export default async function config(phase) {
  // A build checks its configuration before compiling anything: a missing or malformed value stops
  // it with a message naming the variable (lib/env/public.ts, lib/env/server-schema.ts), not a broken site later.
  if (phase !== PHASE_PRODUCTION_BUILD) return nextConfig;
  const { PUBLIC_ENV_NAMES, publicEnv, contentLake } = await import('./lib/env/public.ts');
  (await import('./lib/env/server-schema.ts')).readServerEnv();
  // Next.js inlines only the public variables set at build; an unset one would be read from the
  // server's environment when a page regenerates, and a page could disagree with its own scripts.
  const env = Object.fromEntries(PUBLIC_ENV_NAMES.map((name) => [name, process.env[name] ?? '']));
  if (!process.env.VERCEL) return { ...nextConfig, env };
  const policies = staticPolicyHeaders({ supabaseUrl: publicEnv.supabaseUrl, sanityApiHost: contentLake.apiHost });
  return { ...nextConfig, env, headers: async () => [...(await nextConfig.headers()), ...policies] };
}
