import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toPlainText } from '@portabletext/react';
import { INTERIOR_DETAILING_SERVICE, type Locale } from '@/lib/constants';
import {
  getAboutPage,
  getHomePage,
  getInteriorDetailPage,
  getLegalPage,
  getServiceFaqs,
  getSiteSettings,
  type SiteSettingsContent,
} from '@/lib/content';
import { fileUrl } from '@/lib/content/image';
import { publicEnv } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import {
  autoRepairJsonLd,
  businessReferenceJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdGraph,
  serviceJsonLd,
  type JsonLdNode,
  type QuestionAnswer,
  type ServiceInfo,
} from './json-ld';
import { buildPageMetadata, buildSiteDefaults, composeTitle, type SeoImage } from './metadata';
import { LEGAL_SLUGS, sectionPath, SITE_PAGES, type SitePage } from './routes';
import { absoluteUrl } from './urls';

/**
 * Glue between the content getters and the pure SEO builders: what each page puts in its
 * <head> and in its JSON-LD, and its breadcrumb trail (shown and structured alike).
 */

/** Longest meta description we derive from body text (search engines cut around here). */
const DESCRIPTION_MAX_CHARS = 160;

export type Crumb = { label: string; path: string };

type SeoFields = {
  title: string | null;
  description: string | null;
  image: { asset: { url: string | null; width: number | null; height: number | null } | null } | null;
} | null;

type PageSeo = {
  path: string;
  title: string;
  description: string;
  image: SeoImage | null;
  crumbs: Crumb[] | null;
  services: ServiceInfo[];
  /** The questions the page answers, if it has any. */
  faqs?: QuestionAnswer[];
};

function seoImage(own: SeoFields, settings: SiteSettingsContent): SeoImage | null {
  const asset = own?.image?.asset?.url ? own.image.asset : settings.seo?.image?.asset;
  if (!asset?.url) return null;
  return { url: new URL(fileUrl(asset.url), publicEnv.siteUrl).toString(), width: asset.width, height: asset.height };
}

function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX_CHARS) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', DESCRIPTION_MAX_CHARS - 1))}…`;
}

/** Breadcrumb trail of a non-home page; the last crumb is the page itself. */
export async function breadcrumbTrail(
  page: Exclude<SitePage, 'home'>,
  lang: Locale,
  currentLabel?: string,
): Promise<Crumb[]> {
  const intl = getIntl(lang);
  const home = { label: intl.formatMessage({ id: 'nav.home' }), path: SITE_PAGES.home };
  switch (page) {
    case 'about':
      return [home, { label: intl.formatMessage({ id: 'pages.breadcrumbAbout' }), path: SITE_PAGES.about }];
    case 'interiorDetail':
      return [
        home,
        { label: intl.formatMessage({ id: 'nav.services' }), path: sectionPath('services') },
        { label: intl.formatMessage({ id: 'nav.interiorDetailing' }), path: SITE_PAGES.interiorDetail },
      ];
    default:
      return [home, { label: currentLabel ?? '', path: SITE_PAGES[page] }];
  }
}

async function pageSeo(page: SitePage, lang: Locale): Promise<PageSeo & { settings: SiteSettingsContent }> {
  const settings = await getSiteSettings(lang);
  const business = settings.businessName ?? '';
  const fallbackDescription = settings.seo?.description ?? settings.description ?? '';
  switch (page) {
    case 'home': {
      const { page: home, services } = await getHomePage(lang);
      return {
        settings,
        path: SITE_PAGES.home,
        title: composeTitle(home.seo?.title ?? settings.seo?.title, home.hero?.title ?? '', business),
        description: home.seo?.description ?? fallbackDescription,
        image: seoImage(home.seo, settings),
        crumbs: null,
        services: services.map((service) => ({
          name: service.title,
          description: service.summary,
          value: service.value,
          priceFrom: service.priceFrom,
          url: absoluteUrl(
            service.hasDetailPage ? SITE_PAGES.interiorDetail : sectionPath('services'),
            lang,
            publicEnv.siteUrl,
          ),
        })),
      };
    }
    case 'about': {
      const about = await getAboutPage(lang);
      return {
        settings,
        path: SITE_PAGES.about,
        title: composeTitle(about.seo?.title, about.title ?? '', business),
        description: about.seo?.description ?? about.intro ?? fallbackDescription,
        image: seoImage(about.seo, settings),
        crumbs: await breadcrumbTrail('about', lang),
        services: [],
      };
    }
    case 'interiorDetail': {
      const [interior, faqs] = await Promise.all([
        getInteriorDetailPage(lang),
        getServiceFaqs(INTERIOR_DETAILING_SERVICE, lang),
      ]);
      const url = absoluteUrl(SITE_PAGES.interiorDetail, lang, publicEnv.siteUrl);
      return {
        settings,
        path: SITE_PAGES.interiorDetail,
        title: composeTitle(interior.seo?.title, interior.hero?.title ?? '', business),
        description: interior.seo?.description ?? interior.hero?.subtitle ?? fallbackDescription,
        image: seoImage(interior.seo, settings),
        crumbs: await breadcrumbTrail('interiorDetail', lang),
        services: interior.service
          ? [
              {
                name: interior.service.title,
                description: interior.hero?.subtitle ?? null,
                value: interior.service.value,
                priceFrom: interior.service.priceFrom,
                url,
              },
            ]
          : [],
        faqs,
      };
    }
    case 'privacyPolicy':
    case 'termsOfService': {
      const path = SITE_PAGES[page];
      const legal = await getLegalPage(LEGAL_SLUGS[page], lang);
      if (!legal) notFound();
      const title = legal.title ?? '';
      return {
        settings,
        path,
        title: composeTitle(null, title, business),
        description: excerpt(toPlainText(legal.body ?? [])) || fallbackDescription,
        image: seoImage(null, settings),
        crumbs: await breadcrumbTrail(page, lang, title),
        services: [],
      };
    }
  }
}

export async function pageMetadata(page: SitePage, lang: Locale): Promise<Metadata> {
  const seo = await pageSeo(page, lang);
  return buildPageMetadata({
    lang,
    path: seo.path,
    title: seo.title,
    description: seo.description,
    image: seo.image,
    siteName: seo.settings.businessName ?? '',
    siteUrl: publicEnv.siteUrl,
    geo: seo.settings.geo,
    placename: seo.settings.address?.locality ?? null,
  });
}

/** The layout's defaults (metadataBase, site name, description), inherited by every page incl. 404. */
export async function siteMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const settings = await getSiteSettings(lang);
  return buildSiteDefaults({
    siteUrl: publicEnv.siteUrl,
    siteName: settings.businessName ?? '',
    description: settings.seo?.description ?? settings.description ?? '',
  });
}

/** A route's `generateMetadata`: `export const generateMetadata = metadataFor('about');`. */
export function metadataFor(page: SitePage) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const { lang } = await params;
    if (!isLocale(lang)) notFound();
    return pageMetadata(page, lang);
  };
}

/**
 * The page's structured data: the business (in full on the home page, by reference elsewhere), its
 * services, its breadcrumb trail, the questions it answers.
 */
export async function pageJsonLd(page: SitePage, lang: Locale) {
  const seo = await pageSeo(page, lang);
  const siteUrl = publicEnv.siteUrl;
  const nodes: JsonLdNode[] = [
    (page === 'home' ? autoRepairJsonLd : businessReferenceJsonLd)(seo.settings, {
      lang,
      siteUrl,
      image: seo.image?.url ?? null,
    }),
    ...seo.services.map((service) => serviceJsonLd(service, seo.settings, siteUrl)),
  ];
  if (seo.crumbs) {
    nodes.push(
      breadcrumbJsonLd(seo.crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.path, lang, siteUrl) }))),
    );
  }
  if (seo.faqs?.length) nodes.push(faqPageJsonLd(seo.faqs));
  return jsonLdGraph(nodes);
}
