import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { APPOINTMENT_PAGES_BASE, REVIEW_PAGES_BASE, SITE_PAGES } from './routes';
import { buildRobots, buildSitemap } from './sitemap';
import { languageAlternates } from './urls';

const SITE = 'https://detailing.example';
const entries = [
  { _type: 'homePage', _updatedAt: '2026-01-01T00:00:00Z', slug: null },
  { _type: 'service', _updatedAt: '2026-03-01T00:00:00Z', slug: null },
  { _type: 'aboutPage', _updatedAt: '2025-12-01T00:00:00Z', slug: null },
  { _type: 'siteSettings', _updatedAt: '2025-11-01T00:00:00Z', slug: null },
  { _type: 'legalPage', _updatedAt: '2025-10-01T00:00:00Z', slug: 'privacy-policy' },
  { _type: 'legalPage', _updatedAt: '2025-09-01T00:00:00Z', slug: 'terms-of-service' },
  { _type: 'faq', _updatedAt: '2026-04-01T00:00:00Z', slug: null },
  { _type: 'servicePage', _updatedAt: '2026-02-01T00:00:00Z', slug: 'interior-detail' },
  { _type: 'servicePage', _updatedAt: '2026-05-01T00:00:00Z', slug: 'ceramic-coating' },
];

describe('buildSitemap', () => {
  const sitemap = buildSitemap(entries, SITE);

  it('lists every page in every language with its alternates, each published service page too', () => {
    expect(sitemap).toHaveLength((Object.keys(SITE_PAGES).length + 2) * LOCALES.length);
    expect(sitemap.map((e) => e.url)).toContain(`${SITE}/services/interior-detail?lang=uk`);
    const ceramic = sitemap.find((e) => e.url === `${SITE}/services/ceramic-coating?lang=pt`);
    expect(ceramic?.alternates?.languages).toEqual(languageAlternates('/services/ceramic-coating', SITE));
    const about = sitemap.find((e) => e.url === `${SITE}/about?lang=pt`);
    expect(about?.alternates?.languages).toEqual(languageAlternates('/about', SITE));
  });

  it('lists no page a visitor’s signed link opens (an appointment’s, a review’s)', () => {
    for (const base of [APPOINTMENT_PAGES_BASE, REVIEW_PAGES_BASE])
      expect(sitemap.filter((e) => new URL(e.url).pathname.startsWith(`${base}/`))).toEqual([]);
  });

  it('dates each page by the newest document it shows', () => {
    const at = (url: string) => sitemap.find((e) => e.url === url)?.lastModified;
    expect(at(`${SITE}/`)).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(at(`${SITE}/about`)).toEqual(new Date('2025-12-01T00:00:00Z'));
    // A service page: its own change, or its service's or questions', whichever is newest.
    expect(at(`${SITE}/services/interior-detail`)).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(at(`${SITE}/services/ceramic-coating?lang=uk`)).toEqual(new Date('2026-05-01T00:00:00Z'));
    expect(at(`${SITE}/terms-of-service?lang=pt`)).toEqual(new Date('2025-09-01T00:00:00Z'));
    expect(at(`${SITE}/privacy-policy`)).toEqual(new Date('2025-10-01T00:00:00Z'));
  });
});

describe('buildRobots', () => {
  it('allows all but the Studio and APIs and points at the sitemap', () => {
    expect(buildRobots(SITE)).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/api'] },
      sitemap: `${SITE}/sitemap.xml`,
    });
  });
});
