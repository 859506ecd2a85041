import { describe, expect, it } from 'vitest';

import {
  BUTTON_LABEL_MAX_CHARS,
  HERO_TITLE_MAX_CHARS,
  SERVICE_CARD_SUMMARY_MAX_CHARS,
  SERVICE_EXTRAS_MAX,
} from '../lib/constants';

import { seedDocuments } from '../content/seed/index.ts';
import { assembleDataset, referencedAssetFiles, type SanityDocumentLike } from '../scripts/content/assemble-dataset.ts';
import { validateDocuments } from '../scripts/content/validate-documents.ts';
import { schemaTypes, singletonTypes } from './index';
import { TRANSLATION_MISSING } from './lib/locale-validation';
import { orderRanks } from './lib/order-rank';
import { studioMessage } from '../studio/i18n/messages';

// Asset documents only need to exist for these rule checks; the real ones are checked in dataset.test.ts.
const assets = new Map(
  referencedAssetFiles(seedDocuments).map((file) => [file, { _id: `image-${file}`, _type: 'sanity.imageAsset' }]),
);
const dataset = assembleDataset(seedDocuments, assets);
const byId = (id: string) => structuredClone(dataset.find((document) => document._id === id)!);

/**
 * Findings (as editors see them in the Studio) for `document` validated against the seed dataset plus
 * itself and any `more` documents.
 */
async function findings(document: SanityDocumentLike, more: SanityDocumentLike[] = []) {
  const others = dataset.filter((candidate) => candidate._id !== document._id);
  const result = await validateDocuments([document], [...others, ...more, document], 'studio');
  return result.map(({ level, path, message }) => ({ level, path, message }));
}

describe('schema rules', () => {
  it('lists every singleton as a document type', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    expect(documentTypes).toEqual(
      expect.arrayContaining([
        ...singletonTypes,
        'service',
        'vehicleSize',
        'serviceExtra',
        'galleryImage',
        'legalPage',
      ]),
    );
  });

  it('accepts the seed copy as it is', async () => {
    expect(await findings(byId('siteSettings'))).toEqual([]);
  });

  it('requires English and only warns about missing translations', async () => {
    const service = byId('service-ppf');
    service.title = { _type: 'localeString', pt: 'Película' };
    expect(await findings(service)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', path: 'title.en' }),
        { level: 'warning', path: 'title.uk', message: TRANSLATION_MISSING },
      ]),
    );
    expect(await findings(service)).not.toContainEqual(expect.objectContaining({ path: 'title.pt' }));
  });

  it('warns, on each language’s own path, where a text is longer than the layout holds', async () => {
    const tooLong = (max: number) => ({ en: 'e'.repeat(max + 1), pt: 'p'.repeat(max), uk: 'у'.repeat(max + 2) });
    const warnings = (path: string, max: number) => [
      {
        level: 'warning',
        path: `${path}.en`,
        message: `English: the layout holds ${max} characters, this has ${max + 1}`,
      },
      {
        level: 'warning',
        path: `${path}.uk`,
        message: `Українська: the layout holds ${max} characters, this has ${max + 2}`,
      },
    ];

    const home = byId('homePage');
    (home.hero as { title: object }).title = { _type: 'localeString', ...tooLong(HERO_TITLE_MAX_CHARS) };
    expect(await findings(home)).toEqual(warnings('hero.title', HERO_TITLE_MAX_CHARS));

    const service = byId('service-ppf');
    service.summary = { _type: 'localeText', ...tooLong(SERVICE_CARD_SUMMARY_MAX_CHARS) };
    expect(await findings(service)).toEqual(warnings('summary', SERVICE_CARD_SUMMARY_MAX_CHARS));

    const page = byId('servicePage-interior-detail');
    const [link] = (page.relatedLinks as { links: { _key: string; label: object }[] }).links;
    link!.label = { _type: 'localeString', ...tooLong(BUTTON_LABEL_MAX_CHARS) };
    expect(await findings(page)).toEqual(
      warnings(`relatedLinks.links.{"_key":"${link!._key}"}.label`, BUTTON_LABEL_MAX_CHARS),
    );
  });

  it('keeps value unique among services, ignoring the document’s own draft', async () => {
    const clash = { ...byId('service-ppf'), value: 'full-detail' };
    expect(await findings(clash)).toEqual([
      expect.objectContaining({
        level: 'error',
        path: 'value',
        message: expect.stringContaining('service-full-detail'),
      }),
    ]);
    const ownDraft = { ...byId('service-ppf'), _id: 'drafts.service-ppf' };
    expect(await findings(ownDraft)).toEqual([]);
  });

  it('refuses a place in the list another document of the type holds, ignoring the document’s own draft', async () => {
    const clash = { ...byId('galleryImage-02'), orderRank: byId('galleryImage-01').orderRank };
    expect(await findings(clash)).toEqual([
      expect.objectContaining({
        level: 'error',
        path: 'orderRank',
        message: expect.stringContaining('galleryImage-01'),
      }),
    ]);
    expect(await findings({ ...byId('galleryImage-01'), _id: 'drafts.galleryImage-01' })).toEqual([]);
  });

  it('places services, size classes, extras, gallery images, questions and before and after pairs by the drag-and-drop list’s orderRank, not a number', () => {
    for (const name of ['service', 'vehicleSize', 'serviceExtra', 'galleryImage', 'faq', 'beforeAfterPair']) {
      const type = schemaTypes.find((candidate) => candidate.name === name) as {
        fields: { name: string; type: string; hidden?: unknown; readOnly?: unknown }[];
        orderings?: { by: { field: string; direction: string }[] }[];
      };
      const fields = type.fields.map((field) => field.name);
      expect(fields, name).toContain('orderRank');
      expect(fields, name).not.toContain('order');
      // The plugin's field: a string editors never type, only drag.
      expect(
        type.fields.find((field) => field.name === 'orderRank'),
        name,
      ).toMatchObject({
        type: 'string',
        hidden: true,
        readOnly: true,
      });
      expect(type.orderings?.[0]?.by, name).toEqual([{ field: 'orderRank', direction: 'asc' }]);
    }
  });

  it('warns when the after photo of a pair does not have the before photo’s proportions, as cropped', async () => {
    // Asset ids as Sanity writes them, with the original's size.
    const assets = ['image-b1-1600x1067-webp', 'image-a1-1600x1067-webp'].map((_id) => ({
      _id,
      _type: 'sanity.imageAsset',
    }));
    const pair = byId('beforeAfterPair-paint-correction');
    const [before, after] = [pair.before, pair.after] as { asset: { _ref: string }; crop?: object }[];
    before!.asset._ref = assets[0]!._id;
    after!.asset._ref = assets[1]!._id;
    const check = async () => {
      const others = dataset.filter((candidate) => candidate._id !== pair._id);
      const result = await validateDocuments([pair], [...others, ...assets, pair], 'studio');
      return result.map(({ level, path, message }) => ({ level, path, message }));
    };
    expect(await check()).toEqual([]);
    after!.crop = { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.2, right: 0.2 };
    expect(await check()).toEqual([
      { level: 'warning', path: 'after', message: studioMessage('en-US', 'validation.before-after-proportions') },
    ]);
    // Cropped alike, the two fit again.
    before!.crop = { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.1, right: 0.3 };
    expect(await check()).toEqual([]);
  });

  it('only accepts the six service values', async () => {
    expect(await findings({ ...byId('service-ppf'), value: 'wax' })).toContainEqual(
      expect.objectContaining({ level: 'error', path: 'value' }),
    );
  });

  it('enforces the counts of hero figures, reasons and about images', async () => {
    const settings = byId('siteSettings');
    (settings.heroStats as unknown[]).pop();
    (settings.whyChooseUs as unknown[]).pop();
    const about = byId('aboutPage');
    (about.images as unknown[]).pop();
    const paths = async (document: SanityDocumentLike) => (await findings(document)).map((finding) => finding.path);
    expect(await paths(settings)).toEqual(expect.arrayContaining(['heroStats', 'whyChooseUs']));
    expect(await paths(about)).toEqual(['images']);
  });

  it('checks contact formats, opening times and the {amount} placeholder', async () => {
    const settings = byId('siteSettings');
    Object.assign(settings, { email: 'info-at-example', phone: '912 345 678', whatsappNumber: '+351912345678' });
    const [hours] = settings.openingHours as { opens: string; closes: string }[];
    hours!.closes = '08:00';
    (settings.collectionNotice as { pt: string }).pt = 'Recolha gratuita acima de 350 €.';
    const errors = (await findings(settings))
      .filter((finding) => finding.level === 'error')
      .map((finding) => finding.path);
    expect(errors).toEqual(
      expect.arrayContaining([
        'email',
        'phone',
        'whatsappNumber',
        expect.stringMatching(/^openingHours\..*\.closes$/),
        'collectionNotice.pt',
      ]),
    );
  });

  it('refuses a NIF/NIPC with a wrong check digit, naming the right one', async () => {
    const settings = byId('siteSettings');
    settings.nif = '599999994';
    expect(await findings(settings)).toEqual([
      { level: 'error', path: 'nif', message: 'NIF/NIPC 599999994: the check digit should be 3' },
      // The registration number, still the old NIPC, no longer matches it.
      {
        level: 'warning',
        path: 'tradeRegister.number',
        message: 'A Portuguese company’s registration number is its NIPC (599999994)',
      },
    ]);
  });

  it('requires the legal name, a trade register complete when given, and dispute entities with web addresses', async () => {
    const settings = byId('siteSettings');
    delete settings.legalName;
    settings.tradeRegister = { _type: 'tradeRegister', number: settings.nif };
    const [entity] = settings.disputeResolution as { url: string }[];
    entity!.url = 'ftp://www.cniacc.pt';
    const errors = (await findings(settings)).filter((finding) => finding.level === 'error');
    expect(errors.map((finding) => finding.path)).toEqual(
      expect.arrayContaining([
        'legalName',
        'tradeRegister.office',
        expect.stringMatching(/^disputeResolution\..*\.url$/),
      ]),
    );

    const none = byId('siteSettings');
    none.disputeResolution = [];
    expect((await findings(none)).map((finding) => finding.path)).toEqual(['disputeResolution']);
  });

  it('lets a sole trader leave out the trade register and a registered office', async () => {
    const settings = byId('siteSettings');
    delete settings.tradeRegister;
    delete settings.registeredAddress;
    expect(await findings(settings)).toEqual([]);
  });

  it('only accepts site paths as related links', async () => {
    const page = byId('servicePage-interior-detail');
    const { links } = page.relatedLinks as { links: { href: string }[] };
    links[0]!.href = 'https://example.com';
    expect(await findings(page)).toEqual([
      expect.objectContaining({ level: 'error', path: expect.stringMatching(/^relatedLinks\.links\..*\.href$/) }),
    ]);
  });

  describe('prices', () => {
    type Row = { _key: string; price?: number; onRequest?: boolean; size?: { _ref: string } };
    const rowsOf = (service: SanityDocumentLike) => service.prices as Row[];
    const at = (key: string, field?: string) => `prices.{"_key":"${key}"}${field ? `.${field}` : ''}`;

    it('accepts the bundled size classes, price lists, extras and VAT regime as they are', async () => {
      for (const id of ['vehicleSize-city', 'service-ceramic-coating', 'service-express-detail', 'serviceExtra-odour'])
        expect(await findings(byId(id)), id).toEqual([]);
      expect(byId('siteSettings').vatRegime).toBe('normal');
    });

    it('refuses a negative, missing or sub-cent price of a size class, and a list with no price at all', async () => {
      const service = byId('service-ppf');
      const [city, saloon, suv, van] = rowsOf(service);
      city!.price = -1200;
      delete saloon!.price;
      suv!.price = 1650.505;
      expect(van).toMatchObject({ onRequest: true });
      expect(await findings(service)).toEqual([
        { level: 'error', path: 'prices', message: studioMessage('en-US', 'validation.prices.none-priced') },
        { level: 'error', path: at('city', 'price'), message: 'A price must be more than 0 €' },
        { level: 'error', path: at('saloon', 'price'), message: 'Enter the price in euros, or tick "On request"' },
        { level: 'error', path: at('suv', 'price'), message: 'Whole euros or cents only, e.g. 250 or 69.50' },
      ]);
    });

    it('takes a class on request without a price, and only warns of a price typed there', async () => {
      const service = byId('service-ppf');
      const suv = rowsOf(service)[2]!;
      delete suv.price;
      suv.onRequest = true;
      expect(await findings(service)).toEqual([]);
      suv.price = 1650;
      expect(await findings(service)).toEqual([
        {
          level: 'warning',
          path: at('suv', 'price'),
          message: studioMessage('en-US', 'validation.price.ignored-on-request'),
        },
      ]);
    });

    it('asks for one row per published size class: a class twice, a class missing, a row without a class', async () => {
      const service = byId('service-interior-detailing');
      const rows = rowsOf(service);
      rows.push({ ...structuredClone(rows[0]!), _key: 'again' });
      rows.splice(rows.indexOf(rows.find((row) => row._key === 'van')!), 1);
      rows.push({ _key: 'nosize', price: 99, onRequest: false });
      expect(await findings(service)).toEqual(
        expect.arrayContaining([
          { level: 'error', path: at('again'), message: studioMessage('en-US', 'validation.prices.duplicate-size') },
          {
            level: 'error',
            path: 'prices',
            message: studioMessage('en-US', 'validation.prices.missing-sizes', { sizes: 'Van or pick-up' }),
          },
          {
            level: 'error',
            path: at('nosize', 'size'),
            message: studioMessage('en-US', 'validation.prices.size-required'),
          },
        ]),
      );
    });

    it('asks every service for a row of a newly published class, and only warns of a row whose class is gone', async () => {
      const xl = {
        ...byId('vehicleSize-van'),
        _id: 'vehicleSize-xl',
        title: { _type: 'localeString', en: 'Motorhome' },
      };
      expect(await findings(byId('service-full-detail'), [xl])).toEqual([
        {
          level: 'error',
          path: 'prices',
          message: studioMessage('en-US', 'validation.prices.missing-sizes', { sizes: 'Motorhome' }),
        },
      ]);
      // A draft class is not on the site yet: nothing to price.
      expect(await findings(byId('service-full-detail'), [{ ...xl, _id: 'drafts.vehicleSize-xl' }])).toEqual([]);

      const service = byId('service-full-detail');
      rowsOf(service).push({ _key: 'xl', size: { _ref: 'vehicleSize-xl' }, price: 500, onRequest: false });
      expect(await findings(service)).toEqual([
        { level: 'warning', path: at('xl'), message: studioMessage('en-US', 'validation.prices.unpublished-size') },
      ]);
    });

    it('requires an extra’s price, above 0 and in cents', async () => {
      const extra = byId('serviceExtra-engine-bay');
      delete extra.price;
      expect(await findings(extra)).toEqual([{ level: 'error', path: 'price', message: 'Enter the price in euros' }]);
      expect(await findings({ ...extra, price: -45 })).toEqual([
        { level: 'error', path: 'price', message: 'A price must be more than 0 €' },
      ]);
    });

    it(`publishes at most ${SERVICE_EXTRAS_MAX} extras, as a booking request holds that many`, async () => {
      const published = dataset.filter((document) => document._type === 'serviceExtra');
      // Each at a place of its own at the end of the list.
      const [waxRank, ...ranks] = orderRanks(SERVICE_EXTRAS_MAX - published.length + 1, {
        after: published.at(-1)!.orderRank as string,
      });
      const more = ranks.map((orderRank, index) => ({
        ...byId('serviceExtra-engine-bay'),
        _id: `serviceExtra-more-${index}`,
        orderRank,
      }));
      const wax = { ...byId('serviceExtra-engine-bay'), _id: 'drafts.serviceExtra-wax', orderRank: waxRank };
      expect(await findings(wax, more)).toEqual([
        {
          level: 'error',
          path: '',
          message: studioMessage('en-US', 'validation.extras.too-many', { max: SERVICE_EXTRAS_MAX }),
        },
      ]);
      expect(await findings(wax, more.slice(1))).toEqual([]);
    });

    it('takes the VAT regime from its two values, and requires one', async () => {
      expect(await findings({ ...byId('siteSettings'), vatRegime: 'exempt' })).toEqual([]);
      expect(await findings({ ...byId('siteSettings'), vatRegime: 'reduced' })).toEqual([
        expect.objectContaining({ level: 'error', path: 'vatRegime' }),
      ]);
      const settings = byId('siteSettings');
      delete settings.vatRegime;
      expect(await findings(settings)).toEqual([expect.objectContaining({ level: 'error', path: 'vatRegime' })]);
    });
  });

  describe('a review', () => {
    const review = () => byId('review-james-ceramic');

    it('requires its text in its original language only; the others, English included, are translations', async () => {
      const written = { ...review(), originalLanguage: 'pt', text: { _type: 'localeText', pt: 'Excelente.' } };
      expect(await findings(written)).toEqual([
        { level: 'warning', path: 'text.en', message: TRANSLATION_MISSING },
        { level: 'warning', path: 'text.uk', message: TRANSLATION_MISSING },
      ]);
      const untranslatedOriginal = { ...written, text: { _type: 'localeText', en: 'Excellent.', uk: 'Чудово.' } };
      expect(await findings(untranslatedOriginal)).toEqual([
        { level: 'error', path: 'text.pt', message: 'Português text is required' },
      ]);
      const withoutLanguage: SanityDocumentLike = { ...review() };
      delete withoutLanguage.originalLanguage;
      expect(await findings(withoutLanguage)).toContainEqual(
        expect.objectContaining({ level: 'error', path: 'originalLanguage' }),
      );
    });

    it('takes a rating from 1 to 5, a date not in the future and a source from the list', async () => {
      for (const rating of [0, 6, 4.5])
        expect(await findings({ ...review(), rating }), String(rating)).toContainEqual(
          expect.objectContaining({ level: 'error', path: 'rating' }),
        );
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect(await findings({ ...review(), date: tomorrow })).toEqual([
        { level: 'error', path: 'date', message: 'This date is in the future' },
      ]);
      expect(await findings({ ...review(), source: 'tripadvisor' })).toContainEqual(
        expect.objectContaining({ level: 'error', path: 'source' }),
      );
    });

    it('warns when the name is more than a first name and an initial', async () => {
      for (const name of ['Marta S.', 'Ana Sofia R.', 'Оксана К.', 'Rui M'])
        expect(await findings({ ...review(), name }), name).toEqual([]);
      expect(await findings({ ...review(), name: 'James Whitfield' })).toEqual([
        {
          level: 'warning',
          path: 'name',
          message: 'Only a first name and the initial of the surname, e.g. "Marta S."',
        },
      ]);
    });
  });
});
