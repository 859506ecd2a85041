import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { evaluate, parse } from 'groq-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  GALLERY_IMAGE_COUNT,
  INTERIOR_DETAIL_SLUG,
  INTERIOR_DETAILING_SERVICE,
  LOCALES,
  SERVICE_VALUES,
} from '../../lib/constants';
import { plainTextOf } from '../../schemas/lib/locale-validation';
import { ORDER_RANK_PATTERN, orderRanks } from '../../schemas/lib/order-rank';
import { parseNdjson, type SanityDocumentLike } from './assemble-dataset.ts';
import { ASSETS_DIR, buildDatasetNdjson, DATASET_FILE } from './build-dataset.ts';
import { validateDocuments } from './validate-documents.ts';

const LOCALE_TYPES = new Set(['localeString', 'localeText', 'localeBlockContent']);
/** Texts that are the same in every language: place names and the brand. */
const SAME_IN_PORTUGUESE = new Set([
  'Almada',
  'Aroeira',
  'Charneca da Caparica',
  'Charneca da Caparica, Almada',
  'Seixal',
  'Setúbal',
  'Cascais',
]);
const ENGLISH_WORDS = /\b(the|and|your|with|our|we|you|for|of)\b/i;
/**
 * The translations the bundled reviews leave out on purpose, so the site shows a review in its
 * original language, marked (content/seed/reviews.ts): both Portuguese originals.
 */
const UNTRANSLATED_ON_PURPOSE = ['review-sofia-express.text.en', 'review-rui-full.text.uk'];
const CYRILLIC = /[\u0400-\u04FF]/;

let committed: string;
let dataset: SanityDocumentLike[];
const content = () => dataset.filter((document) => !document._type.startsWith('sanity.'));
const ofType = (type: string) => dataset.filter((document) => document._type === type);

type Node = Record<string, unknown>;
/** Every object in the dataset with the path it sits at. */
function* objects(value: unknown, path: string): Generator<[Node, string]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* objects(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') {
    yield [value as Node, path];
    for (const [field, child] of Object.entries(value)) yield* objects(child, `${path}.${field}`);
  }
}
const everyObject = () => content().flatMap((document) => [...objects(document, document._id)]);
const localeObjects = () => everyObject().filter(([node]) => LOCALE_TYPES.has(node._type as string));

beforeAll(async () => {
  committed = await readFile(DATASET_FILE, 'utf8');
  dataset = parseNdjson(committed);
});

describe('content/dataset.ndjson', () => {
  // Rebuilding reads and measures every bundled picture and the film: seconds of work on a busy
  // runner, so this test has its own time limit rather than vitest's 5 s default.
  it('is exactly what `npm run content:build` produces (no drift)', { timeout: 60_000 }, async () => {
    const fresh = await buildDatasetNdjson();
    const freshById = new Map(parseNdjson(fresh).map((document) => [document._id, JSON.stringify(document)]));
    const stale = dataset.filter((document) => freshById.get(document._id) !== JSON.stringify(document));
    expect(
      stale.map((document) => document._id),
      'stale documents: run npm run content:build',
    ).toEqual([]);
    expect(committed === fresh, 'documents added, removed or reordered: run npm run content:build').toBe(true);
  });

  it('has unique ids and an _id and _type on every document', () => {
    for (const document of dataset)
      expect(document).toMatchObject({ _id: expect.any(String), _type: expect.any(String) });
    expect(new Set(dataset.map((document) => document._id)).size).toBe(dataset.length);
  });

  it('passes every rule of the Sanity schema, warning only of the review translations left out on purpose', async () => {
    const findings = await validateDocuments(content(), dataset);
    expect(
      findings.map(({ documentId, level, path, message }) => ({ at: `${documentId}.${path}`, level, message })),
    ).toEqual(UNTRANSLATED_ON_PURPOSE.map((at) => ({ at, level: 'warning', message: 'Translation missing' })));
  });

  it('holds the singletons, six services, the interior detailing page, their questions, thirteen gallery images, two before and after pairs and two legal pages', () => {
    for (const type of ['siteSettings', 'homePage', 'video', 'aboutPage']) {
      expect(ofType(type).map((document) => document._id)).toEqual([type]);
    }
    // One service page, the spec's: interior detailing at /services/interior-detail.
    expect(ofType('servicePage').map((page) => [(page.slug as { current: string }).current, page.service])).toEqual([
      [INTERIOR_DETAIL_SLUG, { _type: 'reference', _ref: `service-${INTERIOR_DETAILING_SERVICE}` }],
    ]);
    const services = ofType('service');
    expect(services.map((service) => service.value)).toEqual([...SERVICE_VALUES]);
    expect(services.map((service) => service._id)).toEqual(SERVICE_VALUES.map((value) => `service-${value}`));
    const faqs = ofType('faq');
    expect(faqs.map((faq) => (faq.service as { _ref: string })._ref)).toEqual(
      faqs.map(() => `service-${INTERIOR_DETAILING_SERVICE}`),
    );
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    const gallery = ofType('galleryImage');
    expect(gallery).toHaveLength(GALLERY_IMAGE_COUNT);
    // Two before and after pairs, each of a service's work, with a photo of its own on each side.
    const pairs = ofType('beforeAfterPair');
    expect(pairs.map((pair) => (pair.service as { _ref: string })._ref)).toEqual([
      'service-paint-correction',
      `service-${INTERIOR_DETAILING_SERVICE}`,
    ]);
    const photos = pairs.flatMap((pair) => [pair.before, pair.after] as { asset: { _ref: string } }[]);
    expect(new Set(photos.map((photo) => photo.asset._ref)).size).toBe(photos.length);
    expect(ofType('legalPage').map((page) => (page.slug as { current: string }).current)).toEqual([
      'privacy-policy',
      'terms-of-service',
    ]);
  });

  it('ranks services, size classes, extras, questions, gallery images, before and after pairs and reviews uniquely, in their seeded order, as the Studio’s lists write ranks', () => {
    for (const type of ['service', 'vehicleSize', 'serviceExtra', 'faq', 'galleryImage', 'beforeAfterPair', 'review']) {
      const ranks = ofType(type).map((document) => document.orderRank as string);
      // The seed lists each type in its display order; the ranks spread it evenly over the rank space.
      expect(ranks, type).toEqual(orderRanks(ranks.length));
      for (const rank of ranks) expect(rank, type).toMatch(ORDER_RANK_PATTERN);
      expect(new Set(ranks).size, type).toBe(ranks.length);
      expect([...ranks].sort(), type).toEqual(ranks);
    }
    // The integer `order` the ranks replaced is gone for good.
    expect(
      content()
        .filter((document) => 'order' in document)
        .map((document) => document._id),
    ).toEqual([]);
  });

  it('prices every service by each of four size classes, in their order, the vans of coating and film on request', () => {
    const sizes = ofType('vehicleSize').map((size) => size._id);
    expect(sizes).toEqual(['vehicleSize-city', 'vehicleSize-saloon', 'vehicleSize-suv', 'vehicleSize-van']);
    type Row = { size: { _ref: string; _weak?: boolean }; price?: number; onRequest: boolean };
    for (const service of ofType('service')) {
      const rows = service.prices as Row[];
      expect(
        rows.map((row) => row.size),
        service._id,
      ).toEqual(sizes.map((_ref) => ({ _type: 'reference', _ref, _weak: true })));
      const onRequest = rows.filter((row) => row.onRequest).map((row) => row.size._ref);
      expect(onRequest, service._id).toEqual(
        ['ceramic-coating', 'ppf'].includes(service.value as string) ? ['vehicleSize-van'] : [],
      );
      // Dearer with size: a larger car takes longer.
      const prices = rows.filter((row) => !row.onRequest).map((row) => row.price!);
      expect(
        [...prices].sort((a, b) => a - b),
        service._id,
      ).toEqual(prices);
      expect(new Set(prices).size, service._id).toBe(prices.length);
    }
    expect(ofType('siteSettings')[0]).toMatchObject({ vatRegime: 'normal' });
  });

  it('offers four extras, each with a price, with every service or with the services it names', () => {
    const extras = ofType('serviceExtra');
    expect(extras.map((extra) => [extra._id, extra.price])).toEqual([
      ['serviceExtra-engine-bay', 45],
      ['serviceExtra-headlights', 60],
      ['serviceExtra-pet-hair', 35],
      ['serviceExtra-odour', 50],
    ]);
    const services = (extra: SanityDocumentLike) =>
      (extra.services as { _ref: string; _weak: boolean }[] | undefined)?.map((reference) => {
        expect(reference._weak).toBe(true);
        return reference._ref.replace('service-', '');
      }) ?? null;
    expect(extras.map(services)).toEqual([
      null,
      ['full-detail', 'paint-correction', 'ceramic-coating', 'express-detail'],
      [INTERIOR_DETAILING_SERVICE, 'full-detail', 'express-detail'],
      [INTERIOR_DETAILING_SERVICE, 'full-detail'],
    ]);
  });

  it('resolves every reference, and every asset to its file in content/assets/', async () => {
    const ids = new Set(dataset.map((document) => document._id));
    const refs = everyObject().filter(([node]) => typeof node._ref === 'string');
    expect(refs.length).toBeGreaterThan(GALLERY_IMAGE_COUNT);
    for (const [node, path] of refs) expect(ids.has(node._ref as string), path).toBe(true);

    for (const asset of ofType('sanity.imageAsset').concat(ofType('sanity.fileAsset'))) {
      const bytes = await readFile(join(ASSETS_DIR, asset.originalFilename as string));
      const sha1 = createHash('sha1').update(bytes).digest('hex');
      expect(asset).toMatchObject({ assetId: sha1, sha1hash: sha1, size: bytes.length });
      expect(asset._id).toMatch(new RegExp(`^(image|file)-${sha1}-`));
      if (asset._type === 'sanity.imageAsset') {
        const { width, height } = await sharp(bytes).metadata();
        expect(asset._id).toBe(`image-${sha1}-${width}x${height}-${asset.extension}`);
      }
    }
  });

  it('answers GROQ with dereferenced images, as the site queries it', async () => {
    const query =
      '*[_type == "service"] | order(orderRank asc){value, "url": image.asset->url, "lqip": image.asset->metadata.lqip}';
    const rows = (await (await evaluate(parse(query), { dataset })).get()) as {
      value: string;
      url: string;
      lqip: string;
    }[];
    expect(rows.map((row) => row.value)).toEqual([...SERVICE_VALUES]);
    for (const row of rows) {
      expect(row.url).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/local\/production\/[0-9a-f]{40}-\d+x\d+\.webp$/);
      expect(row.lqip).toMatch(/^data:image\/webp;base64,/);
    }
  });

  it('fills every language of every translatable text, the reviews left untranslated on purpose aside', () => {
    expect(localeObjects().length).toBeGreaterThan(100);
    const empty = localeObjects().flatMap(([node, path]) =>
      LOCALES.filter((locale) => plainTextOf(node[locale]).trim() === '').map((locale) => `${path}.${locale}`),
    );
    expect(empty).toEqual(UNTRANSLATED_ON_PURPOSE);
  });

  it('holds reviews of several services, in three original languages, with a rating and where each came from', () => {
    const reviews = ofType('review');
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    expect(new Set(reviews.map((review) => (review.service as { _ref: string })._ref)).size).toBe(reviews.length);
    expect(new Set(reviews.map((review) => review.originalLanguage))).toEqual(new Set(LOCALES));
    for (const review of reviews) {
      expect(review, review._id).toMatchObject({ rating: expect.any(Number), source: expect.any(String) });
      // The original is there; every filled translation records that it was made from it.
      const text = review.text as Record<string, unknown> & { translatedFrom: Record<string, string> };
      const original = review.originalLanguage as string;
      expect(plainTextOf(text[original]).trim(), review._id).not.toBe('');
      expect(Object.keys(text.translatedFrom).sort(), review._id).toEqual(
        LOCALES.filter((locale) => locale !== original && plainTextOf(text[locale]).trim() !== ''),
      );
    }
  });

  it('leaves no English in the Portuguese and Ukrainian texts', () => {
    for (const [node, path] of localeObjects()) {
      const [en, pt, uk] = LOCALES.map((locale) => plainTextOf(node[locale]));
      if (UNTRANSLATED_ON_PURPOSE.some((untranslated) => untranslated.startsWith(`${path}.`))) continue;
      const hasWords = /\p{L}/u.test(en!);
      if (!hasWords) continue; // times and figures read the same everywhere
      if (!SAME_IN_PORTUGUESE.has(en!)) expect(pt, `${path}.pt`).not.toBe(en);
      expect(pt, `${path}.pt`).not.toMatch(ENGLISH_WORDS);
      expect(pt, `${path}.pt`).not.toMatch(CYRILLIC);
      expect(uk, `${path}.uk`).toMatch(CYRILLIC);
      expect(uk, `${path}.uk`).not.toBe(en);
    }
  });
});
