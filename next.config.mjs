import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS, STATIC_ASSET_HEADERS } from './lib/security/content-security-policy.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Next's file-system ISR cache, adding each stored page's hash-based Content-Security-Policy.
  cacheHandler: fileURLToPath(new URL('./lib/security/csp-cache-handler.mjs', import.meta.url)),
  async headers() {
    return [
      { source: '/((?!_next/static/).*)', headers: SECURITY_HEADERS },
      { source: '/_next/static/:path*', headers: STATIC_ASSET_HEADERS },
    ];
  },
  // The proxy sees and answers with the server's own URLs, so its rewrites stay internal when the
  // server is bound to a private address behind a reverse proxy (see proxy.ts).
  skipProxyUrlNormalize: true,
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

export default nextConfig;
