/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets parallel builds (tests, benchmarks) keep separate output folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The bundled dataset and its assets are read at run time (embedded Content Lake).
  outputFileTracingIncludes: { '/**': ['./content/**'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Embedded defaults serve bundled assets from the site itself; hosted, Sanity's CDN.
    localPatterns: [{ pathname: '/sanity-assets/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
};

export default nextConfig;
