import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import type { ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';
import { startSeededLake } from '../support/content-lake.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';

/**
 * The Actions API as the Studio uses it for every edit, publish, unpublish, discard and delete
 * (sanity 6 sends nothing else for documents), against a real lake through @sanity/client:
 * answers, document states, revision checks, and the listener events the Studio's document
 * store needs (its own transaction id back, the patch with the document id, previousRev chains).
 */
let lake: ContentLake;
let dir: string;
let client: SanityClient;
let anonymous: SanityClient;

type Doc = { _id: string; _rev: string; title?: { en?: string; uk?: string } } & Record<string, unknown>;

const signIn = () => signInToLake(lake.url, LOCAL_ACCOUNT_DEFAULTS.owner, 'http://localhost:3000/studio');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lake-actions-'));
  lake = await startSeededLake(dir);
  const config = {
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: lake.url,
  };
  client = createClient({ ...config, useProjectHostname: false, token: await signIn(), perspective: 'raw' });
  anonymous = createClient({ ...config, useProjectHostname: false, perspective: 'raw' });
});

afterAll(async () => {
  await lake.close();
  await rm(dir, { recursive: true, force: true });
});

const edit = (id: string, patch: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: `drafts.${id}`,
  publishedId: id,
  patch,
});

describe('the Actions API', () => {
  it('edits a published document into a draft, keeps the client’s transaction id, and the published one unchanged', async () => {
    const before = (await client.getDocument<Doc>('service-ppf'))!;
    const transactionId = randomUUID();
    const answer = await client.action(edit('service-ppf', { set: { 'title.en': 'PPF draft' } }), { transactionId });
    expect(answer).toEqual({ transactionId });
    const draft = (await client.getDocument<Doc>('drafts.service-ppf'))!;
    expect(draft.title?.en).toBe('PPF draft');
    expect(draft._rev).toBe(transactionId);
    expect(draft.title?.uk).toBe(before.title?.uk);
    expect((await client.getDocument<Doc>('service-ppf'))!._rev).toBe(before._rev);
    // Drafts stay private.
    expect(await anonymous.getDocument('drafts.service-ppf')).toBeUndefined();
  });

  it('publishes: the draft becomes the published document and is gone; a stale published revision is refused with 409', async () => {
    const published = (await client.getDocument<Doc>('service-ppf'))!;
    await expect(
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.service-ppf',
        publishedId: 'service-ppf',
        ifPublishedRevisionId: 'not-the-revision',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await client.getDocument('drafts.service-ppf')).toBeDefined();

    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.service-ppf',
      publishedId: 'service-ppf',
      ifPublishedRevisionId: published._rev,
    });
    expect(await client.getDocument('drafts.service-ppf')).toBeUndefined();
    const after = (await anonymous.getDocument<Doc>('service-ppf'))!;
    expect(after.title?.en).toBe('PPF draft');
    expect(after._id).toBe('service-ppf');
    expect(after._rev).not.toBe(published._rev);
  });

  it('unpublishes into a draft, discards a draft, deletes a document with its drafts, and replaces a draft', async () => {
    await client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.service-ppf',
      publishedId: 'service-ppf',
    });
    expect(await client.getDocument('service-ppf')).toBeUndefined();
    expect((await client.getDocument<Doc>('drafts.service-ppf'))?.title?.en).toBe('PPF draft');

    await client.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'service-ppf',
      attributes: { _id: 'drafts.service-ppf', _type: 'service', title: { _type: 'localeString', en: 'Replaced' } },
    });
    expect((await client.getDocument<Doc>('drafts.service-ppf'))?.title?.en).toBe('Replaced');

    await client.action({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.service-ppf' });
    expect(await client.getDocument('drafts.service-ppf')).toBeUndefined();
    await expect(
      client.action({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.service-ppf' }),
    ).rejects.toMatchObject({ statusCode: 409 });

    await client.action(edit('legalPage-terms-of-service', { set: { 'title.en': 'Terms (draft)' } }));
    await client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'legalPage-terms-of-service',
      includeDrafts: ['drafts.legalPage-terms-of-service'],
    });
    expect(await client.getDocuments(['legalPage-terms-of-service', 'drafts.legalPage-terms-of-service'])).toEqual([
      null,
      null,
    ]);
  });

  it('creates a new draft (409 when it exists), runs a dry run without changing anything, and refuses release actions', async () => {
    const attributes = { _id: 'drafts.service-new', _type: 'service', title: { _type: 'localeString', en: 'New' } };
    await client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'service-new',
      attributes,
      ifExists: 'fail',
    });
    await expect(
      client.action({
        actionType: 'sanity.action.document.create',
        publishedId: 'service-new',
        attributes,
        ifExists: 'fail',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });

    const rev = (await client.getDocument<Doc>('drafts.service-new'))!._rev;
    await client.action(edit('service-new', { set: { 'title.en': 'Dry' } }), { dryRun: true });
    expect((await client.getDocument<Doc>('drafts.service-new'))!._rev).toBe(rev);

    await expect(
      client.action({ actionType: 'sanity.action.release.create', releaseId: 'r1', metadata: {} } as never),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/no releases/) });
    await expect(anonymous.action(edit('service-new', { set: { 'title.en': 'x' } }))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('tells a listener what the Studio’s document store needs: its transaction id, the patch with the id, a revision chain, effects', async () => {
    const events: Record<string, unknown>[] = [];
    const subscription = client
      .listen(
        '*[_id in $ids]',
        { ids: ['service-full-detail', 'drafts.service-full-detail'] },
        {
          effectFormat: 'mendoza',
          includeResult: false,
          events: ['welcome', 'mutation'],
        },
      )
      .subscribe((event) => events.push(event as Record<string, unknown>));
    await expect.poll(() => events.some((event) => event.type === 'welcome')).toBe(true);

    const published = (await client.getDocument<Doc>('service-full-detail'))!;
    const first = randomUUID();
    await client.action(edit('service-full-detail', { set: { 'title.en': 'One' } }), { transactionId: first });
    const second = randomUUID();
    await client.action(edit('service-full-detail', { set: { 'title.en': 'Two' } }), { transactionId: second });
    await expect.poll(() => events.filter((event) => event.type === 'mutation').length).toBe(2);
    subscription.unsubscribe();

    const [created, patched] = events.filter((event) => event.type === 'mutation');
    expect(created).toMatchObject({
      documentId: 'drafts.service-full-detail',
      transactionId: first,
      resultRev: first,
      transition: 'appear',
    });
    expect(created).not.toHaveProperty('previousRev');
    expect(created!.mutations).toEqual([
      { createIfNotExists: expect.objectContaining({ _id: 'drafts.service-full-detail' }) },
      { patch: { id: 'drafts.service-full-detail', set: { 'title.en': 'One' } } },
    ]);
    expect(patched).toMatchObject({
      transactionId: second,
      previousRev: first,
      resultRev: second,
      transition: 'update',
    });
    expect(patched!.mutations).toEqual([{ patch: { id: 'drafts.service-full-detail', set: { 'title.en': 'Two' } } }]);
    const effects = patched!.effects as { apply: unknown[]; revert: unknown[] };
    const draftBefore = applyPatch(null, (created!.effects as { apply: unknown[] }).apply);
    expect(applyPatch(draftBefore, effects.apply)).toMatchObject({ title: { en: 'Two' } });
    expect(applyPatch(applyPatch(draftBefore, effects.apply), effects.revert)).toMatchObject({ title: { en: 'One' } });
    expect(published.title?.en).not.toBe('Two');
  });
});
