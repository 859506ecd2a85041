import { describe, expect, it } from 'vitest';
import { BUSINESS, CURRENCY } from '@/lib/constants';
import {
  autoRepairJsonLd,
  breadcrumbJsonLd,
  businessId,
  businessReferenceJsonLd,
  faqPageJsonLd,
  jsonLdGraph,
  serializeJsonLd,
  serviceJsonLd,
  type BusinessInfo,
} from './json-ld';

const SITE = 'https://detailing.example';
const business: BusinessInfo = {
  businessName: 'Caparica Detailing',
  legalName: 'Caparica Detailing, Unipessoal Lda.',
  nif: '599999993',
  description: 'Premium detailing studio.',
  phone: '+351 912 345 678',
  email: 'info@caparicadetailing.pt',
  address: {
    streetAddress: 'Rua da Praia 12',
    postalCode: '2820-000',
    locality: 'Charneca da Caparica',
    region: 'Setúbal',
    country: 'PT',
  },
  geo: { lat: BUSINESS.geo.latitude, lng: BUSINESS.geo.longitude },
  foundingYear: BUSINESS.foundingYear,
  priceRange: BUSINESS.priceRange,
  serviceRadiusMeters: BUSINESS.serviceRadiusMeters,
  openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }],
  socialLinks: [{ url: 'https://www.instagram.com/x' }, { url: 'https://www.facebook.com/x' }],
  vatRegime: 'normal',
};
const geo = { '@type': 'GeoCoordinates', latitude: BUSINESS.geo.latitude, longitude: BUSINESS.geo.longitude };
const area = { '@type': 'GeoCircle', geoMidpoint: geo, geoRadius: BUSINESS.serviceRadiusMeters };

describe('autoRepairJsonLd', () => {
  it('describes the business with the spec facts', () => {
    expect(autoRepairJsonLd(business, { lang: 'pt', siteUrl: SITE, image: `${SITE}/og.jpg` })).toEqual({
      '@type': 'AutoRepair',
      '@id': `${SITE}/#business`,
      name: 'Caparica Detailing',
      legalName: 'Caparica Detailing, Unipessoal Lda.',
      taxID: '599999993',
      vatID: 'PT599999993',
      description: 'Premium detailing studio.',
      url: `${SITE}/?lang=pt`,
      image: `${SITE}/og.jpg`,
      telephone: '+351 912 345 678',
      email: 'info@caparicadetailing.pt',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua da Praia 12',
        postalCode: '2820-000',
        addressLocality: 'Charneca da Caparica',
        addressRegion: 'Setúbal',
        addressCountry: 'PT',
      },
      geo,
      foundingDate: '2020',
      priceRange: '€€',
      areaServed: area,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
      ],
      sameAs: ['https://www.instagram.com/x', 'https://www.facebook.com/x'],
    });
  });

  it('falls back to the constants when settings leave facts out', () => {
    const node = autoRepairJsonLd(
      {
        ...business,
        legalName: null,
        nif: null,
        geo: null,
        foundingYear: null,
        priceRange: null,
        serviceRadiusMeters: null,
        address: null,
        socialLinks: [],
      },
      { lang: 'en', siteUrl: SITE, image: null },
    );
    expect(node).toMatchObject({
      geo,
      areaServed: area,
      foundingDate: String(BUSINESS.foundingYear),
      priceRange: BUSINESS.priceRange,
      sameAs: [],
    });
    expect(node).not.toHaveProperty('address');
    expect(node).not.toHaveProperty('image');
    for (const fact of ['legalName', 'taxID', 'vatID']) expect(node).not.toHaveProperty(fact);
  });
});

describe('businessReferenceJsonLd', () => {
  it('names the business by the id of its full node on the home page, in the page language', () => {
    const context = { lang: 'uk', siteUrl: SITE, image: null } as const;
    const reference = businessReferenceJsonLd(business, context);
    expect(reference).toEqual({
      '@type': 'AutoRepair',
      '@id': `${SITE}/#business`,
      name: 'Caparica Detailing',
      url: `${SITE}/?lang=uk`,
    });
    expect(reference['@id']).toBe(autoRepairJsonLd(business, context)['@id']);
  });
});

describe('serviceJsonLd', () => {
  const service = {
    name: 'Interior detailing',
    description: 'Deep clean.',
    value: 'interior-detailing',
    url: `${SITE}/services/interior-detail`,
  };

  it('names the business as provider and offers its prices over the sizes in EUR, VAT included', () => {
    expect(serviceJsonLd({ ...service, priceRangeCents: { min: 12000, max: 19050 } }, business, SITE)).toEqual({
      '@type': 'Service',
      name: 'Interior detailing',
      description: 'Deep clean.',
      serviceType: 'interior-detailing',
      url: `${SITE}/services/interior-detail`,
      provider: { '@id': businessId(SITE) },
      areaServed: area,
      offers: {
        '@type': 'Offer',
        priceCurrency: CURRENCY,
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: 120,
          maxPrice: 190.5,
          priceCurrency: CURRENCY,
          valueAddedTaxIncluded: true,
        },
      },
    });
  });

  it('says VAT is not included under the small-business exemption', () => {
    const node = serviceJsonLd(
      { ...service, priceRangeCents: { min: 6000, max: 6000 } },
      { ...business, vatRegime: 'exempt' },
      SITE,
    );
    expect(node.offers).toMatchObject({
      priceSpecification: { minPrice: 60, maxPrice: 60, valueAddedTaxIncluded: false },
    });
  });

  it('has no offer when every size is on request', () => {
    expect(serviceJsonLd({ ...service, priceRangeCents: null }, business, SITE)).not.toHaveProperty('offers');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${SITE}/` },
        { name: 'About', url: `${SITE}/about` },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'About', item: `${SITE}/about` },
      ],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer, in order', () => {
    expect(
      faqPageJsonLd([
        { question: 'How long does it take?', answer: 'Two to four hours.' },
        { question: 'Do you collect?', answer: 'Yes.' },
      ]),
    ).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How long does it take?',
          acceptedAnswer: { '@type': 'Answer', text: 'Two to four hours.' },
        },
        { '@type': 'Question', name: 'Do you collect?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so text cannot close the script element, and stays valid JSON', () => {
    const data = jsonLdGraph([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
    expect(JSON.parse(text)['@context']).toBe('https://schema.org');
  });
});
