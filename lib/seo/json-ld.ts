import type { VatRegime } from '@/lib/booking/estimate';
import { BUSINESS, CURRENCY, type Locale } from '@/lib/constants';
import { vatId } from '@/lib/legal/nif';
import type { GeoPoint } from './metadata';
import { absoluteUrl } from './urls';

/**
 * schema.org structured data as plain objects. Every fact comes from the site settings with the
 * spec constants (lib/constants/ BUSINESS) as the fallback, never from literals here.
 */

export type JsonLdNode = { '@type': string } & Record<string, unknown>;

export interface BusinessInfo {
  businessName: string | null;
  /** The registered name, and the NIF/NIPC it is taxed under (its VAT number behind "PT"). */
  legalName: string | null;
  nif: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: {
    streetAddress?: string;
    postalCode?: string;
    locality?: string;
    region?: string;
    country?: string;
  } | null;
  geo: GeoPoint | null;
  foundingYear: number | null;
  priceRange: string | null;
  serviceRadiusMeters: number | null;
  openingHours: Array<{ days?: string[] | null; opens?: string | null; closes?: string | null }> | null;
  socialLinks: readonly { url: string }[];
  /** Whether its prices include VAT (`normal`) or it is exempt (art. 53.º CIVA). */
  vatRegime: VatRegime;
}

export interface JsonLdContext {
  lang: Locale;
  siteUrl: string;
  /** Absolute URL of the business's sharing image. */
  image: string | null;
}

/** Stable identifier so Service nodes can name the business as their provider. */
export function businessId(siteUrl: string): string {
  return new URL('/#business', siteUrl).toString();
}

function coordinates(business: BusinessInfo) {
  return {
    '@type': 'GeoCoordinates',
    latitude: business.geo?.lat ?? BUSINESS.geo.latitude,
    longitude: business.geo?.lng ?? BUSINESS.geo.longitude,
  };
}

/** The service radius around the studio (GeoCircle), shared by the business and its services. */
function serviceArea(business: BusinessInfo) {
  return {
    '@type': 'GeoCircle',
    geoMidpoint: coordinates(business),
    geoRadius: business.serviceRadiusMeters ?? BUSINESS.serviceRadiusMeters,
  };
}

/**
 * The business itself. It carries no `aggregateRating` and no `review`, although the home page shows
 * customer reviews: Google treats review markup that a business publishes about itself on its own
 * site ("self-serving" reviews of a LocalBusiness or Organization) as ineligible for review
 * snippets, so it would only be weight and a risk of a structured-data warning.
 */
export function autoRepairJsonLd(business: BusinessInfo, { lang, siteUrl, image }: JsonLdContext): JsonLdNode {
  const { address } = business;
  return {
    '@type': BUSINESS.schemaOrgType,
    '@id': businessId(siteUrl),
    name: business.businessName,
    ...(business.legalName ? { legalName: business.legalName } : {}),
    ...(business.nif ? { taxID: business.nif, vatID: vatId(business.nif) } : {}),
    description: business.description,
    url: absoluteUrl('/', lang, siteUrl),
    ...(image ? { image } : {}),
    telephone: business.phone,
    email: business.email,
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.streetAddress,
            postalCode: address.postalCode,
            addressLocality: address.locality,
            addressRegion: address.region,
            addressCountry: address.country,
          },
        }
      : {}),
    geo: coordinates(business),
    foundingDate: String(business.foundingYear ?? BUSINESS.foundingYear),
    priceRange: business.priceRange ?? BUSINESS.priceRange,
    areaServed: serviceArea(business),
    openingHoursSpecification: (business.openingHours ?? []).map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.days ?? [],
      opens: entry.opens,
      closes: entry.closes,
    })),
    sameAs: business.socialLinks.map((link) => link.url),
  };
}

/**
 * The business as the other pages name it: its id, name and home page. The full node lives on
 * the home page (its `url`), where search engines read it; repeating it on every page would weigh
 * on each page's HTML (twice: markup and RSC payload) and add nothing a crawler lacks.
 */
export function businessReferenceJsonLd(business: BusinessInfo, { lang, siteUrl }: JsonLdContext): JsonLdNode {
  return {
    '@type': BUSINESS.schemaOrgType,
    '@id': businessId(siteUrl),
    name: business.businessName,
    url: absoluteUrl('/', lang, siteUrl),
  };
}

export interface ServiceInfo {
  name: string | null;
  description: string | null;
  /** Stored service value, e.g. `interior-detailing`. */
  value: string | null;
  /** Its lowest and highest price over the vehicle sizes with one, in cents (null: every size on request). */
  priceRangeCents: { min: number; max: number } | null;
  /** Absolute URL of the page describing it. */
  url: string;
}

export function serviceJsonLd(service: ServiceInfo, business: BusinessInfo, siteUrl: string): JsonLdNode {
  return {
    '@type': 'Service',
    name: service.name,
    ...(service.description ? { description: service.description } : {}),
    ...(service.value ? { serviceType: service.value } : {}),
    url: service.url,
    provider: { '@id': businessId(siteUrl) },
    areaServed: serviceArea(business),
    ...(service.priceRangeCents
      ? {
          offers: {
            '@type': 'Offer',
            priceCurrency: CURRENCY,
            // As the site words its prices (components/ui/prices.tsx): VAT included, unless exempt.
            priceSpecification: {
              '@type': 'PriceSpecification',
              minPrice: service.priceRangeCents.min / 100,
              maxPrice: service.priceRangeCents.max / 100,
              priceCurrency: CURRENCY,
              valueAddedTaxIncluded: business.vatRegime === 'normal',
            },
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** The questions a page answers, worded as the page shows them. */
export function faqPageJsonLd(faqs: readonly QuestionAnswer[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export function jsonLdGraph(nodes: JsonLdNode[]) {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** JSON for an inline script: `<` escaped so content can never close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
