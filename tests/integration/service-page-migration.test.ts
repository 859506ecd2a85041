import { describe, expect, it } from 'vitest';
import { servicePageQuery } from '../../lib/content/queries.ts';
import { contentOf as content, migrationLake, type LakeDocument as Doc } from './content-migration.ts';

/**
 * `npm run content:migrate-service-pages` on a dataset from before service pages (the interior detailing
 * page as the `interiorDetailPage` singleton, its service pointing at it), run as the person
 * deploying runs it, against a real lake: the page is at /services/interior-detail again with all
 * its content, the old fields and document are gone, and a second run changes nothing.
 */
const PAGE_ID = 'servicePage-interior-detail';
const SERVICE_ID = 'service-interior-detailing';
const lake = migrationLake('content:migrate-service-pages');

describe('the service pages migration', () => {
  it('moves the interior detailing singleton and its draft to the service page, and then has nothing to do', async () => {
    const { client, migrate } = lake;
    // The dataset as it was before: the bundled page as the singleton (and a draft of it), pointed at by its service.
    const page = (await client.getDocument<Doc>(PAGE_ID))!;
    const { service, slug, menuTitle, ...legacy } = content(page);
    await client
      .transaction()
      .delete(PAGE_ID)
      .create({ ...legacy, _id: 'interiorDetailPage', _type: 'interiorDetailPage' })
      .create({ ...legacy, _id: 'drafts.interiorDetailPage', _type: 'interiorDetailPage', seo: { _type: 'seo' } })
      .patch(SERVICE_ID, { set: { detailPage: { _type: 'reference', _ref: 'interiorDetailPage' } } })
      .commit();

    expect(await migrate('--dry-run')).toContain('delete interiorDetailPage');
    expect(await client.getDocument('interiorDetailPage')).toBeTruthy();
    expect(await client.getDocument(PAGE_ID)).toBeUndefined();

    const output = await migrate();
    expect(output).toContain('Done');
    const migrated = (await client.getDocument<Doc>(PAGE_ID))!;
    expect(content(migrated)).toEqual(content(page));
    expect(await client.getDocument(`drafts.${PAGE_ID}`)).toMatchObject({
      _type: 'servicePage',
      seo: { _type: 'seo' },
    });
    expect(await client.getDocument('interiorDetailPage')).toBeUndefined();
    expect(await client.getDocument('drafts.interiorDetailPage')).toBeUndefined();
    expect(await client.getDocument(SERVICE_ID)).not.toHaveProperty('detailPage');
    // The site's own query finds it at its address again.
    const shown = await client
      .withConfig({ perspective: 'published' })
      .fetch<{ _id: string; menuTitle: string } | null>(servicePageQuery, { slug: 'interior-detail', lang: 'pt' });
    expect(shown).toMatchObject({ _id: PAGE_ID, menuTitle: 'Limpeza de Interiores' });

    expect(await migrate()).toContain('Nothing to migrate');
  }, 120_000);
});
