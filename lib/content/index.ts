import 'server-only';
import { stegaClean } from 'next-sanity';
import { cache } from 'react';
import {
  APPOINTMENT_CUTOFF_HOURS_DEFAULT,
  APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT,
  COMPLAINTS_BOOK_URL,
  DEFAULT_LOCALE,
  LOCALES,
  REVIEW_LINK_VALID_DAYS_DEFAULT,
  REVIEW_REQUEST_DELAY_HOURS_DEFAULT,
  REVIEW_SOURCES,
  type Locale,
  type ReviewSource,
  type ServiceValue,
} from '@/lib/constants';
import { formatEuros } from '@/lib/format';
import { mapSearchUrl } from '@/lib/maps';
import type { PriceList } from '@/lib/booking/estimate';
import { contentFetch, freshFetch } from './fetch';
import { croppedSize, fileUrl } from './image';
import {
  aboutPageQuery,
  appointmentContentQuery,
  beforeAfterPairsQuery,
  bookingPriceListQuery,
  homePageQuery,
  priceListQuery,
  servicePageQuery,
  servicePagesQuery,
  legalPageQuery,
  reviewsQuery,
  serviceFaqsQuery,
  siteSettingsQuery,
  sitemapQuery,
} from './queries';
import type {
  AboutPageQueryResult,
  AppointmentContentQueryResult,
  BeforeAfterPairsQueryResult,
  BookingPriceListQueryResult,
  HomePageQueryResult,
  PriceListQueryResult,
  ServicePageQueryResult,
  ServicePagesQueryResult,
  LegalPageQueryResult,
  ReviewsQueryResult,
  ServiceFaqsQueryResult,
  SiteSettingsQueryResult,
  SitemapQueryResult,
} from './sanity.types';
import type { Resolved } from './resolved';
import { DOCUMENT_TYPES } from './document-types';
import { everyLanguage, oneLanguage, priceListOf, vatRegimeOf, type PriceListRead } from './price-list';
import { PRICE_LIST_TYPES } from './price-list-types';
import { CACHE_TAGS } from './tags';

/**
 * Typed getters, one per page. Pages and components call these and nothing else: they get
 * plain strings in the requested language (English where a translation is missing).
 * React's `cache` dedupes calls from a layout, its page and generateMetadata in one render.
 */

/**
 * In the owner's preview the texts carry stega: invisible edit links next-sanity hides in them
 * (lib/content/fetch.ts). What the site uses as a value rather than shows as text (an href, an
 * alt, an enum the code tests, a language, a date, a MIME type) is cleaned here, once, so no
 * component has to think of it; visitors' texts never carry any (cleaning them changes nothing).
 */
const clean = <T>(value: T): T => stegaClean(value) as T;

/** An image with its alternative text cleaned (an attribute, read out rather than shown). */
function withCleanAlt<T extends { alt: string | null } | null>(image: T): T {
  return image ? { ...image, alt: clean(image.alt) } : image;
}

function required<T>(value: T | null | undefined, what: string): T {
  // A missing singleton must fail the (re)generation, so ISR keeps serving the last good page.
  if (value === null || value === undefined) throw new Error(`Content missing: ${what}`);
  return value;
}

/** `tel:` wants the number without the spaces editors type for readability. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The postal address as shown: the street, then postcode and town. */
function addressLines(
  address: { streetAddress?: string | null; postalCode?: string | null; locality?: string | null } | null,
): string[] {
  if (!address) return [];
  const town = [address.postalCode, address.locality].filter(Boolean).join(' ');
  return [address.streetAddress, town].filter((line): line is string => Boolean(line));
}

export const getSiteSettings = cache(async (lang: Locale) => {
  const settings = required(
    await contentFetch<Resolved<SiteSettingsQueryResult>>({
      query: siteSettingsQuery,
      params: { lang },
      // The reviews too: the header and footer link to them only while one is published.
      tags: [CACHE_TAGS.siteSettings, CACHE_TAGS.review],
    }),
    'siteSettings',
  );
  return {
    ...settings,
    // Used in links and structured data, never shown as they are.
    email: clean(settings.email),
    whatsappNumber: clean(settings.whatsappNumber),
    mapQuery: clean(settings.mapQuery),
    vatRegime: vatRegimeOf(clean(settings.vatRegime)),
    openingHours: clean(settings.openingHours),
    // The owner's facts, shaped once for every output that shows them.
    phoneHref: settings.phone ? telHref(clean(settings.phone)) : null,
    addressLines: addressLines(settings.address),
    registeredAddressLines: addressLines(settings.registeredAddress),
    // Only complete entries: every output (header, footer, structured data) links each one.
    socialLinks: (settings.socialLinks ?? []).flatMap(({ _key, network, url }) =>
      network && url ? [{ _key, network: clean(network), url: clean(url) }] : [],
    ),
    // Likewise the dispute resolution entities, which the footer links.
    disputeResolution: (settings.disputeResolution ?? []).flatMap(({ _key, name, url }) =>
      name && url ? [{ _key, name, url: clean(url) }] : [],
    ),
    collectionNotice: (settings.collectionNotice ?? '').replace(
      '{amount}',
      formatEuros(settings.freeDeliveryThresholdEur ?? 0, lang),
    ),
  };
});
export type SiteSettingsContent = Awaited<ReturnType<typeof getSiteSettings>>;

export const getHomePage = cache(async (lang: Locale) => {
  const home = await contentFetch<Resolved<HomePageQueryResult>>({
    query: homePageQuery,
    params: { lang },
    tags: [CACHE_TAGS.homePage, CACHE_TAGS.service, CACHE_TAGS.servicePage, CACHE_TAGS.galleryImage, CACHE_TAGS.video],
  });
  const video = required(home.video, 'video');
  const page = required(home.page, 'homePage');
  return {
    page: { ...page, hero: page.hero && { ...page.hero, image: withCleanAlt(page.hero.image) } },
    services: home.services.map((service) => ({
      ...service,
      value: clean(service.value),
      detailPageSlug: clean(service.detailPageSlug),
      image: withCleanAlt(service.image),
    })),
    gallery: home.gallery.map((item) => ({ ...item, image: withCleanAlt(item.image) })),
    video: {
      ...video,
      file: video.file && { url: clean(video.file.url), mimeType: clean(video.file.mimeType) },
      poster: withCleanAlt(video.poster),
      src: video.file?.url ? fileUrl(clean(video.file.url)) : null,
    },
  };
});
export type HomePageContent = Awaited<ReturnType<typeof getHomePage>>;

export const getAboutPage = cache(async (lang: Locale) => {
  const about = required(
    await contentFetch<Resolved<AboutPageQueryResult>>({
      query: aboutPageQuery,
      params: { lang },
      tags: [CACHE_TAGS.aboutPage],
    }),
    'aboutPage',
  );
  return { ...about, images: about.images && about.images.map(withCleanAlt) };
});
export type AboutPageContent = Awaited<ReturnType<typeof getAboutPage>>;

/** A service's own page by slug, or null when none is published there (the route answers 404). */
export const getServicePage = cache(async (slug: string, lang: Locale) => {
  const page = await contentFetch<Resolved<ServicePageQueryResult>>({
    query: servicePageQuery,
    params: { slug, lang },
    tags: [CACHE_TAGS.servicePage, CACHE_TAGS.service, CACHE_TAGS.homePage],
  });
  if (!page) return page;
  return {
    ...page,
    slug: clean(page.slug),
    hero: page.hero && { ...page.hero, image: withCleanAlt(page.hero.image) },
    service: page.service && { ...page.service, value: clean(page.service.value) },
    relatedLinks: page.relatedLinks && {
      ...page.relatedLinks,
      links: page.relatedLinks.links && page.relatedLinks.links.map((link) => ({ ...link, href: clean(link.href) })),
    },
  };
});
export type ServicePageContent = NonNullable<Awaited<ReturnType<typeof getServicePage>>>;

export type ServicePageLink = { slug: string; menuTitle: string };

/** The published service pages (slug and menu title), in their services' order. */
export const getServicePages = cache(async (lang: Locale, { publishedOnly = false } = {}): Promise<ServicePageLink[]> =>
  (
    await contentFetch<Resolved<ServicePagesQueryResult>>({
      query: servicePagesQuery,
      params: { lang },
      tags: [CACHE_TAGS.servicePage, CACHE_TAGS.service],
      publishedOnly,
    })
  ).flatMap(({ slug, menuTitle }) => (slug ? [{ slug: clean(slug), menuTitle: menuTitle ?? '' }] : [])),
);

/**
 * Whether a service page is published at `slug` (any language: a page has one slug). The proxy asks
 * before a service URL reaches its route, so a made-up slug gets the prerendered 404 page.
 */
export async function isPublishedServicePage(slug: string): Promise<boolean> {
  const pages = await getServicePages(DEFAULT_LOCALE, { publishedOnly: true });
  return pages.some((page) => page.slug === slug);
}

export const getLegalPage = cache(async (slug: string, lang: Locale) => {
  const page = await contentFetch<Resolved<LegalPageQueryResult>>({
    query: legalPageQuery,
    params: { slug, lang },
    tags: [CACHE_TAGS.legalPage],
  });
  return page && { ...page, slug: clean(page.slug), lastUpdated: clean(page.lastUpdated) };
});
export type LegalPageContent = NonNullable<Awaited<ReturnType<typeof getLegalPage>>>;

/** The questions and answers about a service, for its page and its FAQPage structured data. */
export const getServiceFaqs = cache(async (service: ServiceValue, lang: Locale) => {
  const faqs = await contentFetch<Resolved<ServiceFaqsQueryResult>>({
    query: serviceFaqsQuery,
    params: { service, lang },
    tags: [CACHE_TAGS.faq, CACHE_TAGS.service],
  });
  // Only complete pairs: the page and its structured data show each question with its answer.
  return faqs.flatMap(({ _id, question, answer }) => (question && answer ? [{ id: _id, question, answer }] : []));
});
export type ServiceFaqsContent = Awaited<ReturnType<typeof getServiceFaqs>>;

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
const isReviewSource = (value: unknown): value is ReviewSource =>
  (REVIEW_SOURCES as readonly unknown[]).includes(value);

/**
 * Customer reviews in the owner's order: all of them, or those about one service (its booking value,
 * for that service's page). Each carries its text in the page's language, or, untranslated, in its
 * original language, with `textLang` naming the language it is in (the element's `lang`).
 */
export const getReviews = cache(async (lang: Locale, service?: ServiceValue) => {
  const reviews = await contentFetch<Resolved<ReviewsQueryResult>>({
    query: reviewsQuery,
    params: { lang, service: service ?? null },
    tags: [CACHE_TAGS.review, CACHE_TAGS.service],
  });
  // The query returns only reviews with their original text and a rating; these are the types' guards.
  return reviews.flatMap(
    ({ _id, name, vehicle, service: about, rating, date: when, text, untranslated, ...values }) => {
      const { source, textLanguage } = clean(values);
      const date = clean(when);
      const service = about && { ...about, value: clean(about.value) };
      return text && name && rating && isLocale(textLanguage)
        ? [
            {
              id: _id,
              name,
              vehicle: vehicle || null,
              service: service?.value && service.title ? { value: service.value, title: service.title } : null,
              rating,
              date: date || null,
              source: isReviewSource(source) ? source : null,
              text,
              textLang: textLanguage,
              untranslated: untranslated && textLanguage !== lang,
            },
          ]
        : [];
    },
  );
});
export type ReviewsContent = Awaited<ReturnType<typeof getReviews>>;
export type ReviewContent = ReviewsContent[number];

/**
 * Before and after pairs in their order: every pair, or one service's (its booking value), for the
 * home page's gallery and a service's page. Only pairs with both photos: the comparison overlays
 * one on the other, in a frame of the before photo's size (as the URL serves its crop).
 */
export const getBeforeAfterPairs = cache(async (lang: Locale, service?: ServiceValue) => {
  const pairs = await contentFetch<Resolved<BeforeAfterPairsQueryResult>>({
    query: beforeAfterPairsQuery,
    params: { lang, service: service ?? null },
    tags: [CACHE_TAGS.beforeAfterPair, CACHE_TAGS.service],
  });
  return pairs.flatMap(({ _id, service: about, caption, before: shownBefore, after: shownAfter }) => {
    const ofService = about && { ...about, value: clean(about.value) };
    const [before, after] = [withCleanAlt(shownBefore), withCleanAlt(shownAfter)];
    if (!before?.asset || !after?.asset) return [];
    const beforeImage = { ...before, asset: before.asset };
    const size = croppedSize(beforeImage);
    if (!size) return [];
    return [
      {
        id: _id,
        service: ofService?.value ?? null,
        caption: caption ?? null,
        // What names the comparison for a screen reader (an attribute): its caption, else its service, else its result.
        name: clean(caption ?? ofService?.title ?? after.alt ?? null),
        before: beforeImage,
        after: { ...after, asset: after.asset },
        ...size,
      },
    ];
  });
});
export type BeforeAfterPairsContent = Awaited<ReturnType<typeof getBeforeAfterPairs>>;

/**
 * What the mails about an appointment say besides the appointment, in `lang` (the visitor's): the
 * owner's cut-off and reminder lead (the defaults where a dataset from before appointments lacks
 * them), the next steps and the withdrawal notice (null where unset), the business's identity, its
 * address as one line with a map link, and a service's title by its booking value; and the review
 * request the job's "done" queues (the defaults where a dataset from before review requests lacks
 * them; no Google link unless set). Always the published content: a change mails it to a visitor,
 * so an owner's open preview must not lend it a draft.
 */
export const getAppointmentContent = cache(async (lang: Locale) => {
  const { settings: found, services } = await contentFetch<Resolved<AppointmentContentQueryResult>>({
    query: appointmentContentQuery,
    params: { lang },
    tags: [CACHE_TAGS.siteSettings, CACHE_TAGS.service],
    publishedOnly: true,
  });
  const settings = required(found, 'siteSettings');
  const address = addressLines(settings.address).join(', ');
  const titles = new Map(services.flatMap(({ value, title }) => (value && title ? [[value, title] as const] : [])));
  return {
    cutoffHours: settings.cutoffHours ?? APPOINTMENT_CUTOFF_HOURS_DEFAULT,
    reminderLeadHours: settings.reminderLeadHours ?? APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT,
    nextSteps: settings.nextSteps || null,
    withdrawal: settings.withdrawal || null,
    business: {
      name: settings.businessName ?? '',
      legalName: settings.legalName ?? '',
      taxId: settings.nif ?? '',
      address,
      // The map search the contact section links to, else the address itself.
      mapUrl: mapSearchUrl(settings.mapQuery || address),
      phone: settings.phone ?? '',
      email: settings.email ?? '',
    },
    complaintsBookUrl: COMPLAINTS_BOOK_URL,
    vatRegime: vatRegimeOf(settings.vatRegime),
    serviceTitle: (value: string | null): string | null => (value && titles.get(value as ServiceValue)) || null,
    reviewRequests: {
      delayHours: settings.reviewDelayHours ?? REVIEW_REQUEST_DELAY_HOURS_DEFAULT,
      linkValidDays: settings.reviewLinkValidDays ?? REVIEW_LINK_VALID_DAYS_DEFAULT,
      googleReviewUrl: settings.googleReviewUrl || null,
    },
  };
});
export type AppointmentContent = Awaited<ReturnType<typeof getAppointmentContent>>;

/**
 * What a price list uses as values rather than shows (the keys, the services' values, the regime),
 * cleaned of the preview's stega; its labels are shown, so they keep it.
 */
function cleanKeys<R>(read: PriceListRead<R>): PriceListRead<R> {
  return {
    vatRegime: clean(read.vatRegime),
    freeCollectionOverEur: clean(read.freeCollectionOverEur),
    sizes: read.sizes.map((size) => ({ ...size, _id: clean(size._id) })),
    services: clean(read.services),
    extras: read.extras.map((extra) => ({ ...extra, _id: clean(extra._id), services: clean(extra.services) })),
  };
}

/** The price list in `lang` (English where a label has no translation): cards, service pages, the booking form. */
export const getPriceList = cache(async (lang: Locale): Promise<PriceList<string>> => {
  const read = await contentFetch<Resolved<PriceListQueryResult>>({
    query: priceListQuery,
    params: { lang },
    tags: PRICE_LIST_TYPES.map((type) => CACHE_TAGS[type]),
  });
  return priceListOf(cleanKeys(read as PriceListRead<string | null>), oneLanguage);
});

/**
 * The published price list with its labels in every language, read fresh (never Next's cache nor
 * the preview): what the booking database gets a copy of after each publish.
 */
export async function getBookingPriceList(): Promise<PriceList<Record<Locale, string>>> {
  const read = await freshFetch<Resolved<BookingPriceListQueryResult>>({ query: bookingPriceListQuery });
  return priceListOf(read as PriceListRead<Parameters<typeof everyLanguage>[0]>, everyLanguage);
}

export const getSitemapEntries = cache(async () =>
  clean(
    await contentFetch<Resolved<SitemapQueryResult>>({
      query: sitemapQuery,
      params: { types: DOCUMENT_TYPES },
      tags: Object.values(CACHE_TAGS),
    }),
  ),
);

export { checkPreviewUrl, SanityLive } from './fetch';
export { previewPerspective } from './preview';
