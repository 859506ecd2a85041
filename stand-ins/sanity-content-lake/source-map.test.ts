import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  jsonPathToStudioPath,
  parseJsonPath,
  resolveEditInfo,
  resolveMapping,
  studioPath,
  walkMap,
  type ContentSourceMap as ClientSourceMap,
  type ContentSourceMapParsedPath,
} from '@sanity/client/csm';
import { describe, expect, it, vi } from 'vitest';
import * as queries from '@/lib/content/queries';
import { DOCUMENT_TYPES } from '@/lib/content/document-types';
import { LOCALES, SERVICE_VALUES } from '@/lib/constants';
import { parseNdjson } from '@/scripts/content/assemble-dataset';
import { documentsInPerspective, parseResultSourceMap, runQueryWithSourceMap, type Perspective } from './query.ts';
import type { ContentSourceMap, SourceMapMode } from './source-map.ts';
import type { LakeDocument } from './store.ts';

const bundled = parseNdjson(
  readFileSync(path.resolve(import.meta.dirname, '../../content/dataset.ndjson'), 'utf8'),
) as LakeDocument[];

async function mapped(
  stored: LakeDocument[],
  query: string,
  params: Record<string, unknown> = {},
  { mode = 'key', perspective = 'published' }: { mode?: SourceMapMode; perspective?: Perspective } = {},
) {
  const documents = documentsInPerspective(stored, perspective, true);
  const { json, sourceMap } = await runQueryWithSourceMap(documents, query, params, { mode, perspective });
  return { result: JSON.parse(json) as unknown, sourceMap };
}

/** Where @sanity/client's stega encoder sends an editor for the value at `resultPath` (its own helpers). */
function editTarget(sourceMap: ContentSourceMap, resultPath: ContentSourceMapParsedPath) {
  const info = resolveEditInfo({ resultSourceMap: sourceMap as ClientSourceMap, resultPath, studioUrl: '/studio' });
  return info && { id: info.id, type: info.type, path: studioPath.toString(jsonPathToStudioPath(info.path as never)) };
}

const at = (...segments: (string | number | { _key: string })[]): ContentSourceMapParsedPath =>
  segments.map((segment) => (typeof segment === 'object' ? { ...segment, _index: -1 } : segment));

/**
 * Every string of a result with its source as the stega encoder resolves it (longest mapped prefix,
 * the rest of the result path appended), and the value found there in the stored documents.
 */
function sources(result: unknown, sourceMap: ContentSourceMap, stored: LakeDocument[]) {
  const byId = new Map(stored.map((doc) => [doc._id, doc]));
  const found: { value: string; resultPath: string; id?: string; path?: string; stored?: unknown }[] = [];
  walkMap(result, (value, resultPath) => {
    if (typeof value !== 'string') return value;
    const resolved = resolveMapping(resultPath, sourceMap as ClientSourceMap);
    const entry = { value, resultPath: JSON.stringify(resultPath) };
    if (!resolved || resolved.mapping.type !== 'value' || resolved.mapping.source.type !== 'documentValue') {
      found.push(entry);
      return value;
    }
    const { document, path: pathIndex } = resolved.mapping.source;
    const doc = sourceMap.documents[document]!;
    const sourcePath = parseJsonPath(sourceMap.paths[pathIndex]!).concat(
      resultPath.slice(parseJsonPath(resolved.matchedPath).length),
    );
    const studio = jsonPathToStudioPath(sourcePath);
    found.push({
      ...entry,
      id: doc._id,
      path: studioPath.toString(studio),
      stored: studioPath.get(byId.get(doc._id), studio),
    });
    return value;
  });
  return found;
}

const docs: LakeDocument[] = [
  {
    _id: 'page',
    _type: 'page',
    title: { _type: 'localeString', en: 'Hello', pt: 'Olá' },
    intro: { _type: 'localeString', en: 'Only English' },
    service: { _type: 'reference', _ref: 'svc' },
    items: [
      { _key: 'k1', _type: 'item', label: { en: 'First', pt: 'Primeiro' } },
      { _key: 'k2', _type: 'item', label: { en: 'Second' } },
    ],
    tags: ['alpha', 'beta'],
    body: {
      en: [
        {
          _key: 'b1',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            { _key: 's1', _type: 'span', marks: [], text: 'Plain ' },
            { _key: 's2', _type: 'span', marks: ['strong'], text: 'bold' },
          ],
        },
      ],
    },
  },
  { _id: 'svc', _type: 'service', value: 'ppf', title: { en: 'Film', pt: 'Película' }, rank: 2 },
  { _id: 'svc2', _type: 'service', value: 'wax', title: { en: 'Wax' }, rank: 1 },
];

describe('traced source maps', () => {
  it('maps a plain field, and a language fallback to the field it took', async () => {
    const { result, sourceMap } = await mapped(
      docs,
      `*[_id == "page"][0]{ "title": coalesce(title[$lang], title.en), "intro": coalesce(intro[$lang], intro.en) }`,
      { lang: 'pt' },
    );
    expect(result).toEqual({ title: 'Olá', intro: 'Only English' });
    expect(editTarget(sourceMap, at('title'))).toEqual({ id: 'page', type: 'page', path: 'title.pt' });
    expect(editTarget(sourceMap, at('intro'))).toEqual({ id: 'page', type: 'page', path: 'intro.en' });
    expect(sourceMap.documents).toEqual([{ _id: 'page', _type: 'page' }]);
  });

  it('maps a dereferenced field to the referenced document', async () => {
    const { result, sourceMap } = await mapped(
      docs,
      `*[_id == "page"][0]{ "service": service->{ value, "title": title.pt } }`,
    );
    expect(result).toEqual({ service: { value: 'ppf', title: 'Película' } });
    expect(editTarget(sourceMap, at('service', 'title'))).toEqual({ id: 'svc', type: 'service', path: 'title.pt' });
  });

  it('names array items by _key with withKeyArraySelector and by index with true', async () => {
    const query = `*[_id == "page"][0]{ "items": items[]{ _key, "label": coalesce(label[$lang], label.en) } }`;
    const keyed = await mapped(docs, query, { lang: 'pt' });
    expect(editTarget(keyed.sourceMap, at('items', 1, 'label'))).toEqual({
      id: 'page',
      type: 'page',
      path: 'items[_key=="k2"].label.en',
    });
    expect(keyed.sourceMap.paths).toContain(`$['items'][?(@._key=='k1')]['label']['pt']`);
    const indexed = await mapped(docs, query, { lang: 'pt' }, { mode: 'index' });
    expect(indexed.sourceMap.paths).toContain(`$['items'][0]['label']['pt']`);
    expect(indexed.sourceMap.paths.some((sourcePath) => sourcePath.includes('[?(@._key'))).toBe(false);
  });

  it('maps an unprojected value once, and its contents (a portable-text span) through it', async () => {
    const { result, sourceMap } = await mapped(docs, `*[_id == "page"][0]{ "body": coalesce(body[$lang], body.en) }`, {
      lang: 'pt',
    });
    expect(Object.keys(sourceMap.mappings)).toEqual([`$['body']`]);
    const span = sources(result, sourceMap, docs).find((entry) => entry.value === 'bold');
    expect(span).toMatchObject({ id: 'page', path: 'body.en[_key=="b1"].children[_key=="s2"].text', stored: 'bold' });
  });

  it('follows order(), slices, splats, select() and ^', async () => {
    const { result, sourceMap } = await mapped(
      docs,
      `{
        "services": *[_type == "service"] | order(rank asc)[0..1]{ ..., "t": select(defined(title[$lang]) => title[$lang], title.en) },
        "page": *[_id == "page"][0]{ "used": *[_type == "service" && _id == ^.service._ref][0].value, "tag": tags[1] }
      }`,
      { lang: 'pt' },
    );
    expect(result).toMatchObject({
      services: [
        { _id: 'svc2', t: 'Wax' },
        { _id: 'svc', t: 'Película' },
      ],
      page: { used: 'ppf', tag: 'beta' },
    });
    expect(editTarget(sourceMap, at('services', 0, 'value'))).toEqual({ id: 'svc2', type: 'service', path: 'value' });
    expect(editTarget(sourceMap, at('services', 1, 't'))).toEqual({ id: 'svc', type: 'service', path: 'title.pt' });
    expect(editTarget(sourceMap, at('page', 'used'))).toEqual({ id: 'svc', type: 'service', path: 'value' });
    expect(editTarget(sourceMap, at('page', 'tag'))).toEqual({ id: 'page', type: 'page', path: 'tags[1]' });
  });

  it('gives made values (operators, functions, parameters, literals) no mapping', async () => {
    const { result, sourceMap } = await mapped(
      docs,
      `*[_id == "svc"][0]{ "upper": upper(value), "joined": value + "!", "lang": $lang, "fixed": "x", "n": count(*) }`,
      { lang: 'pt' },
    );
    expect(result).toEqual({ upper: 'PPF', joined: 'ppf!', lang: 'pt', fixed: 'x', n: 3 });
    expect(sourceMap.mappings).toEqual({});
  });

  it('names a draft as the source in the drafts perspective', async () => {
    const draft = { ...docs[1]!, _id: 'drafts.svc', title: { en: 'Film (draft)' } };
    const { result, sourceMap } = await mapped(
      [...docs, draft],
      `*[_id == "svc"][0]{ _id, "title": title.en }`,
      {},
      {
        perspective: 'drafts',
      },
    );
    expect(result).toEqual({ _id: 'svc', title: 'Film (draft)' });
    // The draft's id, as Sanity's maps name drafts (createEditUrl turns it into the published id and the drafts perspective).
    expect(editTarget(sourceMap, at('title'))).toEqual({ id: 'drafts.svc', type: 'service', path: 'title.en' });
    expect(sourceMap.documents).toEqual([{ _id: 'drafts.svc', _type: 'service' }]);
    // The overlay's _id is the published id, not the draft's value: it has no source.
    expect(editTarget(sourceMap, at('_id'))).toBeUndefined();
  });

  it('answers an empty map for what it does not follow, with the result unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { result, sourceMap } = await mapped(docs, `*[_type == "service"] | score(value == "ppf") { value }`);
      expect(result).toEqual([{ value: 'ppf' }, { value: 'wax' }]);
      expect(sourceMap).toEqual({ documents: [], paths: [], mappings: {} });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('score'), expect.any(String));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('parseResultSourceMap', () => {
  it('reads true, withKeyArraySelector and false, refuses other values with a validationError', () => {
    expect(parseResultSourceMap('true', 'v2025-10-01')).toBe('index');
    expect(parseResultSourceMap('withKeyArraySelector', 'v2025-10-01')).toBe('key');
    expect(parseResultSourceMap('withKeyArraySelector', 'vX')).toBe('key');
    expect(parseResultSourceMap(null, 'v2025-10-01')).toBeUndefined();
    expect(parseResultSourceMap('false', 'v2025-10-01')).toBeUndefined();
    expect(parseResultSourceMap('true', 'v2021-03-24')).toBeUndefined();
    expect(() => parseResultSourceMap('yes', 'v2025-10-01')).toThrow(/resultSourceMap/);
  });
});

/** Every query of the site with the parameters its pages pass, in every language. */
function productQueries(): { name: string; query: string; params: Record<string, unknown> }[] {
  const slugs = (type: string) =>
    bundled.flatMap((doc) => (doc._type === type ? [(doc.slug as { current: string }).current] : []));
  const list: { name: string; query: string; params: Record<string, unknown> }[] = [];
  for (const lang of LOCALES) {
    list.push({ name: `siteSettings ${lang}`, query: queries.siteSettingsQuery, params: { lang } });
    list.push({ name: `homePage ${lang}`, query: queries.homePageQuery, params: { lang } });
    list.push({ name: `aboutPage ${lang}`, query: queries.aboutPageQuery, params: { lang } });
    list.push({ name: `servicePages ${lang}`, query: queries.servicePagesQuery, params: { lang } });
    list.push({ name: `reviews ${lang}`, query: queries.reviewsQuery, params: { lang, service: null } });
    list.push({ name: `pairs ${lang}`, query: queries.beforeAfterPairsQuery, params: { lang, service: null } });
    for (const slug of slugs('servicePage'))
      list.push({ name: `servicePage ${slug} ${lang}`, query: queries.servicePageQuery, params: { slug, lang } });
    for (const slug of slugs('legalPage'))
      list.push({ name: `legalPage ${slug} ${lang}`, query: queries.legalPageQuery, params: { slug, lang } });
    for (const service of SERVICE_VALUES) {
      list.push({ name: `faqs ${service} ${lang}`, query: queries.serviceFaqsQuery, params: { service, lang } });
      list.push({ name: `reviews ${service} ${lang}`, query: queries.reviewsQuery, params: { service, lang } });
    }
  }
  list.push({ name: 'sitemap', query: queries.sitemapQuery, params: { types: DOCUMENT_TYPES } });
  return list;
}

describe('the site’s own queries on the bundled dataset', () => {
  it('maps every string that has a source to exactly that stored value, and leaves the rest unmapped', async () => {
    // A draft of the home page and of a service, so the drafts perspective reads both kinds.
    const withDrafts = [
      ...bundled,
      ...bundled
        .filter((doc) => doc._id === 'homePage' || doc._id === 'service-ppf')
        .map((doc) => ({ ...doc, _id: `drafts.${doc._id}`, _rev: 'draft' })),
    ];
    const warn = vi.spyOn(console, 'warn');
    let mappedCount = 0;
    let stringCount = 0;
    const unmappedPaths = new Set<string>();
    for (const perspective of ['published', 'drafts'] as const) {
      for (const { name, query, params } of productQueries()) {
        for (const mode of ['key', 'index'] as const) {
          const { result, sourceMap } = await mapped(withDrafts, query, params, { mode, perspective });
          for (const entry of sources(result, sourceMap, withDrafts)) {
            stringCount++;
            if (entry.id === undefined) {
              unmappedPaths.add(`${name.split(' ')[0]} ${entry.resultPath.replace(/\d+/g, 'n')}`);
              continue;
            }
            mappedCount++;
            expect(entry.stored, `${name} ${perspective} ${mode} ${entry.resultPath} → ${entry.id} ${entry.path}`).toBe(
              entry.value,
            );
            if (perspective === 'published') expect(entry.id.startsWith('drafts.'), name).toBe(false);
          }
        }
      }
    }
    // Every query was traced (no empty map for want of support), and the only strings left unmapped
    // are made ones: a review's language when it is the page's ($lang), and a drafts overlay's _id
    // (the published id, which the draft does not store).
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect([...unmappedPaths].sort()).toEqual(['homePage ["services",n,"_id"]', 'reviews [n,"textLanguage"]']);
    expect(mappedCount / stringCount).toBeGreaterThan(0.98);
  }, 60_000);

  it('sends the home page’s texts to their fields, in the language shown or the English it fell back to', async () => {
    const { result, sourceMap } = await mapped(bundled, queries.homePageQuery, { lang: 'pt' });
    const found = sources(result, sourceMap, bundled);
    const heroTitle = found.find((entry) => entry.resultPath === JSON.stringify(['page', 'hero', 'title']));
    expect(heroTitle).toMatchObject({ id: 'homePage', path: 'hero.title.pt' });
    const service = found.find(
      (entry) =>
        entry.resultPath.startsWith(JSON.stringify(['services']).slice(0, -1)) && entry.resultPath.endsWith(`"title"]`),
    );
    expect(service?.id).toMatch(/^service-/);
    expect(service?.path).toBe('title.pt');
  });
});
