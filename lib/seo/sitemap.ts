import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/constants';
import { LEGAL_SLUGS, SITE_PAGES, type SitePage } from './routes';
import { absoluteUrl, languageAlternates } from './urls';

export type ContentEntry = { _type: string; _updatedAt: string; slug: string | null };

/** Which documents a page shows, so its lastModified is the newest of them. */
const PAGE_SOURCES: Record<SitePage, (entry: ContentEntry) => boolean> = {
  home: (e) => ['homePage', 'service', 'galleryImage', 'video', 'siteSettings'].includes(e._type),
  about: (e) => ['aboutPage', 'siteSettings'].includes(e._type),
  interiorDetail: (e) => ['interiorDetailPage', 'service', 'faq'].includes(e._type),
  privacyPolicy: (e) => e._type === 'legalPage' && e.slug === LEGAL_SLUGS.privacyPolicy,
  termsOfService: (e) => e._type === 'legalPage' && e.slug === LEGAL_SLUGS.termsOfService,
};

function lastModified(entries: ContentEntry[], page: SitePage): Date | undefined {
  const times = entries
    .filter(PAGE_SOURCES[page])
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
