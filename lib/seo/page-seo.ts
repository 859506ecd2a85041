import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toPlainText } from '@portabletext/react';
import { stegaClean } from 'next-sanity';
import type { Locale } from '@/lib/constants';
import {
  getAboutPage,
  getHomePage,
  getLegalPage,
  getPriceList,
  getServiceFaqs,
  getServicePage,
  getSiteSettings,
  type SiteSettingsContent,
} from '@/lib/content';
import { fileUrl } from '@/lib/content/image';
import { priceRangeCents } from '@/lib/content/price-list';
import { publicEnv } from '@/lib/env/public';
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
import { LEGAL_SLUGS, sectionPath, servicePagePath, SITE_PAGES, type SitePage } from './routes';
import { absoluteUrl } from './urls';

/**
 * Glue between the content getters and the pure SEO builders: what each page puts in its
 * <head> and in its JSON-LD, and its breadcrumb trail (shown and structured alike).
 */

/** Longest meta description we derive from body text (search engines cut around here). */
const DESCRIPTION_MAX_CHARS = 160;

export type Crumb = { label: string; path: string };

/** A page of the site: one with a fixed address, or a service's own page by its slug. */
export type PageRef = SitePage | { servicePage: string };

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
  page: Exclude<SitePage, 'home'> | { servicePage: string; label: string },
  lang: Locale,
  currentLabel?: string,
): Promise<Crumb[]> {
  const intl = getIntl(lang);
  const home = { label: intl.formatMessage({ id: 'nav.home' }), path: SITE_PAGES.home };
  if (typeof page === 'object') {
    return [
      home,
      { label: intl.formatMessage({ id: 'nav.services' }), path: sectionPath('services') },
      { label: page.label, path: servicePagePath(page.servicePage) },
    ];
  }
  if (page === 'about') {
    return [home, { label: intl.formatMessage({ id: 'pages.breadcrumbAbout' }), path: SITE_PAGES.about }];
  }
  return [home, { label: currentLabel ?? '', path: SITE_PAGES[page] }];
}

/**
 * What a page says about itself in its <head> and its JSON-LD, in plain text: in the owner's
 * preview the content carries stega (lib/content/fetch.ts), which belongs in the page's texts, not
 * in titles, descriptions or structured data.
 */
async function pageSeo(page: PageRef, lang: Locale): Promise<PageSeo & { settings: SiteSettingsContent }> {
  return stegaClean(await seoOf(page, lang)) as PageSeo & { settings: SiteSettingsContent };
}

async function seoOf(page: PageRef, lang: Locale): Promise<PageSeo & { settings: SiteSettingsContent }> {
  const settings = await getSiteSettings(lang);
  const business = settings.businessName ?? '';
  const fallbackDescription = settings.seo?.description ?? settings.description ?? '';
  if (typeof page === 'object') {
    const [servicePage, priceList] = await Promise.all([getServicePage(page.servicePage, lang), getPriceList(lang)]);
    if (!servicePage) notFound();
    const path = servicePagePath(page.servicePage);
    const { service } = servicePage;
    return {
      settings,
      path,
      title: composeTitle(servicePage.seo?.title, servicePage.hero?.title ?? '', business),
      description: servicePage.seo?.description ?? servicePage.hero?.subtitle ?? fallbackDescription,
      image: seoImage(servicePage.seo, settings),
      crumbs: await breadcrumbTrail({ servicePage: page.servicePage, label: servicePage.menuTitle ?? '' }, lang),
      services: service
        ? [
            {
              name: service.title,
              description: servicePage.hero?.subtitle ?? null,
              value: service.value,
              priceRangeCents: priceRangeCents(priceList, service.value),
              url: absoluteUrl(path, lang, publicEnv.siteUrl),
            },
          ]
        : [],
      faqs: service?.value ? await getServiceFaqs(service.value, lang) : [],
    };
  }
  switch (page) {
    case 'home': {
      const [{ page: home, services }, priceList] = await Promise.all([getHomePage(lang), getPriceList(lang)]);
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
          priceRangeCents: priceRangeCents(priceList, service.value),
          url: absoluteUrl(
            service.detailPageSlug ? servicePagePath(service.detailPageSlug) : sectionPath('services'),
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

export async function pageMetadata(page: PageRef, lang: Locale): Promise<Metadata> {
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
    siteName: stegaClean(settings.businessName ?? ''),
    description: stegaClean(settings.seo?.description ?? settings.description ?? ''),
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
export async function pageJsonLd(page: PageRef, lang: Locale) {
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
