import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PriceList } from '@/lib/booking/estimate';
import { FREE_DELIVERY_THRESHOLD_EUR, LOCALES, type Locale } from '@/lib/constants';
import { parseNdjson } from '@/scripts/content/assemble-dataset';
import { runQuery } from '@/stand-ins/sanity-content-lake/query';
import type { LakeDocument } from '@/stand-ins/sanity-content-lake/store';
import {
  euroCents,
  everyLanguage,
  oneLanguage,
  priceListOf,
  priceRangeCents,
  vatRegimeOf,
  type PriceListRead,
} from './price-list';
import { bookingPriceListQuery, priceListQuery } from './queries';

/** The site's price list queries, evaluated as the Content Lake does (groq-js), then made PriceLists. */
async function siteList(documents: LakeDocument[], lang: Locale): Promise<PriceList<string>> {
  const read = (await runQuery(documents, priceListQuery, { lang })) as PriceListRead<string | null>;
  return priceListOf(read, oneLanguage);
}
async function bookingList(documents: LakeDocument[]): Promise<PriceList<Record<Locale, string>>> {
  const read = (await runQuery(documents, bookingPriceListQuery, {})) as PriceListRead<
    Parameters<typeof everyLanguage>[0]
  >;
  return priceListOf(read, everyLanguage);
}

const text = (en: string, more: { pt?: string; uk?: string } = {}) => ({ _type: 'localeString', en, ...more });
const ref = (id: string) => ({ _type: 'reference', _ref: id });
const doc = (fields: Record<string, unknown>) => fields as unknown as LakeDocument;
const sizePrice = (key: string, size: string, fields: { price?: number; onRequest?: boolean }) => ({
  _key: key,
  _type: 'sizePrice',
  size: ref(size),
  ...fields,
});

/** A small content set: its ranks put the documents in an order unlike their ids'. */
const documents: LakeDocument[] = [
  doc({ _id: 'siteSettings', _type: 'siteSettings', vatRegime: 'exempt' }),
  doc({ _id: 'vehicleSize-van', _type: 'vehicleSize', orderRank: '0|c', title: text('Van', { pt: 'Carrinha' }) }),
  doc({
    _id: 'vehicleSize-city',
    _type: 'vehicleSize',
    orderRank: '0|a',
    title: text('City car', { pt: 'Citadino', uk: 'Міське авто' }),
    examples: text('Fiat 500, VW Polo', { uk: 'Fiat 500, VW Polo (укр)' }),
  }),
  doc({ _id: 'vehicleSize-suv', _type: 'vehicleSize', orderRank: '0|b', title: text('SUV') }),
  // A draft of a new class: not published, so in no list.
  doc({ _id: 'drafts.vehicleSize-bus', _type: 'vehicleSize', orderRank: '0|d', title: text('Bus') }),
  doc({
    _id: 'service-interior',
    _type: 'service',
    value: 'interior-detailing',
    orderRank: '0|b',
    prices: [
      sizePrice('a', 'vehicleSize-city', { price: 19.99 }),
      sizePrice('b', 'vehicleSize-suv', { price: 69.5 }),
      // The van is on request: marked so, even with a price typed in before.
      sizePrice('c', 'vehicleSize-van', { price: 190, onRequest: true }),
    ],
  }),
  // No price per class at all (a dataset from before the field): every class on request.
  doc({ _id: 'service-ppf', _type: 'service', value: 'ppf', orderRank: '0|a' }),
  // Not a service the site offers: left out.
  doc({ _id: 'service-other', _type: 'service', value: 'window-tint', orderRank: '0|c' }),
  doc({ _id: 'serviceExtra-pet-hair', _type: 'serviceExtra', orderRank: '0|b', title: text('Pet hair'), price: 35 }),
  doc({
    _id: 'serviceExtra-odour',
    _type: 'serviceExtra',
    orderRank: '0|a',
    title: text('Odour treatment', { pt: 'Tratamento de odores' }),
    price: 50.5,
    services: [ref('service-interior'), ref('service-gone')],
  }),
  // Limited to a service that is no longer published: offered with none, so left out.
  doc({
    _id: 'serviceExtra-roof',
    _type: 'serviceExtra',
    orderRank: '0|c',
    title: text('Roof box'),
    price: 20,
    services: [ref('service-gone')],
  }),
  // Limited to none (an emptied list): offered with every service.
  doc({
    _id: 'serviceExtra-mats',
    _type: 'serviceExtra',
    orderRank: '0|d',
    title: text('Mats'),
    price: 10,
    services: [],
  }),
];

describe('the price list', () => {
  it('has the classes and extras in the owner order, each price in cents, a class without one on request', async () => {
    expect(await siteList(documents, 'en')).toEqual({
      vatRegime: 'exempt',
      freeCollectionOverCents: FREE_DELIVERY_THRESHOLD_EUR * 100,
      sizes: [
        { key: 'vehicleSize-city', label: 'City car', examples: 'Fiat 500, VW Polo' },
        { key: 'vehicleSize-suv', label: 'SUV', examples: null },
        { key: 'vehicleSize-van', label: 'Van', examples: null },
      ],
      services: [
        { value: 'ppf', prices: { 'vehicleSize-city': null, 'vehicleSize-suv': null, 'vehicleSize-van': null } },
        {
          value: 'interior-detailing',
          prices: { 'vehicleSize-city': 1999, 'vehicleSize-suv': 6950, 'vehicleSize-van': null },
        },
      ],
      extras: [
        { key: 'serviceExtra-odour', label: 'Odour treatment', cents: 5050, services: ['interior-detailing'] },
        { key: 'serviceExtra-pet-hair', label: 'Pet hair', cents: 3500, services: null },
        { key: 'serviceExtra-mats', label: 'Mats', cents: 1000, services: null },
      ],
    });
  });

  it("gives the labels in the page's language, English where a translation is missing", async () => {
    const pt = await siteList(documents, 'pt');
    expect(pt.sizes.map(({ label, examples }) => [label, examples])).toEqual([
      ['Citadino', 'Fiat 500, VW Polo'],
      ['SUV', null],
      ['Carrinha', null],
    ]);
    expect(pt.extras.map(({ label }) => label)).toEqual(['Tratamento de odores', 'Pet hair', 'Mats']);
  });

  it("the booking database's copy has every label in every language, English where one is missing", async () => {
    const list = await bookingList(documents);
    expect(list.sizes[0]).toEqual({
      key: 'vehicleSize-city',
      label: { en: 'City car', pt: 'Citadino', uk: 'Міське авто' },
      examples: { en: 'Fiat 500, VW Polo', pt: 'Fiat 500, VW Polo', uk: 'Fiat 500, VW Polo (укр)' },
    });
    expect(list.sizes[2]!.label).toEqual({ en: 'Van', pt: 'Carrinha', uk: 'Van' });
    expect(list.extras[0]!.label).toEqual({ en: 'Odour treatment', pt: 'Tratamento de odores', uk: 'Odour treatment' });
    // The same prices and extras as the site's list: only the labels differ.
    const site = await siteList(documents, 'en');
    expect(list.services).toEqual(site.services);
    expect(list.extras.map(({ label: _, ...extra }) => extra)).toEqual(
      site.extras.map(({ label: _, ...extra }) => extra),
    );
  });

  it("gives the owner's free-collection threshold in cents, the spec's 350 € for a dataset without one", async () => {
    const settings = documents.map((document) =>
      document._type === 'siteSettings' ? { ...document, freeDeliveryThresholdEur: 399.5 } : document,
    );
    expect((await siteList(settings, 'en')).freeCollectionOverCents).toBe(39_950);
    const withoutSetting = documents.filter((document) => document._type !== 'siteSettings');
    expect((await siteList(withoutSetting, 'en')).freeCollectionOverCents).toBe(FREE_DELIVERY_THRESHOLD_EUR * 100);
  });

  it('is under the normal regime unless the owner chose the exemption', async () => {
    const withoutSetting = documents.filter((document) => document._type !== 'siteSettings');
    expect((await siteList(withoutSetting, 'en')).vatRegime).toBe('normal');
    expect(vatRegimeOf('normal')).toBe('normal');
    expect(vatRegimeOf('exempt')).toBe('exempt');
    expect(vatRegimeOf('something else')).toBe('normal');
  });

  it('leaves out a class or an extra without a label, and an extra without a positive price', () => {
    const list = priceListOf(
      {
        vatRegime: null,
        freeCollectionOverEur: null,
        sizes: [
          { _id: 'vehicleSize-a', label: 'A', examples: '' },
          { _id: 'vehicleSize-b', label: '', examples: null },
        ],
        services: [{ value: 'ppf', prices: [{ size: 'vehicleSize-b', price: 10, onRequest: null }] }],
        extras: [
          { _id: 'serviceExtra-a', label: null, price: 10, services: null },
          { _id: 'serviceExtra-b', label: 'B', price: 0, services: null },
          { _id: 'serviceExtra-c', label: 'C', price: null, services: null },
        ],
      },
      oneLanguage,
    );
    expect(list.sizes).toEqual([{ key: 'vehicleSize-a', label: 'A', examples: null }]);
    expect(list.services).toEqual([{ value: 'ppf', prices: { 'vehicleSize-a': null } }]);
    expect(list.extras).toEqual([]);
  });

  it('turns euros into whole cents', () => {
    expect([250, 69.5, 19.99, 0.29, 1200.07].map(euroCents)).toEqual([25000, 6950, 1999, 29, 120007]);
  });

  it("gives a service's lowest and highest class price, none when every class is on request", async () => {
    const list = await siteList(documents, 'en');
    expect(priceRangeCents(list, 'interior-detailing')).toEqual({ min: 1999, max: 6950 });
    expect(priceRangeCents(list, 'ppf')).toBeNull();
    expect(priceRangeCents(list, 'full-detail')).toBeNull();
    expect(priceRangeCents(list, null)).toBeNull();
  });
});

describe('the bundled price list', () => {
  const dataset = () =>
    parseNdjson(readFileSync(path.resolve('content/dataset.ndjson'), 'utf8')) as unknown as LakeDocument[];
  const sizes = ['city', 'saloon', 'suv', 'van'].map((size) => `vehicleSize-${size}`);
  /** The prices in euros the bundled content sets (city, saloon, SUV, van; null: on request). */
  const euros: Record<string, (number | null)[]> = {
    'full-detail': [250, 290, 330, 380],
    'paint-correction': [400, 460, 520, 600],
    'ceramic-coating': [650, 750, 850, null],
    'interior-detailing': [120, 140, 160, 190],
    ppf: [1200, 1400, 1650, null],
    'express-detail': [60, 69.5, 80, 95],
  };

  it('has the four classes and every service priced per class in every language', async () => {
    for (const lang of LOCALES) {
      const list = await siteList(dataset(), lang);
      expect(list.vatRegime).toBe('normal');
      expect(list.sizes.map(({ key }) => key)).toEqual(sizes);
      for (const size of list.sizes) expect(size.label).toBeTruthy();
      expect(
        Object.fromEntries(list.services.map(({ value, prices }) => [value, sizes.map((key) => prices[key])])),
      ).toEqual(
        Object.fromEntries(
          Object.entries(euros).map(([value, prices]) => [
            value,
            prices.map((price) => (price === null ? null : price * 100)),
          ]),
        ),
      );
    }
  });

  it('has the four extras, each offered with its services', async () => {
    const list = await bookingList(dataset());
    const extras = Object.fromEntries(
      list.extras.map(({ key, cents, services }) => [key, { cents, services: services && [...services].sort() }]),
    );
    expect(extras).toEqual({
      'serviceExtra-engine-bay': { cents: 4500, services: null },
      'serviceExtra-headlights': {
        cents: 6000,
        services: ['ceramic-coating', 'express-detail', 'full-detail', 'paint-correction'],
      },
      'serviceExtra-pet-hair': { cents: 3500, services: ['express-detail', 'full-detail', 'interior-detailing'] },
      'serviceExtra-odour': { cents: 5000, services: ['full-detail', 'interior-detailing'] },
    });
    for (const extra of list.extras) for (const lang of LOCALES) expect(extra.label[lang]).toBeTruthy();
  });
});
