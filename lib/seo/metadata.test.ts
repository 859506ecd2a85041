import { describe, expect, it } from 'vitest';
import { BUSINESS, BUSINESS_GEO_REGION } from '@/lib/constants';
import { APPLE_TOUCH_ICON, WEB_APP_MANIFEST_PATH } from './app-icons';
import { buildPageMetadata, buildSiteDefaults, composeTitle, geoMeta, type PageMetadataInput } from './metadata';
import { absoluteUrl, languageAlternates } from './urls';

const SITE = 'https://detailing.example';
const input = (over: Partial<PageMetadataInput> = {}): PageMetadataInput => ({
  lang: 'en',
  path: '/about',
  title: 'About us | Caparica Detailing',
  description: 'Meet the studio.',
  image: { url: `${SITE}/og.jpg`, width: 1200, height: 630 },
  siteName: 'Caparica Detailing',
  siteUrl: SITE,
  geo: { lat: BUSINESS.geo.latitude, lng: BUSINESS.geo.longitude },
  placename: 'Charneca da Caparica',
  ...over,
});

describe('urls', () => {
  it('keeps English bare and adds ?lang for pt and uk, hash last', () => {
    expect(absoluteUrl('/about', 'en', SITE)).toBe(`${SITE}/about`);
    expect(absoluteUrl('/about', 'pt', SITE)).toBe(`${SITE}/about?lang=pt`);
    expect(absoluteUrl('/', 'uk', SITE)).toBe(`${SITE}/?lang=uk`);
    expect(absoluteUrl('/#services', 'pt', SITE)).toBe(`${SITE}/?lang=pt#services`);
  });

  it('lists en, pt-PT, uk and x-default (= English) alternates', () => {
    expect(languageAlternates('/services/interior-detail', SITE)).toEqual({
      en: `${SITE}/services/interior-detail`,
      'pt-PT': `${SITE}/services/interior-detail?lang=pt`,
      uk: `${SITE}/services/interior-detail?lang=uk`,
      'x-default': `${SITE}/services/interior-detail`,
    });
  });
});

describe('composeTitle', () => {
  it('uses the editor SEO title as written, else page title | business', () => {
    expect(composeTitle('Custom | Brand', 'About', 'Brand')).toBe('Custom | Brand');
    expect(composeTitle(null, 'Privacy policy', 'Caparica Detailing')).toBe('Privacy policy | Caparica Detailing');
    expect(composeTitle('  ', 'Terms', 'Brand')).toBe('Terms | Brand');
  });
});

describe('buildPageMetadata', () => {
  it.each([
    ['en', `${SITE}/about`, 'en_GB', ['pt_PT', 'uk_UA']],
    ['pt', `${SITE}/about?lang=pt`, 'pt_PT', ['en_GB', 'uk_UA']],
    ['uk', `${SITE}/about?lang=uk`, 'uk_UA', ['en_GB', 'pt_PT']],
  ] as const)('%s: canonical, alternates and Open Graph locale', (lang, canonical, ogLocale, alternateLocale) => {
    const metadata = buildPageMetadata(input({ lang }));
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(metadata.alternates?.languages).toEqual(languageAlternates('/about', SITE));
    expect(metadata.openGraph).toMatchObject({ type: 'website', locale: ogLocale, alternateLocale, url: canonical });
  });

  it('sets title, description, sharing cards, robots and geo tags', () => {
    const metadata = buildPageMetadata(input());
    expect(metadata.title).toEqual({ absolute: 'About us | Caparica Detailing' });
    expect(metadata.description).toBe('Meet the studio.');
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Caparica Detailing',
      title: 'About us | Caparica Detailing',
      description: 'Meet the studio.',
      images: [{ url: `${SITE}/og.jpg`, width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [`${SITE}/og.jpg`] });
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(metadata.other).toEqual({
      'geo.region': BUSINESS_GEO_REGION,
      'geo.placename': 'Charneca da Caparica',
      'geo.position': `${BUSINESS.geo.latitude};${BUSINESS.geo.longitude}`,
      ICBM: `${BUSINESS.geo.latitude}, ${BUSINESS.geo.longitude}`,
    });
  });

  it('omits images it does not have and sizes it does not know', () => {
    expect(buildPageMetadata(input({ image: null })).openGraph?.images).toBeUndefined();
    const unsized = buildPageMetadata(input({ image: { url: `${SITE}/x.jpg`, width: null, height: null } }));
    expect(unsized.openGraph?.images).toEqual([{ url: `${SITE}/x.jpg`, alt: 'Caparica Detailing' }]);
  });
});

describe('geoMeta', () => {
  it('falls back to the business coordinates', () => {
    expect(geoMeta(null, null)['geo.position']).toBe(`${BUSINESS.geo.latitude};${BUSINESS.geo.longitude}`);
    expect(geoMeta(null, null)).not.toHaveProperty('geo.placename');
  });
});

describe('buildSiteDefaults', () => {
  it('resolves relative URLs against the configured site URL', () => {
    const defaults = buildSiteDefaults({ siteUrl: SITE, siteName: 'Brand', description: 'd' });
    expect(defaults.metadataBase?.toString()).toBe(`${SITE}/`);
    expect(defaults.title).toBe('Brand');
  });

  it('links the web app manifest and the touch icon, and labels the home-screen icon with the name', () => {
    const defaults = buildSiteDefaults({ siteUrl: SITE, siteName: 'Caparica Detailing', description: 'd' });
    expect(defaults.manifest).toBe(WEB_APP_MANIFEST_PATH);
    expect(defaults.icons).toEqual({
      apple: [{ url: APPLE_TOUCH_ICON.src, sizes: '180x180', type: 'image/png' }],
    });
    expect(defaults.appleWebApp).toEqual({ capable: true, title: 'Caparica' });
  });
});
