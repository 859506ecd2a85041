/**
 * Contract tests of the local Content Lake's preview path, as next-sanity uses it: Content Source
 * Maps (`resultSourceMap`, https://www.sanity.io/docs/visual-editing/content-source-maps) read by
 * the real @sanity/client's own helpers and stega encoder, on the site's own queries; and the Live
 * Content API's events and sync tags (https://www.sanity.io/docs/live-api-reference) through
 * `client.live.events()`. A real lake on a free port over a fresh directory, the real client.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import {
  jsonPathToStudioPath,
  parseJsonPath,
  resolveEditInfo,
  resolveMapping,
  studioPath,
  walkMap,
  type ContentSourceMap,
  type ContentSourceMapParsedPath,
} from '@sanity/client/csm';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SANITY_READ_TOKEN } from '../../lib/env/public.ts';
import { homePageQuery, legalPageQuery, servicePageQuery, siteSettingsQuery } from '../../lib/content/queries.ts';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { lakeOptionsFromEnv } from '../../stand-ins/sanity-content-lake/config.ts';
import { startContentLake, type ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';
import type { LakeDocument } from '../../stand-ins/sanity-content-lake/store.ts';
import { API, clientFor, DATASET, signIn } from './content-lake-clients.ts';

const { owner: OWNER } = LOCAL_ACCOUNT_DEFAULTS;

type Json = Record<string, unknown>;
type Doc = LakeDocument & Json;

let dir: string;
let lake: ContentLake;
let owner: SanityClient;
let anonymous: SanityClient;
let viewer: SanityClient;

async function waitFor(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stored = (id: string) => lake.store.documents.get(id) as Doc;

/** A result path as walkMap and the stega encoder write it: keyed segments for items with a `_key`. */
const at = (...segments: (string | number | { _key: string; _index: number })[]): ContentSourceMapParsedPath =>
  segments;

/** Where the client's Visual Editing helpers send an editor for the value at `resultPath`. */
function editTarget(resultSourceMap: ContentSourceMap | undefined, resultPath: ContentSourceMapParsedPath) {
  if (!resultSourceMap) return undefined;
  const info = resolveEditInfo({ resultSourceMap, resultPath, studioUrl: '/studio' });
  return info && { id: info.id, type: info.type, path: studioPath.toString(jsonPathToStudioPath(info.path as never)) };
}

/** The edit link stega hid in a string, read back with @vercel/stega (the decoder Visual Editing uses). */
function decodedEditLink(value: string) {
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(value);
  if (!decoded) return undefined;
  const search = new URL(decoded.href, 'http://site').searchParams;
  return {
    origin: decoded.origin,
    id: search.get('id'),
    type: search.get('type'),
    path: search.get('path'),
    perspective: search.get('perspective'),
    baseUrl: search.get('baseUrl'),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-preview-test-'));
  lake = await startContentLake({
    ...lakeOptionsFromEnv({ CONTENT_LAKE_DIR: dir, CONTENT_LAKE_PORT: '0', CONTENT_LAKE_WEBHOOK_URL: '' }),
  });
  owner = clientFor(lake, await signIn(lake, OWNER.email, OWNER.password));
  anonymous = clientFor(lake);
  viewer = clientFor(lake, LOCAL_SANITY_READ_TOKEN);
});

afterAll(async () => {
  await lake?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Content Source Maps (resultSourceMap)', () => {
  it('answers none unless asked, and refuses a value it does not know in Sanity’s error shape', async () => {
    const plain: object = await anonymous.fetch(siteSettingsQuery, { lang: 'en' }, { filterResponse: false });
    expect(plain).not.toHaveProperty('resultSourceMap');

    const url = new URL(`${lake.url}/${API}/data/query/${DATASET}`);
    url.searchParams.set('query', '*[_id == "siteSettings"][0].businessName');
    url.searchParams.set('resultSourceMap', 'sometimes');
    const refused = await fetch(url);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: { description: expect.stringContaining('resultSourceMap'), type: 'validationError' },
    });
  });

  it('maps a plain field to its document and path (resultSourceMap: true)', async () => {
    const { result, resultSourceMap } = await anonymous.fetch(
      siteSettingsQuery,
      { lang: 'pt' },
      { resultSourceMap: true, filterResponse: false },
    );
    expect(resultSourceMap).toMatchObject({
      documents: expect.any(Array),
      paths: expect.any(Array),
      mappings: expect.any(Object),
    });
    expect((result as Json).businessName).toBe(stored('siteSettings').businessName);
    expect(editTarget(resultSourceMap, at('businessName'))).toEqual({
      id: 'siteSettings',
      type: 'siteSettings',
      path: 'businessName',
    });
    // Every mapping has Sanity's documented shape.
    for (const mapping of Object.values(resultSourceMap!.mappings)) {
      expect(mapping).toEqual({
        type: 'value',
        source: { type: 'documentValue', document: expect.any(Number), path: expect.any(Number) },
      });
    }
  });

  it('maps a language fallback to the English field it took when Portuguese is missing', async () => {
    const published = stored('service-ppf');
    const summary = published.summary as Json;
    await owner.patch('service-ppf').unset(['summary.pt']).commit();
    try {
      const { result, resultSourceMap } = await anonymous.fetch(
        homePageQuery,
        { lang: 'pt' },
        { resultSourceMap: true, filterResponse: false },
      );
      const services = (result as { services: Json[] }).services;
      const index = services.findIndex((service) => service._id === 'service-ppf');
      expect(services[index]!.summary).toBe(summary.en);
      expect(editTarget(resultSourceMap, at('services', index, 'summary'))).toEqual({
        id: 'service-ppf',
        type: 'service',
        path: 'summary.en',
      });
      // A translated sibling maps to its Portuguese field.
      expect(editTarget(resultSourceMap, at('services', index, 'title'))).toMatchObject({ path: 'title.pt' });
    } finally {
      await owner.patch('service-ppf').set({ summary }).commit();
    }
  });

  it('maps a dereferenced reference’s field to the referenced document', async () => {
    const page = stored('servicePage-interior-detail');
    const { result, resultSourceMap } = await anonymous.fetch(
      servicePageQuery,
      { slug: (page.slug as { current: string }).current, lang: 'en' },
      { resultSourceMap: true, filterResponse: false },
    );
    const serviceId = (page.service as { _ref: string })._ref;
    expect((result as { service: Json }).service.title).toBe((stored(serviceId).title as Json).en);
    expect(editTarget(resultSourceMap, at('service', 'title'))).toEqual({
      id: serviceId,
      type: 'service',
      path: 'title.en',
    });
    // The page's own fields stay the page's.
    expect(editTarget(resultSourceMap, at('hero', 'title'))).toEqual({
      id: 'servicePage-interior-detail',
      type: 'servicePage',
      path: 'hero.title.en',
    });
  });

  it('names an array item by its _key in source paths with withKeyArraySelector, by index with true', async () => {
    const page = stored('servicePage-interior-detail');
    const item = ((page.included as Json).items as Json[])[1]!;
    const params = { slug: (page.slug as { current: string }).current, lang: 'pt' };
    const resultPath = at('included', 'items', { _key: item._key as string, _index: 1 }, 'title');

    const keyed = await anonymous.fetch(servicePageQuery, params, {
      resultSourceMap: 'withKeyArraySelector',
      filterResponse: false,
    });
    expect(keyed.resultSourceMap!.paths).toContain(`$['included']['items'][?(@._key=='${item._key}')]['title']['pt']`);
    expect(editTarget(keyed.resultSourceMap, resultPath)).toEqual({
      id: 'servicePage-interior-detail',
      type: 'servicePage',
      path: `included.items[_key=="${item._key}"].title.pt`,
    });

    const indexed = await anonymous.fetch(servicePageQuery, params, { resultSourceMap: true, filterResponse: false });
    expect(indexed.resultSourceMap!.paths).toContain(`$['included']['items'][1]['title']['pt']`);
  });

  it('maps a portable-text span through its unprojected body, by the block’s and span’s keys', async () => {
    const doc = stored('legalPage-privacy-policy');
    const { result, resultSourceMap } = await anonymous.fetch(
      legalPageQuery,
      { slug: 'privacy-policy', lang: 'pt' },
      { resultSourceMap: 'withKeyArraySelector', filterResponse: false },
    );
    const block = ((result as { body: Json[] }).body[0] as {
      _key: string;
      children: { _key: string; text: string }[];
    })!;
    const span = block.children[0]!;
    expect(span.text).toBe(((doc.body as Json).pt as (typeof block)[])[0]!.children[0]!.text);
    // The client resolves the span through the body's mapping (the longest mapped prefix): its
    // resolveEditInfo appends the rest of the result path by index, its stega encoder by _key.
    const spanPath = at('body', { _key: block._key, _index: 0 }, 'children', { _key: span._key, _index: 0 }, 'text');
    expect(resolveMapping(spanPath, resultSourceMap)?.matchedPath).toBe(`$['body']`);
    expect(editTarget(resultSourceMap, spanPath)).toEqual({
      id: 'legalPage-privacy-policy',
      type: 'legalPage',
      path: 'body.pt[0].children[0].text',
    });
    const encoded = await clientFor(lake, undefined, { enabled: true, studioUrl: '/studio' }).fetch(legalPageQuery, {
      slug: 'privacy-policy',
      lang: 'pt',
    });
    const encodedSpan = (encoded as { body: (typeof block)[] }).body[0]!.children[0]!.text;
    expect(stegaClean(encodedSpan)).toBe(span.text);
    expect(decodedEditLink(encodedSpan)).toMatchObject({
      id: 'legalPage-privacy-policy',
      type: 'legalPage',
      path: `body.pt[_key=="${block._key}"].children[_key=="${span._key}"].text`,
    });
  });

  it('answers a map for long queries sent by POST too', async () => {
    const padding = 'x'.repeat(12_000);
    const { result, resultSourceMap } = await anonymous.fetch(
      `*[_id == "siteSettings" && $padding != ""][0]{ businessName }`,
      { padding },
      { resultSourceMap: true, filterResponse: false },
    );
    expect(result).toEqual({ businessName: stored('siteSettings').businessName });
    expect(editTarget(resultSourceMap, at('businessName'))).toMatchObject({ id: 'siteSettings', path: 'businessName' });
  });

  it('names the draft a value was read from in the drafts perspective', async () => {
    const home = stored('homePage');
    const hero = home.hero as Json;
    await owner.createOrReplace({
      ...home,
      _id: 'drafts.homePage',
      hero: { ...hero, title: { ...(hero.title as Json), en: 'Draft hero title' } },
    } as Doc);
    try {
      const { result, resultSourceMap } = await viewer.fetch(
        homePageQuery,
        { lang: 'en' },
        { perspective: 'drafts', resultSourceMap: 'withKeyArraySelector', filterResponse: false },
      );
      expect((result as { page: { hero: Json } }).page.hero.title).toBe('Draft hero title');
      expect(editTarget(resultSourceMap, at('page', 'hero', 'title'))).toEqual({
        id: 'drafts.homePage',
        type: 'homePage',
        path: 'hero.title.en',
      });
      // Anonymous readers never see the draft, nor its id in a map.
      const publicMap = await anonymous.fetch(
        homePageQuery,
        { lang: 'en' },
        { perspective: 'drafts', resultSourceMap: true, filterResponse: false },
      );
      expect(publicMap.resultSourceMap!.documents.map((doc) => doc._id)).not.toContain('drafts.homePage');
    } finally {
      await owner.delete('drafts.homePage');
    }
  });
});

describe('stega (the client’s encoding from the map)', () => {
  it('hides an edit link in each text that stegaClean strips, pointing at the field it came from', async () => {
    const stega = clientFor(lake, undefined, { enabled: true, studioUrl: '/studio' });
    const plain = await anonymous.fetch(homePageQuery, { lang: 'pt' });
    const encoded = await stega.fetch(homePageQuery, { lang: 'pt' });

    expect(stegaClean(encoded)).toEqual(plain);
    const heroTitle = (encoded as { page: { hero: { title: string } } }).page.hero.title;
    expect(heroTitle).not.toBe((plain as { page: { hero: { title: string } } }).page.hero.title);
    expect(vercelStegaSplit(heroTitle).cleaned).toBe((plain as { page: { hero: { title: string } } }).page.hero.title);
    expect(decodedEditLink(heroTitle)).toEqual({
      origin: 'sanity.io',
      id: 'homePage',
      type: 'homePage',
      path: 'hero.title.pt',
      perspective: 'published',
      baseUrl: '/studio',
    });

    // A service's title, read through a filter over the dataset, goes to that service.
    const services = (encoded as { services: { _id: string; title: string }[] }).services;
    const service = services.find((entry) => stegaClean(entry._id) === 'service-ppf')!;
    expect(decodedEditLink(service.title)).toMatchObject({ id: 'service-ppf', type: 'service', path: 'title.pt' });

    // The client's default filter leaves ids, slugs and URLs alone.
    expect(decodedEditLink(service._id)).toBeUndefined();
    const video = (encoded as { video: { file: { url: string } } }).video;
    expect(decodedEditLink(video.file.url)).toBeUndefined();
  });

  it('encodes every string the map sends somewhere as exactly that stored value', async () => {
    const stega = clientFor(lake, undefined, { enabled: true, studioUrl: '/studio' });
    const { result, resultSourceMap } = await anonymous.fetch(
      homePageQuery,
      { lang: 'uk' },
      { resultSourceMap: 'withKeyArraySelector', filterResponse: false },
    );
    const encoded = await stega.fetch(homePageQuery, { lang: 'uk' });
    let checked = 0;
    walkMap(encoded, (value, resultPath) => {
      if (typeof value !== 'string') return value;
      const link = decodedEditLink(value);
      if (!link) return value;
      const cleaned = stegaClean(value);
      const found = resolveMapping(resultPath, resultSourceMap);
      expect(found, JSON.stringify(resultPath)).toBeDefined();
      const doc = lake.store.documents.get(link.id!);
      expect(studioPath.get(doc, link.path!), `${link.id} ${link.path}`).toBe(cleaned);
      expect(parseJsonPath(found!.matchedPath).length).toBeLessThanOrEqual(resultPath.length);
      checked++;
      return value;
    });
    expect(checked).toBeGreaterThan(20);
    expect(stegaClean(encoded)).toEqual(result);
  });
});

/** A raw server-sent event stream (as an EventSource reads it), for what the client does on reconnects. */
async function rawEvents(headers: Record<string, string>, query = '') {
  const controller = new AbortController();
  const response = await fetch(`${lake.url}/${API}/data/live/events/${DATASET}${query}`, {
    headers,
    signal: controller.signal,
  });
  const events: { event: string; id?: string; data: Json }[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  const reading = (async () => {
    for await (const chunk of response.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(block)?.[1];
        const event = field('event');
        if (event)
          events.push({ event, id: field('id') ?? undefined, data: JSON.parse(field('data') ?? '{}') as Json });
      }
    }
  })().catch(() => undefined);
  return {
    status: response.status,
    events,
    stop: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('live events (next-sanity’s defineLive and <SanityLive>)', () => {
  type LiveEvent = { type: string; id?: string; tags?: string[] };
  function subscribe(client: SanityClient, includeDrafts = false) {
    const events: LiveEvent[] = [];
    const subscription = client.live.events({ includeDrafts, tag: 'next-loader.live' }).subscribe({
      next: (event) => events.push(event as LiveEvent),
      error: (error: unknown) => events.push({ type: 'error', id: String(error) }),
    });
    return { events, stop: () => subscription.unsubscribe() };
  }

  it('answers queries as sanityFetch asks (sync tags, returnQuery=false, lastLiveEventId) and announces their tags', async () => {
    const live = subscribe(anonymous);
    await waitFor(() => live.events.some((event) => event.type === 'welcome'), 'welcome');

    // sanityFetch's first request: the sync tags only, without the query echoed back.
    const first = await anonymous.fetch(
      siteSettingsQuery,
      { lang: 'en' },
      { filterResponse: false, returnQuery: false, tag: 'next-loader.fetch.fetch-sync-tags', cacheMode: 'noStale' },
    );
    expect(first).not.toHaveProperty('query');
    expect(first.syncTags?.length).toBeGreaterThan(0);

    const businessName = stored('siteSettings').businessName as string;
    await owner
      .patch('siteSettings')
      .set({ businessName: `${businessName} (live)` })
      .commit();
    await waitFor(() => live.events.some((event) => event.type === 'message'), 'a message');
    const message = live.events.find((event) => event.type === 'message')!;
    expect(message.tags?.some((tag) => (first.syncTags as string[]).includes(tag))).toBe(true);

    // The refetch after the event names it (lastLiveEventId) and gets the new content.
    const refetched = await anonymous.fetch(siteSettingsQuery, { lang: 'en' }, { lastLiveEventId: message.id });
    expect(refetched?.businessName).toBe(`${businessName} (live)`);
    live.stop();
    await owner.patch('siteSettings').set({ businessName }).commit();
  });

  it('announces drafts to a subscriber with includeDrafts and a token, never to the public stream', async () => {
    const withDrafts = subscribe(viewer, true);
    const publicOnly = subscribe(anonymous);
    await waitFor(
      () => [withDrafts, publicOnly].every(({ events }) => events.some((event) => event.type === 'welcome')),
      'welcome',
    );
    await owner.createOrReplace({ ...stored('aboutPage'), _id: 'drafts.aboutPage' } as Doc);
    await waitFor(() => withDrafts.events.some((event) => event.type === 'message'), 'the draft’s message');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(publicOnly.events.filter((event) => event.type === 'message')).toEqual([]);
    withDrafts.stop();
    publicOnly.stop();
    await owner.delete('drafts.aboutPage');
  });

  it('resumes after Last-Event-ID with the messages missed, and restarts from an unknown position', async () => {
    const first = await rawEvents({ accept: 'text/event-stream' });
    await waitFor(() => first.events.some((event) => event.event === 'welcome'), 'welcome');
    await owner.patch('service-ppf').set({ durationMinutes: 101 }).commit();
    await waitFor(() => first.events.some((event) => event.event === 'message'), 'a message');
    const seen = first.events.find((event) => event.event === 'message')!;
    expect(seen.id).toEqual(expect.any(String));
    await first.stop();

    // Two changes while disconnected, one of them a draft the public stream never hears of.
    const missed = await owner.patch('service-ppf').set({ durationMinutes: 102 }).commit({ returnDocuments: false });
    await owner.createOrReplace({ ...stored('service-ppf'), _id: 'drafts.service-ppf' } as Doc);
    const resumed = await rawEvents({ accept: 'text/event-stream', 'last-event-id': seen.id! });
    await waitFor(() => resumed.events.some((event) => event.event === 'message'), 'the missed message');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.events.map((event) => [event.event, event.id])).toEqual([
      ['welcome', undefined],
      ['message', missed.transactionId],
    ]);
    expect(resumed.events[1]!.data.tags).toEqual(seen.data.tags);
    await resumed.stop();

    const unknown = await rawEvents({ accept: 'text/event-stream', 'last-event-id': 'not-a-position' });
    await waitFor(() => unknown.events.some((event) => event.event === 'restart'), 'restart');
    expect(unknown.events.map((event) => event.event)).toEqual(['welcome', 'restart']);
    await unknown.stop();
    await owner.delete('drafts.service-ppf');
  });

  it('answers 406 to a request that does not accept an event stream', async () => {
    const response = await fetch(`${lake.url}/${API}/data/live/events/${DATASET}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(406);
  });
});
