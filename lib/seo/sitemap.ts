import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/constants';
import { pageShows, SITE_PAGES, type SitePage } from './routes';
import { absoluteUrl, languageAlternates } from './urls';

export type ContentEntry = { _type: string; _updatedAt: string; slug: string | null };

function lastModified(entries: ContentEntry[], page: SitePage): Date | undefined {
  const times = entries
    .filter((entry) => pageShows(page, entry))
    .map((e) => Date.parse(e._updatedAt))
    .filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : undefined;
}

/** Every page in every language, each listing its language alternates. */
export function buildSitemap(entries: ContentEntry[], siteUrl: string): MetadataRoute.Sitemap {
  return (Object.keys(SITE_PAGES) as SitePage[]).flatMap((page) => {
    const path = SITE_PAGES[page];
    const modified = lastModified(entries, page);
    return LOCALES.map((lang) => ({
      url: absoluteUrl(path, lang, siteUrl),
      ...(modified ? { lastModified: modified } : {}),
      alternates: { languages: languageAlternates(path, siteUrl) },
    }));
  });
}

/** Crawl everything public; keep crawlers out of the Studio and the APIs. */
export function buildRobots(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
