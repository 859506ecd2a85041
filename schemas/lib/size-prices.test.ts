import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

import { SERVICE_EXTRAS_MAX } from '../../lib/constants';
import {
  extrasCountRule,
  priceIgnoredOnRequest,
  priceRule,
  rowsForPublishedSizes,
  sizePricesIssues,
  sizePricesRule,
  type PublishedSize,
  type SizePriceRow,
} from './size-prices';
import { priceProblem } from './price-values';

const SIZES: PublishedSize[] = [
  { _id: 'vehicleSize-city', title: 'City car' },
  { _id: 'vehicleSize-suv', title: 'SUV or MPV' },
];
const row = (key: string, size: string | undefined, fields: Partial<SizePriceRow> = {}): SizePriceRow => ({
  _key: key,
  ...(size && { size: { _ref: size } }),
  ...fields,
});
const priced = [row('a', 'vehicleSize-city', { price: 120 }), row('b', 'vehicleSize-suv', { onRequest: true })];

/** A validation context with a row as the price's parent, in a Studio language. */
const inRow = (parent: SizePriceRow | undefined, id = 'en-US') =>
  ({ parent, i18n: { currentLocale: { id } } }) as never;

/** The validation client as validate-documents.ts gives it: the rules' GROQ evaluated by groq-js over `documents`. */
function clientOver(documents: object[], localeId = 'en-US') {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params?: Record<string, unknown>) =>
      (await evaluate(parse(query), { dataset: documents, params })).get(),
  };
  return { getClient: () => client as never, i18n: { currentLocale: { id: localeId } } } as never;
}
const size = (_id: string, orderRank: string, en?: string) => ({
  _id,
  _type: 'vehicleSize',
  orderRank,
  ...(en && { title: { en } }),
});
const extra = (_id: string) => ({ _id, _type: 'serviceExtra' });

describe('priceProblem', () => {
  it('accepts whole euros and cents above 0', () => {
    for (const price of [1, 69.5, 69.99, 0.01, 1650]) expect(priceProblem(price, true), String(price)).toBeNull();
  });

  it('refuses a price of 0 or below, and fractions of a cent', () => {
    expect(priceProblem(0, true)).toBe('not-positive');
    expect(priceProblem(-45, true)).toBe('not-positive');
    expect(priceProblem(69.505, true)).toBe('cents');
  });

  it('asks for a missing price only where one is required', () => {
    expect(priceProblem(undefined, true)).toBe('missing');
    expect(priceProblem(null, true)).toBe('missing');
    expect(priceProblem(Number.NaN, false)).toBe('missing');
    expect(priceProblem(undefined, false)).toBeNull();
    // A price typed in a row on request is still checked: it must not be negative.
    expect(priceProblem(-1, false)).toBe('not-positive');
  });
});

describe('the price rules', () => {
  it('require a size class’s price unless its row is on request, in the Studio’s languages', async () => {
    const rule = priceRule({ unlessOnRequest: true });
    expect(await rule(undefined, inRow({ onRequest: true }))).toBe(true);
    expect(await rule(undefined, inRow({}))).toMatchObject({
      'en-US': 'Enter the price in euros, or tick "On request"',
      'pt-PT': 'Indique o preço em euros ou marque "On request"',
      'uk-UA': 'Вкажіть ціну в євро або позначте «On request»',
    });
    expect(await rule(-10, inRow({ onRequest: true }))).toMatchObject({ 'pt-PT': 'O preço tem de ser superior a 0 €' });
    expect(await rule(69.505, inRow({}))).toMatchObject({ 'en-US': 'Whole euros or cents only, e.g. 250 or 69.50' });
    expect(await rule(250, inRow({}))).toBe(true);
  });

  it('require an extra’s price whatever its parent says', async () => {
    const rule = priceRule({ unlessOnRequest: false });
    expect(await rule(undefined, inRow({ onRequest: true }))).toMatchObject({ 'en-US': 'Enter the price in euros' });
    expect(await rule(45, inRow(undefined))).toBe(true);
  });

  it('warn of a price typed in a row on request, which the site does not show', async () => {
    expect(await priceIgnoredOnRequest(250, inRow({ onRequest: true }))).toMatchObject({
      'en-US': 'On request: this price is not shown. Clear it, or untick "On request".',
    });
    expect(await priceIgnoredOnRequest(250, inRow({ onRequest: false }))).toBe(true);
    expect(await priceIgnoredOnRequest(undefined, inRow({ onRequest: true }))).toBe(true);
  });
});

describe('sizePricesIssues', () => {
  it('finds nothing in a row per published class with at least one price', () => {
    expect(sizePricesIssues(priced, SIZES)).toEqual([]);
  });

  it('names a second row for a class, by its key', () => {
    const rows = [...priced, row('c', 'vehicleSize-city', { price: 130 })];
    expect(sizePricesIssues(rows, SIZES)).toEqual([{ kind: 'duplicate-size', key: 'c' }]);
  });

  it('names every published class without a row (its English name, else its id)', () => {
    const sizes = [...SIZES, { _id: 'vehicleSize-van', title: null }];
    expect(sizePricesIssues([priced[0]!], sizes)).toEqual([
      { kind: 'missing-sizes', sizes: ['SUV or MPV', 'vehicleSize-van'] },
    ]);
  });

  it('marks a row whose class is not published, which neither fills a class nor counts as priced', () => {
    const rows = [row('a', 'vehicleSize-xl', { price: 500 }), row('b', 'vehicleSize-city', { onRequest: true })];
    expect(sizePricesIssues(rows, SIZES)).toEqual([
      { kind: 'unpublished-size', key: 'a' },
      { kind: 'missing-sizes', sizes: ['SUV or MPV'] },
      { kind: 'none-priced' },
    ]);
  });

  it('asks for at least one price: every class on request, a wrong price or no rows at all', () => {
    const allOnRequest = SIZES.map((size, index) => row(String(index), size._id, { onRequest: true }));
    expect(sizePricesIssues(allOnRequest, SIZES)).toEqual([{ kind: 'none-priced' }]);
    const negative = [row('a', 'vehicleSize-city', { price: -5 }), row('b', 'vehicleSize-suv', { onRequest: true })];
    expect(sizePricesIssues(negative, SIZES)).toEqual([{ kind: 'none-priced' }]);
    expect(sizePricesIssues([], SIZES)).toEqual([
      { kind: 'missing-sizes', sizes: ['City car', 'SUV or MPV'] },
      { kind: 'none-priced' },
    ]);
  });

  it('leaves a row without a class to the row’s own required rule', () => {
    expect(sizePricesIssues([...priced, row('c', undefined, { price: 10 })], SIZES)).toEqual([]);
  });
});

describe('sizePricesRule', () => {
  const documents = [size('vehicleSize-city', '0|i00000:', 'City car'), size('vehicleSize-suv', '0|t00000:', 'SUV')];
  const rows = [
    row('a', 'vehicleSize-city', { price: 120 }),
    row('b', 'vehicleSize-city', { price: 130 }),
    row('c', 'vehicleSize-xl', { price: 500 }),
  ];

  it('points an error at its row, or at the list, in the Studio’s language', async () => {
    expect(await sizePricesRule('error')(rows, clientOver(documents, 'pt-PT'))).toEqual([
      { message: 'Este tamanho de veículo já tem uma linha acima: uma linha por tamanho', path: [{ _key: 'b' }] },
      {
        message: 'Sem linha para SUV: acrescente uma para cada tamanho de veículo, com preço ou "On request"',
        path: undefined,
      },
    ]);
  });

  it('only warns of a row the site leaves out', async () => {
    expect(await sizePricesRule('warning')(rows, clientOver(documents, 'uk-UA'))).toEqual([
      { message: 'Цей розмір авто не опубліковано: сайт не показує цей рядок', path: [{ _key: 'c' }] },
    ]);
    expect(await sizePricesRule('warning')(rows.slice(0, 1), clientOver(documents))).toBe(true);
  });
});

describe('rowsForPublishedSizes', () => {
  it('starts a new service with a weak row per published class, in their order, without prices', async () => {
    const documents = [
      size('vehicleSize-suv', '0|t00000:', 'SUV'),
      size('vehicleSize-city', '0|i00000:', 'City car'),
      size('drafts.vehicleSize-van', '0|z00000:', 'Van'),
    ];
    expect(await rowsForPublishedSizes(undefined, clientOver(documents))).toEqual([
      { _type: 'sizePrice', size: { _type: 'reference', _ref: 'vehicleSize-city', _weak: true } },
      { _type: 'sizePrice', size: { _type: 'reference', _ref: 'vehicleSize-suv', _weak: true } },
    ]);
  });
});

describe('extrasCountRule', () => {
  const published = Array.from({ length: SERVICE_EXTRAS_MAX }, (_, index) => extra(`serviceExtra-${index}`));
  const TOO_MANY = `At most ${SERVICE_EXTRAS_MAX} extras can be published, as a booking request holds that many: unpublish or delete one first`;

  it(`refuses one more than ${SERVICE_EXTRAS_MAX} published extras; drafts do not count`, async () => {
    const context = clientOver([...published, extra('drafts.serviceExtra-wax')]);
    expect(await extrasCountRule({ _id: 'drafts.serviceExtra-wax' }, context)).toMatchObject({ 'en-US': TOO_MANY });
    const room = clientOver([...published.slice(1), extra('drafts.serviceExtra-other')]);
    expect(await extrasCountRule({ _id: 'drafts.serviceExtra-wax' }, room)).toBe(true);
  });

  it('lets one of the published extras be edited and published again', async () => {
    const context = clientOver(published);
    expect(await extrasCountRule({ _id: 'drafts.serviceExtra-0' }, context)).toBe(true);
    expect(await extrasCountRule({ _id: 'serviceExtra-0' }, context)).toBe(true);
  });
});
