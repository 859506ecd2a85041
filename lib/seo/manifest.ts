import type { MetadataRoute } from 'next';
import { BRAND_COLORS } from '@/lib/constants';
import { MANIFEST_ICONS } from './app-icons';

/** Longest label a home screen shows under an icon without cutting it (Chrome's guidance: 12). */
export const SHORT_NAME_MAX_CHARS = 12;

/**
 * The home-screen label: the business name if it fits, else its longest run of leading words that
 * does ("Caparica Detailing" → "Caparica"), else the whole name for the launcher to cut.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  for (let count = words.length; count > 0; count--) {
    const candidate = words.slice(0, count).join(' ');
    if (candidate.length <= SHORT_NAME_MAX_CHARS) return candidate;
  }
  return name.trim();
}

/**
 * The web app manifest (app/manifest.ts). One document for every language, as a manifest is
 * fetched once per site, not per page: English texts. The start URL `/` still opens in the
 * visitor's language where the app shares the browser's cookies: the proxy redirects `/` to the
 * language remembered there.
 */
export function buildManifest({ name, description }: { name: string; description: string }): MetadataRoute.Manifest {
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // Dark like the header and the hero the site opens with, so the splash screen blends in.
    background_color: BRAND_COLORS.ink,
    theme_color: BRAND_COLORS.ink,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
