import type { Metadata } from 'next';
import { BUSINESS, BUSINESS_GEO_REGION, LOCALES, LOCALE_TAGS, type Locale } from '@/lib/constants';
import { APPLE_TOUCH_ICON, WEB_APP_MANIFEST_PATH } from './app-icons';
import { shortName } from './manifest';
import { absoluteUrl, languageAlternates } from './urls';

/** A sharing image with an absolute URL and, when known, its pixel size. */
export type SeoImage = { url: string; width: number | null; height: number | null };

export type GeoPoint = { lat?: number; lng?: number };

export interface PageMetadataInput {
  lang: Locale;
  /** Public path in its English form, e.g. `/about`. */
  path: string;
  /** The complete document title (see `composeTitle`). */
  title: string;
  description: string;
  image: SeoImage | null;
  siteName: string;
  siteUrl: string;
  geo: GeoPoint | null;
  placename: string | null;
}

/** An editor's SEO title wins as written; otherwise "<page title> | <business name>". */
export function composeTitle(seoTitle: string | null | undefined, pageTitle: string, businessName: string): string {
  return seoTitle?.trim() ? seoTitle : `${pageTitle} | ${businessName}`;
}

/** Geo meta tags (geo.region, geo.placename, geo.position, ICBM) for local search. */
export function geoMeta(geo: GeoPoint | null, placename: string | null): Record<string, string> {
  const lat = geo?.lat ?? BUSINESS.geo.latitude;
  const lng = geo?.lng ?? BUSINESS.geo.longitude;
  return {
    'geo.region': BUSINESS_GEO_REGION,
    ...(placename ? { 'geo.placename': placename } : {}),
    'geo.position': `${lat};${lng}`,
    ICBM: `${lat}, ${lng}`,
  };
}

/** Everything a page's `generateMetadata` returns: canonical, hreflang, Open Graph, Twitter, robots, geo. */
export function buildPageMetadata(input: PageMetadataInput): Metadata {
  const { lang, path, title, description, image, siteName, siteUrl } = input;
  const url = absoluteUrl(path, lang, siteUrl);
  const images = image
    ? [
        {
          url: image.url,
          ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
          alt: siteName,
        },
      ]
    : undefined;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, languages: languageAlternates(path, siteUrl) },
    openGraph: {
      type: 'website',
      locale: LOCALE_TAGS[lang].og,
      alternateLocale: LOCALES.filter((other) => other !== lang).map((other) => LOCALE_TAGS[other].og),
      siteName,
      url,
      title,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images: image ? [image.url] : undefined },
    robots: { index: true, follow: true },
    other: geoMeta(input.geo, input.placename),
  };
}

/**
 * Site-wide defaults set by the layout; pages override all but `metadataBase`. Besides the names,
 * what a phone needs to add the site to its home screen: the manifest, Apple's touch icon and the
 * label iOS puts under it (app/favicon.ico is added by Next itself).
 */
export function buildSiteDefaults({
  siteUrl,
  siteName,
  description,
}: {
  siteUrl: string;
  siteName: string;
  description: string;
}): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    applicationName: siteName,
    title: siteName,
    description,
    manifest: WEB_APP_MANIFEST_PATH,
    icons: {
      apple: [
        { url: APPLE_TOUCH_ICON.src, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`, type: 'image/png' },
      ],
    },
    // Opens standalone from the home screen, as the manifest says, under the manifest's short name.
    appleWebApp: { capable: true, title: shortName(siteName) },
  };
}
