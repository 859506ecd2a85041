import { describe, expect, it } from 'vitest';

import { vehicleSizes } from '../../content/seed/price-list.ts';
import { describePriceMigration, planPriceMigration, type PriceState } from './price-migration.ts';

const BUNDLED = vehicleSizes.map((size) => size._id);
const service = (_id: string, priceFrom: unknown, rows = 0) => ({ _id, _rev: `r-${_id}`, priceFrom, rows });
/** A dataset from before: no size classes, one price per service, settings without a regime. */
const before: PriceState = {
  sizes: [],
  services: [service('service-full-detail', 250), service('drafts.service-full-detail', 260)],
  settings: [{ _id: 'siteSettings', _rev: 's1' }],
};

describe('planPriceMigration', () => {
  it('creates the bundled size classes and gives each service its price as the first class’s, the others on request', () => {
    const plan = planPriceMigration(before);
    expect(plan.creates).toEqual(vehicleSizes);
    expect(plan.patches).toEqual([
      {
        id: 'service-full-detail',
        ifRevisionID: 'r-service-full-detail',
        set: {
          prices: [
            {
              _type: 'sizePrice',
              _key: 'city',
              size: { _type: 'reference', _ref: BUNDLED[0], _weak: true },
              price: 250,
              onRequest: false,
            },
            ...['saloon', 'suv', 'van'].map((key) => ({
              _type: 'sizePrice',
              _key: key,
              size: { _type: 'reference', _ref: `vehicleSize-${key}`, _weak: true },
              onRequest: true,
            })),
          ],
        },
        unset: ['priceFrom'],
      },
      // The draft keeps its own unpublished price.
      expect.objectContaining({
        id: 'drafts.service-full-detail',
        set: { prices: [expect.objectContaining({ price: 260 }), ...Array(3).fill(expect.anything())] },
        unset: ['priceFrom'],
      }),
      { id: 'siteSettings', ifRevisionID: 's1', set: { vatRegime: 'normal' } },
    ]);
    expect(plan.notes).toEqual([]);
    expect(describePriceMigration(plan)).toEqual(
      expect.arrayContaining([
        'create vehicleSize-city ("City car")',
        'set prices (city €250, saloon on request, suv on request, van on request) and unset priceFrom on service-full-detail',
        'set vatRegime "normal" on siteSettings',
      ]),
    );
  });

  it('prices by the owner’s published classes where the dataset has some, smallest first, drafts left out', () => {
    const sizes = [{ _id: 'size-small' }, { _id: 'drafts.size-tiny' }, { _id: 'size-large' }];
    const plan = planPriceMigration({ ...before, sizes });
    expect(plan.creates).toEqual([]);
    expect(plan.patches[0]!.set).toEqual({
      prices: [
        {
          _type: 'sizePrice',
          _key: 'size-small',
          size: { _type: 'reference', _ref: 'size-small', _weak: true },
          price: 250,
          onRequest: false,
        },
        {
          _type: 'sizePrice',
          _key: 'size-large',
          size: { _type: 'reference', _ref: 'size-large', _weak: true },
          onRequest: true,
        },
      ],
    });
  });

  it('keeps the rows of a service already priced by size, dropping its priceFrom only', () => {
    const plan = planPriceMigration({
      sizes: [{ _id: 'vehicleSize-city' }],
      services: [service('s', 99, 4)],
      settings: [],
    });
    expect(plan).toEqual({
      creates: [],
      patches: [{ id: 's', ifRevisionID: 'r-s', unset: ['priceFrom'] }],
      notes: [],
    });
  });

  it('says which services are left for the owner to price', () => {
    const plan = planPriceMigration({ ...before, services: [service('s', -5)], settings: [] });
    expect(plan.patches).toEqual([{ id: 's', ifRevisionID: 'r-s', unset: ['priceFrom'] }]);
    expect(plan.notes).toEqual(['s had no usable price (-5): give it its prices in the Studio.']);

    const unpublished = planPriceMigration({
      sizes: [{ _id: 'drafts.size-x' }],
      services: [service('s', 50)],
      settings: [],
    });
    expect(unpublished.patches).toEqual([]);
    expect(unpublished.notes[0]).toMatch(/^s keeps its priceFrom: .* none is published/);
  });

  it('plans nothing once done, so a second run changes nothing', () => {
    const plan = planPriceMigration({ sizes: BUNDLED.map((_id) => ({ _id })), services: [], settings: [] });
    expect(plan).toEqual({ creates: [], patches: [], notes: [] });
    expect(describePriceMigration(plan)[0]).toMatch(/^Nothing to migrate/);
  });
});
