import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GALLERY_IMAGE_COUNT,
  HERO_STATS,
  INTERIOR_DETAIL_SLUG,
  INTERIOR_DETAILING_SERVICE,
  LOCALES,
  SERVICE_VALUES,
  type Locale,
} from '@/lib/constants';
import { runQuery } from '@/stand-ins/sanity-content-lake/query';
import type { LakeDocument as SanityDocument } from '@/stand-ins/sanity-content-lake/store';
import { parseNdjson } from '@/scripts/content/assemble-dataset';
import { DOCUMENT_TYPES } from './document-types';
import {
  aboutPageQuery,
  appointmentContentQuery,
  beforeAfterPairsQuery,
  homePageQuery,
  legalPageQuery,
  reviewsQuery,
  serviceFaqsQuery,
  servicePageQuery,
  servicePagesQuery,
  siteSettingsQuery,
  sitemapQuery,
} from './queries';
import type { Resolved } from './resolved';
import type {
  AboutPage,
  BeforeAfterPair,
  Faq,
  HomePage,
  Review,
  Service,
  ServicePage,
  SiteSettings,
  AboutPageQueryResult,
  AppointmentContentQueryResult,
  BeforeAfterPairsQueryResult,
  HomePageQueryResult,
  LegalPageQueryResult,
  ReviewsQueryResult,
  ServiceFaqsQueryResult,
  ServicePageQueryResult,
  ServicePagesQueryResult,
  SiteSettingsQueryResult,
} from './sanity.types';

/** The same GROQ the site runs, evaluated as the Content Lake does, on the bundled dataset, in every language. */
let dataset: SanityDocument[];
/** A bundled document, typed by its schema (typegen), to compare query results with. */
function byId(id: 'siteSettings'): SiteSettings;
function byId(id: 'homePage'): HomePage;
function byId(id: 'aboutPage'): AboutPage;
function byId(id: `servicePage-${string}`): ServicePage;
function byId(id: `service-${string}`): Service;
function byId(id: string) {
  return dataset.find((doc) => doc._id === id);
}
const run = <T>(query: string, params: Record<string, unknown>, docs = dataset) =>
  runQuery(docs, query, params) as Promise<Resolved<T>>;

beforeAll(() => {
  dataset = parseNdjson(readFileSync(path.resolve('content/dataset.ndjson'), 'utf8')) as SanityDocument[];
});

/** The bundled reviews in their order, as the Studio's list ranks them. */
const bundledReviews = () =>
  (dataset.filter((doc) => doc._type === 'review') as unknown as Review[]).sort((a, b) =>
    (a.orderRank ?? '') < (b.orderRank ?? '') ? -1 : 1,
  );

/** What the reviews query should give for a bundled review: its text in `lang`, else its original, marked. */
function expectedReview(review: Review, lang: Locale) {
  const original = review.originalLanguage!;
  const translated = Boolean(review.text?.[lang]);
  const service = byId(review.service!._ref as `service-${string}`);
  return {
    _id: review._id,
    name: review.name,
    vehicle: review.vehicle,
    service: { value: service.value, title: service.title?.[lang] },
    rating: review.rating,
    date: review.date,
    source: review.source,
    text: translated ? review.text?.[lang] : review.text?.[original],
    textLanguage: translated ? lang : original,
    untranslated: !translated,
  };
}

describe.each(LOCALES)('queries in %s', (lang: Locale) => {
  it('site settings resolve every translatable field to that language', async () => {
    const settings = await run<SiteSettingsQueryResult>(siteSettingsQuery, { lang });
    const source = byId('siteSettings');
    expect(settings?.tagline).toBe(source.tagline?.[lang]);
    expect(settings?.description).toBe(source.description?.[lang]);
    expect(settings?.heroStats?.map((s) => s.value)).toEqual([...HERO_STATS]);
    expect(settings?.heroStats?.map((s) => s.label)).toEqual(source.heroStats?.map((s) => s.label?.[lang]));
    expect(settings?.paidCollectionAreas?.map((a) => a.label)).toEqual(source.paidCollectionAreas?.map((a) => a[lang]));
    expect(settings?.whyChooseUs).toHaveLength(4);
    expect(settings?.contactHours?.[0]?.days).toBe(source.contactHours?.[0]?.days?.[lang]);
    expect(typeof settings?.collectionNotice).toBe('string');
    // The provider's legal facts are the same in every language.
    expect(settings?.legalName).toBe(source.legalName);
    expect(settings?.nif).toBe(source.nif);
    expect(settings?.tradeRegister).toEqual({
      office: source.tradeRegister?.office,
      number: source.tradeRegister?.number,
    });
    expect(settings?.disputeResolution?.map(({ name, url }) => ({ name, url }))).toEqual(
      source.disputeResolution?.map(({ name, url }) => ({ name, url })),
    );
  });

  it('appointment mails get the owner’s settings, the texts in that language, every service’s title and the review request’s settings', async () => {
    const { settings, services } = await run<AppointmentContentQueryResult>(appointmentContentQuery, { lang });
    const source = byId('siteSettings');
    expect(settings).toMatchObject({
      businessName: source.businessName,
      legalName: source.legalName,
      nif: source.nif,
      phone: source.phone,
      email: source.email,
      mapQuery: source.mapQuery,
      cutoffHours: source.appointments?.cancellationCutoffHours,
      reminderLeadHours: source.appointments?.reminderLeadHours,
      nextSteps: source.appointments?.nextSteps?.[lang],
      withdrawal: source.appointments?.withdrawalNotice?.[lang],
      reviewDelayHours: source.reviewRequests?.delayHours,
      reviewLinkValidDays: source.reviewRequests?.linkValidDays,
      googleReviewUrl: null,
    });
    expect(Object.fromEntries(services.map(({ value, title }) => [value, title]))).toEqual(
      Object.fromEntries(SERVICE_VALUES.map((value) => [value, byId(`service-${value}`).title?.[lang]])),
    );
  });

  it('home page returns the page, six services in order, 13 gallery images and the video', async () => {
    const home = await run<HomePageQueryResult>(homePageQuery, { lang });
    expect(home.page?.hero?.title).toBe(byId('homePage').hero?.title?.[lang]);
    expect(home.services.map((s) => s.value)).toEqual([...SERVICE_VALUES]);
    expect(home.services.every((s) => typeof s.title === 'string' && s.title.length > 0)).toBe(true);
    expect(home.services.filter((s) => s.detailPageSlug).map((s) => [s.value, s.detailPageSlug])).toEqual([
      [INTERIOR_DETAILING_SERVICE, INTERIOR_DETAIL_SLUG],
    ]);
    expect(home.gallery).toHaveLength(GALLERY_IMAGE_COUNT);
    for (const item of home.gallery) {
      expect(item.image?.alt).toEqual(expect.any(String));
      expect(item.image?.asset?.width).toBeGreaterThan(0);
      expect(item.image?.asset?.lqip).toMatch(/^data:image\//);
    }
    expect(home.video?.file?.url).toMatch(/\.mp4$/);
    expect(home.video?.poster?.asset?._id).toMatch(/^image-/);
    expect(home.page?.beforeAfterSection?.title).toBe(byId('homePage').beforeAfterSection?.title?.[lang]);
    expect(home.page?.beforeAfterSection?.intro).toBe(byId('homePage').beforeAfterSection?.intro?.[lang]);
  });

  it('before and after pairs: every pair in its order, or one service’s, each with both photos and their alt texts', async () => {
    const source = (dataset.filter((doc) => doc._type === 'beforeAfterPair') as unknown as BeforeAfterPair[]).sort(
      (a, b) => ((a.orderRank ?? '') < (b.orderRank ?? '') ? -1 : 1),
    );
    expect(source.length).toBeGreaterThanOrEqual(2);
    const serviceValue = (pair: BeforeAfterPair) =>
      (dataset.find((doc) => doc._id === pair.service?._ref) as unknown as Service).value;

    const all = await run<BeforeAfterPairsQueryResult>(beforeAfterPairsQuery, { lang, service: null });
    expect(all.map((pair) => pair._id)).toEqual(source.map((pair) => pair._id));
    for (const [index, pair] of all.entries()) {
      const expected = source[index]!;
      expect(pair.caption).toBe(expected.caption?.[lang]);
      expect(pair.before?.alt).toBe(expected.before?.alt?.[lang]);
      expect(pair.after?.alt).toBe(expected.after?.alt?.[lang]);
      expect(pair.service?.value).toBe(serviceValue(expected));
      expect(pair.service?.title).toEqual(expect.any(String));
      for (const photo of [pair.before, pair.after]) {
        expect(photo?.asset?._id).toMatch(/^image-/);
        expect(photo?.asset?.width).toBeGreaterThan(0);
      }
      // Two photos of one view: the same size, so one lies exactly over the other.
      expect([pair.after?.asset?.width, pair.after?.asset?.height]).toEqual([
        pair.before?.asset?.width,
        pair.before?.asset?.height,
      ]);
      expect(pair.after?.asset?._id).not.toBe(pair.before?.asset?._id);
    }

    for (const service of SERVICE_VALUES) {
      const ofService = await run<BeforeAfterPairsQueryResult>(beforeAfterPairsQuery, { lang, service });
      expect(ofService.map((pair) => pair._id)).toEqual(
        source.filter((pair) => serviceValue(pair) === service).map((pair) => pair._id),
      );
    }
    expect(
      (await run<BeforeAfterPairsQueryResult>(beforeAfterPairsQuery, { lang, service: 'paint-correction' })).length,
    ).toBe(1);
  });

  it('about and interior pages resolve nested blocks and lists', async () => {
    const about = await run<AboutPageQueryResult>(aboutPageQuery, { lang });
    expect(about?.title).toBe(byId('aboutPage').title?.[lang]);
    expect(about?.whoWeAre?.body?.length).toBeGreaterThanOrEqual(2);
    expect(about?.images).toHaveLength(2);

    const interior = await run<ServicePageQueryResult>(servicePageQuery, { lang, slug: INTERIOR_DETAIL_SLUG });
    const seeded = byId(`servicePage-${INTERIOR_DETAIL_SLUG}`);
    expect(interior?.menuTitle).toBe(seeded.menuTitle?.[lang]);
    expect(interior?.included?.items).toHaveLength(3);
    expect(interior?.idealFor?.title).toBe(seeded.idealFor?.title?.[lang]);
    expect(interior?.idealFor?.items?.map((i) => i.label)).toEqual(seeded.idealFor?.items?.map((i) => i[lang]));
    expect(interior?.schedule?.areas).toHaveLength(5);
    expect(interior?.schedule?.durationHours).toMatchObject({ min: 2, max: 4 });
    expect(interior?.service?.value).toBe(INTERIOR_DETAILING_SERVICE);
    expect(interior?.faqSection?.title).toBe(seeded.faqSection?.title?.[lang]);
    expect(await run<ServicePageQueryResult>(servicePageQuery, { lang, slug: 'ceramic-coating' })).toBeNull();
  });

  it("service pages: only published ones, in their services' order, with their menu titles", async () => {
    const seeded = byId(`servicePage-${INTERIOR_DETAIL_SLUG}`);
    expect(await run<ServicePagesQueryResult>(servicePagesQuery, { lang })).toEqual([
      { slug: INTERIOR_DETAIL_SLUG, menuTitle: seeded.menuTitle?.[lang] },
    ]);
    const ceramic = {
      ...seeded,
      _id: 'drafts.servicePage-ceramic-coating',
      slug: { _type: 'slug', current: 'ceramic-coating' },
      service: { _type: 'reference', _ref: 'service-ceramic-coating' },
    };
    const withDraft = [...dataset, ceramic];
    expect(await run<ServicePagesQueryResult>(servicePagesQuery, { lang }, withDraft)).toHaveLength(1);
    const published = [...dataset, { ...ceramic, _id: 'servicePage-ceramic-coating' }];
    // Ceramic coating comes before interior detailing among the services.
    expect((await run<ServicePagesQueryResult>(servicePagesQuery, { lang }, published)).map((p) => p.slug)).toEqual([
      'ceramic-coating',
      INTERIOR_DETAIL_SLUG,
    ]);
    const home = await run<HomePageQueryResult>(homePageQuery, { lang }, published);
    expect(home.services.find((s) => s.value === 'ceramic-coating')?.detailPageSlug).toBe('ceramic-coating');
  });

  it('legal pages are found by slug', async () => {
    for (const slug of ['privacy-policy', 'terms-of-service']) {
      const page = await run<LegalPageQueryResult>(legalPageQuery, { lang, slug });
      expect(page?.slug).toBe(slug);
      expect(page?.body?.length).toBeGreaterThan(2);
    }
    expect(await run<LegalPageQueryResult>(legalPageQuery, { lang, slug: 'nope' })).toBeNull();
  });

  it("a service's questions come in their order, with their answers, and only that service's", async () => {
    const source = (dataset.filter((doc) => doc._type === 'faq') as unknown as Faq[])
      .filter((faq) => faq.service?._ref === `service-${INTERIOR_DETAILING_SERVICE}`)
      .sort((a, b) => ((a.orderRank ?? '') < (b.orderRank ?? '') ? -1 : 1));
    expect(source.length).toBeGreaterThan(0);
    const faqs = await run<ServiceFaqsQueryResult>(serviceFaqsQuery, { lang, service: INTERIOR_DETAILING_SERVICE });
    expect(faqs).toEqual(
      source.map((faq) => ({ _id: faq._id, question: faq.question?.[lang], answer: faq.answer?.[lang] })),
    );
    expect(await run<ServiceFaqsQueryResult>(serviceFaqsQuery, { lang, service: 'ppf' })).toEqual([]);
  });

  it('reviews come in their order, each in this language or, untranslated, in its original language, marked', async () => {
    const source = bundledReviews();
    expect(source.length).toBeGreaterThanOrEqual(4);
    const reviews = await run<ReviewsQueryResult>(reviewsQuery, { lang, service: null });
    expect(reviews).toEqual(source.map((review) => expectedReview(review, lang)));
    // The bundled content leaves two Portuguese reviews untranslated on purpose: Sofia's in English, Rui's in Ukrainian.
    const untranslated = reviews
      .filter((review) => review.untranslated)
      .map((review) => [review._id, review.textLanguage]);
    expect(untranslated).toEqual(
      { en: [['review-sofia-express', 'pt']], pt: [], uk: [['review-rui-full', 'pt']] }[lang],
    );
  });

  it("a service's reviews are that service's only", async () => {
    for (const review of bundledReviews()) {
      const service = byId(review.service!._ref as `service-${string}`).value;
      const about = await run<ReviewsQueryResult>(reviewsQuery, { lang, service });
      expect(about.map((found) => found._id)).toEqual([review._id]);
    }
    expect(await run<ReviewsQueryResult>(reviewsQuery, { lang, service: 'paint-correction' })).toEqual([]);
  });

  it('the home page carries the reviews heading and the note on how reviews are checked', async () => {
    const home = await run<HomePageQueryResult>(homePageQuery, { lang });
    const page = byId('homePage');
    expect(home.page?.reviewsSection?.title).toBe(page.reviewsSection?.title?.[lang]);
    expect(home.page?.reviewsNote).toBe(page.reviewsNote?.[lang]);
    expect(home.page?.reviewsNote).toEqual(expect.any(String));
  });
});

describe('reviews', () => {
  const withReview = (id: string, change: (review: Review) => void) =>
    dataset.map((doc) => {
      if (doc._id !== id) return doc;
      const copy = structuredClone(doc) as unknown as Review;
      change(copy);
      return copy as unknown as SanityDocument;
    });

  it('fall back to the original language, not English, where a translation is missing', async () => {
    // James wrote in English; Marta in Portuguese. Without their Ukrainian, each shows in their own language.
    const docs = withReview('review-marta-interior', (review) => delete review.text!.uk);
    const reviews = await run<ReviewsQueryResult>(reviewsQuery, { lang: 'uk', service: null }, docs);
    const marta = reviews.find((review) => review._id === 'review-marta-interior');
    expect(marta).toMatchObject({
      text: bundledReviews().find((review) => review._id === 'review-marta-interior')!.text?.pt,
      textLanguage: 'pt',
      untranslated: true,
    });
    // An emptied translation counts as missing too.
    const emptied = withReview('review-james-ceramic', (review) => (review.text!.pt = ''));
    const james = (await run<ReviewsQueryResult>(reviewsQuery, { lang: 'pt', service: null }, emptied)).find(
      (review) => review._id === 'review-james-ceramic',
    );
    expect(james).toMatchObject({ textLanguage: 'en', untranslated: true });
  });

  it('leave out a review without its original text or with a rating out of range', async () => {
    const noOriginal = withReview('review-oksana-ppf', (review) => delete review.text!.uk);
    const outOfRange = withReview('review-oksana-ppf', (review) => (review.rating = 0 as Review['rating']));
    for (const docs of [noOriginal, outOfRange]) {
      const reviews = await run<ReviewsQueryResult>(reviewsQuery, { lang: 'en', service: null }, docs);
      expect(reviews.map((review) => review._id)).not.toContain('review-oksana-ppf');
      expect(reviews).toHaveLength(bundledReviews().length - 1);
    }
  });

  it('are linked from the header and footer only while switched on and one is shown', async () => {
    const link = async (docs: SanityDocument[]) =>
      (await run<SiteSettingsQueryResult>(siteSettingsQuery, { lang: 'en' }, docs))?.reviewsLink;
    expect(await link(dataset)).toBe(true);
    const off = dataset.map((doc) => (doc._id === 'siteSettings' ? { ...doc, showReviewsLink: false } : doc));
    expect(await link(off)).toBe(false);
    const unset = dataset.map((doc) => {
      if (doc._id !== 'siteSettings') return doc;
      const copy = structuredClone(doc) as SanityDocument & { showReviewsLink?: boolean };
      delete copy.showReviewsLink;
      return copy;
    });
    expect(await link(unset)).toBe(false);
    const noReviews = dataset.filter((doc) => doc._type !== 'review');
    expect(await link(noReviews)).toBe(false);
    const onlyDrafts = dataset.map((doc) => (doc._type === 'review' ? { ...doc, _id: `drafts.${doc._id}` } : doc));
    expect(await link(onlyDrafts)).toBe(false);
  });
});

describe('English fallback', () => {
  it('uses the English value where a translation is missing', async () => {
    const withoutPt = dataset.map((doc) => {
      if (doc._id !== 'homePage' && doc._id !== 'service-ppf') return doc;
      const copy = structuredClone(doc) as SanityDocument & Pick<HomePage, 'hero'> & Pick<Service, 'title'>;
      if (doc._type === 'homePage') delete copy.hero?.title?.pt;
      else delete copy.title?.pt;
      return copy;
    });
    const home = await run<HomePageQueryResult>(homePageQuery, { lang: 'pt' }, withoutPt);
    expect(home.page?.hero?.title).toBe(byId('homePage').hero?.title?.en);
    // The Studio unsets a cleared field, so "missing" means the key is absent.
    expect(home.services.find((s) => s.value === 'ppf')?.title).toBe(byId('service-ppf').title?.en);
    expect(home.services.find((s) => s.value === 'full-detail')?.title).toBe(byId('service-full-detail').title?.pt);
  });
});

describe('order', () => {
  it('follows orderRank, so a drag in the Studio reorders the home page and a service’s questions', async () => {
    const home = await run<HomePageQueryResult>(homePageQuery, { lang: 'en' });
    expect(home.gallery.map((image) => image._id)).toEqual(
      dataset.filter((doc) => doc._type === 'galleryImage').map((doc) => doc._id),
    );
    const faqs = dataset.filter((doc) => doc._type === 'faq');
    const pairs = dataset.filter((doc) => doc._type === 'beforeAfterPair');
    // What the plugin writes when the last service, image, question and pair are dragged to the top:
    // a rank before the first one's.
    const dragged = new Set([
      'service-express-detail',
      'galleryImage-13',
      faqs.at(-1)!._id,
      pairs.at(-1)!._id,
      'review-rui-full',
    ]);
    const reordered = dataset.map((doc) => (dragged.has(doc._id) ? { ...doc, orderRank: '0|100000:' } : doc));
    const after = await run<HomePageQueryResult>(homePageQuery, { lang: 'en' }, reordered);
    expect(after.services.map((s) => s.value)).toEqual(['express-detail', ...SERVICE_VALUES.slice(0, -1)]);
    expect(after.gallery[0]?._id).toBe('galleryImage-13');
    const questions = await run<ServiceFaqsQueryResult>(
      serviceFaqsQuery,
      { lang: 'en', service: INTERIOR_DETAILING_SERVICE },
      reordered,
    );
    expect(questions.map((faq) => faq._id)).toEqual([faqs.at(-1)!._id, ...faqs.slice(0, -1).map((faq) => faq._id)]);
    const reorderedPairs = await run<BeforeAfterPairsQueryResult>(
      beforeAfterPairsQuery,
      { lang: 'en', service: null },
      reordered,
    );
    expect(reorderedPairs.map((pair) => pair._id)).toEqual([
      pairs.at(-1)!._id,
      ...pairs.slice(0, -1).map((pair) => pair._id),
    ]);
    const reviews = await run<ReviewsQueryResult>(reviewsQuery, { lang: 'en', service: null }, reordered);
    expect(reviews[0]?._id).toBe('review-rui-full');
  });
});

describe('sitemap query', () => {
  it('lists the content documents of every document type with their update times', async () => {
    const entries = (await runQuery(dataset, sitemapQuery, { types: DOCUMENT_TYPES })) as {
      _type: string;
      _updatedAt: string;
    }[];
    expect(new Set(entries.map((e) => e._type))).toEqual(new Set(DOCUMENT_TYPES));
    expect(entries.every((e) => !Number.isNaN(Date.parse(e._updatedAt)))).toBe(true);
  });
});
