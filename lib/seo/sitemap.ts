import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/constants';
import { pageShows, SERVICE_PAGE_CONTENT_TYPES, servicePagePath, SITE_PAGES, type SitePage } from './routes';
import { absoluteUrl, languageAlternates } from './urls';

export type ContentEntry = { _type: string; _updatedAt: string; slug: string | null };

const latest = (entries: ContentEntry[]): Date | undefined => {
  const times = entries.map((entry) => Date.parse(entry._updatedAt)).filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : undefined;
};

const inEveryLanguage = (path: string, siteUrl: string, modified: Date | undefined): MetadataRoute.Sitemap =>
  LOCALES.map((lang) => ({
    url: absoluteUrl(path, lang, siteUrl),
    ...(modified ? { lastModified: modified } : {}),
    alternates: { languages: languageAlternates(path, siteUrl) },
  }));

/**
 * Every page in every language, each listing its language alternates: the fixed pages, then each
 * published service page (dated by the latest change to it or to the content it shares with others).
 */
export function buildSitemap(entries: ContentEntry[], siteUrl: string): MetadataRoute.Sitemap {
  const fixed = (Object.keys(SITE_PAGES) as SitePage[]).flatMap((page) =>
    inEveryLanguage(SITE_PAGES[page], siteUrl, latest(entries.filter((entry) => pageShows(page, entry)))),
  );
  const shared = entries.filter(
    (entry) => entry._type !== 'servicePage' && (SERVICE_PAGE_CONTENT_TYPES as readonly string[]).includes(entry._type),
  );
  const servicePages = entries
    .filter((entry) => entry._type === 'servicePage' && entry.slug)
    .flatMap((entry) => inEveryLanguage(servicePagePath(entry.slug!), siteUrl, latest([entry, ...shared])));
  return [...fixed, ...servicePages];
}

/** Crawl everything public; keep crawlers out of the Studio and the APIs. */
export function buildRobots(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api'] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
