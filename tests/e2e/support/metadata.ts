import { expect, type Page } from '@playwright/test';
import {
  BUSINESS,
  BUSINESS_GEO_REGION,
  CURRENCY,
  INTERIOR_DETAILING_SERVICE,
  LOCALE_TAGS,
  SERVICE_VALUES,
} from '../../../lib/constants';
import { publicEnv } from '../../../lib/env/public';
import {
  contentDocument,
  contentDocuments,
  inLang,
  LOCALES,
  localizedHref,
  message,
  type Locale,
  type LocaleValue,
  INTERIOR_PAGE_ID,
  interiorMenuTitle,
} from './content';
import { bundledPriceRange, bundledVatIncluded } from './prices';
import { SITE_PAGES, type SitePage } from './site-pages';

/** What every page's <head> and structured data hold, in every language (used by every-page.spec.ts). */

type Seo = { title?: LocaleValue; description?: LocaleValue } | undefined;
type SettingsDoc = {
  businessName: string;
  legalName: string;
  nif: string;
  phone: string;
  email: string;
  address: { streetAddress: string; postalCode: string; locality: string; country: string };
  openingHours: { days: string[]; opens: string; closes: string }[];
  socialLinks: { url: string }[];
  seo: Seo;
};
const settings = contentDocument<SettingsDoc>('siteSettings');
const home = contentDocument<{ seo: Seo }>('homePage');
const about = contentDocument<{ title: LocaleValue; seo: Seo }>('aboutPage');
const interior = contentDocument<{ hero: { title: LocaleValue }; seo: Seo }>(INTERIOR_PAGE_ID);
const legal = (slug: string) =>
  contentDocuments<{ slug: { current: string }; title: LocaleValue }>('legalPage').find(
    (doc) => doc.slug.current === slug,
  )!;
const services = contentDocuments<{ value: string; title: LocaleValue }>('service');
/** A service's offer: its lowest and highest class price in euros, with VAT as the regime has it. */
const offer = (value: string) => {
  const { min, max } = bundledPriceRange(value);
  return {
    '@type': 'Offer',
    priceCurrency: CURRENCY,
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: min,
      maxPrice: max,
      priceCurrency: CURRENCY,
      valueAddedTaxIncluded: bundledVatIncluded,
    },
  };
};

const composed = (title: LocaleValue, lang: Locale) => `${inLang(title, lang)} | ${settings.businessName}`;
const expectedTitle: Record<SitePage, (lang: Locale) => string> = {
  home: (lang) => inLang((home.seo?.title ?? settings.seo?.title)!, lang),
  about: (lang) => (about.seo?.title ? inLang(about.seo.title, lang) : composed(about.title, lang)),
  interiorDetail: (lang) =>
    interior.seo?.title ? inLang(interior.seo.title, lang) : composed(interior.hero.title, lang),
  privacyPolicy: (lang) => composed(legal('privacy-policy').title, lang),
  termsOfService: (lang) => composed(legal('terms-of-service').title, lang),
};
/** Pages whose editors wrote a description; legal pages derive theirs from the body text. */
const writtenDescription: Partial<Record<SitePage, Seo>> = {
  home: home.seo ?? settings.seo,
  about: about.seo,
  interiorDetail: interior.seo,
};

export const absolute = (path: string, lang: Locale) =>
  new URL(localizedHref(path, lang), publicEnv.siteUrl).toString();
/** Next.js prints the root URL without its slash (`https://x` for `https://x/`); both name the same page. */
const normalized = (url: string | null) => (url === null ? null : new URL(url).toString());
const href = async (page: Page, selector: string, attribute: string) =>
  normalized(await page.locator(selector).getAttribute(attribute));
const meta = (page: Page, attribute: 'name' | 'property', key: string) => page.locator(`meta[${attribute}="${key}"]`);

type Node = { '@type': string } & Record<string, unknown>;
async function jsonLdNodes(page: Page): Promise<Node[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as { '@graph'?: Node[] } & Node;
    return data['@graph'] ?? [data];
  });
}

/** The page's <head>: title, description, canonical, hreflang, sharing, robots and geo tags. */
export async function expectHead(page: Page, name: SitePage, lang: Locale) {
  const path = SITE_PAGES[name];
  const title = expectedTitle[name](lang);
  await expect(page).toHaveTitle(title);

  const description = await meta(page, 'name', 'description').getAttribute('content');
  const written = writtenDescription[name]?.description;
  if (written) expect(description).toBe(inLang(written, lang));
  else expect(description?.length).toBeGreaterThan(40);

  const canonical = absolute(path, lang);
  expect(await href(page, 'link[rel="canonical"]', 'href')).toBe(canonical);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(4);
  for (const [hreflang, target] of [
    ...LOCALES.map((other) => [LOCALE_TAGS[other].html, absolute(path, other)]),
    ['x-default', absolute(path, 'en')],
  ]) {
    expect(await href(page, `link[rel="alternate"][hreflang="${hreflang}"]`, 'href')).toBe(target);
  }

  await expect(meta(page, 'property', 'og:type')).toHaveAttribute('content', 'website');
  await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', title);
  await expect(meta(page, 'property', 'og:description')).toHaveAttribute('content', description!);
  expect(await href(page, 'meta[property="og:url"]', 'content')).toBe(canonical);
  await expect(meta(page, 'property', 'og:site_name')).toHaveAttribute('content', settings.businessName);
  await expect(meta(page, 'property', 'og:locale')).toHaveAttribute('content', LOCALE_TAGS[lang].og);
  const alternateLocales = await meta(page, 'property', 'og:locale:alternate').evaluateAll((tags) =>
    tags.map((t) => t.getAttribute('content')),
  );
  expect(alternateLocales.sort()).toEqual(
    LOCALES.filter((other) => other !== lang)
      .map((other) => LOCALE_TAGS[other].og)
      .sort(),
  );
  const image = await meta(page, 'property', 'og:image').getAttribute('content');
  expect(image).toMatch(/^https?:\/\//);
  await expect(meta(page, 'property', 'og:image:width')).toHaveAttribute('content', /^\d+$/);
  await expect(meta(page, 'property', 'og:image:height')).toHaveAttribute('content', /^\d+$/);
  await expect(meta(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta(page, 'name', 'twitter:title')).toHaveAttribute('content', title);
  await expect(meta(page, 'name', 'twitter:description')).toHaveAttribute('content', description!);
  await expect(meta(page, 'name', 'twitter:image')).toHaveAttribute('content', image!);
  // The sharing image is really served.
  expect((await page.request.get(new URL(image!).pathname)).status()).toBe(200);

  await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'index, follow');
  await expect(meta(page, 'name', 'geo.region')).toHaveAttribute('content', BUSINESS_GEO_REGION);
  await expect(meta(page, 'name', 'geo.placename')).toHaveAttribute('content', settings.address.locality);
  await expect(meta(page, 'name', 'geo.position')).toHaveAttribute(
    'content',
    `${BUSINESS.geo.latitude};${BUSINESS.geo.longitude}`,
  );
  await expect(meta(page, 'name', 'ICBM')).toHaveAttribute(
    'content',
    `${BUSINESS.geo.latitude}, ${BUSINESS.geo.longitude}`,
  );
}

/**
 * One AutoRepair JSON-LD node: in full on the home page with the six services; elsewhere a
 * reference to the home page's, and the page's breadcrumb trail; no review markup anywhere.
 */
export async function expectJsonLd(page: Page, name: SitePage, lang: Locale) {
  const path = SITE_PAGES[name];
  const nodes = await jsonLdNodes(page);
  // No review or rating markup: Google ignores self-serving reviews.
  expect(JSON.stringify(nodes)).not.toMatch(/"(Review|AggregateRating|aggregateRating|review|reviewRating)"/);
  const businesses = nodes.filter((node) => node['@type'] === BUSINESS.schemaOrgType);
  expect(businesses).toHaveLength(1);
  const businessRef = { '@id': new URL('/#business', publicEnv.siteUrl).toString() };
  if (name === 'home') {
    const coordinates = {
      '@type': 'GeoCoordinates',
      latitude: BUSINESS.geo.latitude,
      longitude: BUSINESS.geo.longitude,
    };
    expect(businesses[0]).toMatchObject({
      ...businessRef,
      name: settings.businessName,
      legalName: settings.legalName,
      taxID: settings.nif,
      vatID: `PT${settings.nif}`,
      url: absolute('/', lang),
      telephone: settings.phone,
      email: settings.email,
      image: expect.stringMatching(/^https?:\/\//),
      address: {
        '@type': 'PostalAddress',
        streetAddress: settings.address.streetAddress,
        postalCode: settings.address.postalCode,
        addressLocality: settings.address.locality,
        addressCountry: settings.address.country,
      },
      geo: coordinates,
      foundingDate: String(BUSINESS.foundingYear),
      priceRange: BUSINESS.priceRange,
      areaServed: { '@type': 'GeoCircle', geoMidpoint: coordinates, geoRadius: BUSINESS.serviceRadiusMeters },
      openingHoursSpecification: settings.openingHours.map(({ days, opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days,
        opens,
        closes,
      })),
      sameAs: settings.socialLinks.map((link) => link.url),
    });
    expect(businesses[0]!.description).toBeTruthy();
  } else {
    // The full node is the home page's; other pages name it by its id.
    expect(businesses[0]).toEqual({
      '@type': BUSINESS.schemaOrgType,
      ...businessRef,
      name: settings.businessName,
      url: absolute('/', lang),
    });
  }

  const serviceNodes = nodes.filter((node) => node['@type'] === 'Service');
  const crumbs = nodes.filter((node) => node['@type'] === 'BreadcrumbList');
  if (name === 'home') {
    expect(crumbs).toHaveLength(0);
    expect(serviceNodes.map((node) => node.serviceType)).toEqual([...SERVICE_VALUES]);
    expect(serviceNodes.map((node) => node.name)).toEqual(services.map((service) => inLang(service.title, lang)));
    for (const [index, node] of serviceNodes.entries()) {
      expect(node).toMatchObject({
        provider: businessRef,
        areaServed: { '@type': 'GeoCircle' },
        offers: offer(services[index]!.value),
      });
    }
    return;
  }
  expect(crumbs).toHaveLength(1);
  const trail = crumbs[0]!.itemListElement as { position: number; name: string; item: string }[];
  expect(trail[0]).toMatchObject({ position: 1, name: message(lang, 'nav.home'), item: absolute('/', lang) });
  expect(trail.at(-1)).toMatchObject({ position: trail.length, item: absolute(path, lang) });
  if (name === 'interiorDetail') {
    expect(trail.map((crumb) => crumb.name)).toEqual([
      message(lang, 'nav.home'),
      message(lang, 'nav.services'),
      interiorMenuTitle(lang),
    ]);
    expect(serviceNodes).toHaveLength(1);
    expect(serviceNodes[0]).toMatchObject({
      serviceType: 'interior-detailing',
      provider: businessRef,
      url: absolute(path, lang),
      offers: offer(INTERIOR_DETAILING_SERVICE),
    });
  }
}
