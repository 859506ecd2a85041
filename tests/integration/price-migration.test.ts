import { describe, expect, it } from 'vitest';
import { serviceExtras, vehicleSizes } from '../../content/seed/price-list.ts';
import { validateDocuments } from '../../scripts/content/validate-documents.ts';
import { contentOf as content, migrationLake, type LakeDocument } from './content-migration.ts';

/**
 * `npm run content:migrate-prices` on a dataset from before prices by vehicle size (one `priceFrom`
 * per service, no size classes, no VAT regime), run as the person deploying runs it, against a real
 * lake: the bundled size classes are there, every service and draft is priced from its old figure,
 * the documents pass the Studio's rules, and a second run changes nothing.
 */
const lake = migrationLake('content:migrate-prices');

type Row = { _key: string; size: { _ref: string; _weak?: boolean }; price?: number; onRequest: boolean };
type Doc = LakeDocument & { prices?: Row[]; priceFrom?: number };

describe('the prices migration', () => {
  it('prices every service and draft from its old figure by the bundled size classes, and then has nothing to do', async () => {
    const { client, migrate } = lake;
    // The dataset as it was before: each service's lowest price as its priceFrom (and a draft with
    // another), no size classes or extras, no VAT regime.
    const services = await client.fetch<Doc[]>('*[_type == "service" && !(_id in path("drafts.**"))] | order(_id)');
    const before = new Map(
      services.map((service) => [service._id, service.prices!.find((row) => !row.onRequest)!.price!]),
    );
    const transaction = client.transaction();
    for (const { _id } of [...vehicleSizes, ...serviceExtras]) transaction.delete(_id);
    for (const [id, priceFrom] of before) transaction.patch(id, { unset: ['prices'], set: { priceFrom } });
    const ppf = services.find((service) => service._id === 'service-ppf')!;
    const { prices, ...legacyPpf } = ppf;
    transaction.create({ ...legacyPpf, _id: 'drafts.service-ppf', priceFrom: 1100 });
    transaction.patch('siteSettings', { unset: ['vatRegime'] });
    await transaction.commit();

    const dryRun = await migrate('--dry-run');
    expect(dryRun).toContain('create vehicleSize-city ("City car")');
    expect(dryRun).toContain('set vatRegime "normal" on siteSettings');
    expect(await client.getDocument('vehicleSize-city')).toBeUndefined();
    expect(await client.getDocument<Doc>('service-ppf')).toMatchObject({ priceFrom: before.get('service-ppf') });

    expect(await migrate()).toContain('Done');
    for (const size of vehicleSizes) {
      expect(content((await client.getDocument<Doc>(size._id))!), size._id).toEqual(content(size as Doc));
    }
    const migrated = await client.fetch<Doc[]>('*[_type == "service"] | order(_id)');
    expect(migrated).toHaveLength(services.length + 1);
    for (const service of migrated) {
      const priceFrom = service._id === 'drafts.service-ppf' ? 1100 : before.get(service._id);
      expect(service, service._id).not.toHaveProperty('priceFrom');
      expect(
        service.prices!.map((row) => [row.size._ref, row.size._weak, row.onRequest ? 'on request' : row.price]),
        service._id,
      ).toEqual(vehicleSizes.map((size, index) => [size._id, true, index === 0 ? priceFrom : 'on request']));
    }
    expect(await client.getDocument('siteSettings')).toMatchObject({ vatRegime: 'normal' });

    // What the migration wrote is what the Studio accepts: no finding on any migrated document.
    const dataset = await client.fetch<Doc[]>('*[!(_id in path("_.**"))]');
    const written = dataset.filter((doc) => ['service', 'vehicleSize', 'siteSettings'].includes(doc._type));
    expect(await validateDocuments(written, dataset, 'studio')).toEqual([]);

    expect(await migrate()).toContain('Nothing to migrate');
  }, 120_000);
});
