import { describe, expect, it } from 'vitest';
import { STORED_ESTIMATE as stored } from '@/tests/support/stored-estimate';
import { estimate, estimateOfStored, extrasFor, sameEstimate, type PriceList } from './estimate';

/** Part of the bundled price list (issue 58): enough classes, an on-request class and every kind of extra. */
const list: PriceList = {
  vatRegime: 'normal',
  freeCollectionOverCents: 35_000,
  sizes: [
    { key: 'vehicleSize-city', label: 'City car', examples: 'Fiat 500' },
    { key: 'vehicleSize-suv', label: 'SUV', examples: null },
    { key: 'vehicleSize-van', label: 'Van', examples: null },
  ],
  services: [
    {
      value: 'full-detail',
      prices: { 'vehicleSize-city': 25000, 'vehicleSize-suv': 33000, 'vehicleSize-van': 38000 },
    },
    {
      value: 'ceramic-coating',
      prices: { 'vehicleSize-city': 65000, 'vehicleSize-suv': 85000, 'vehicleSize-van': null },
    },
    { value: 'express-detail', prices: { 'vehicleSize-city': 6000, 'vehicleSize-suv': 8000 } },
    { value: 'ppf', prices: { 'vehicleSize-suv': 165000 } },
  ],
  extras: [
    { key: 'serviceExtra-engine-bay', label: 'Engine bay', cents: 4500, services: null },
    {
      key: 'serviceExtra-headlights',
      label: 'Headlights',
      cents: 6000,
      services: ['full-detail', 'ceramic-coating', 'express-detail'],
    },
    { key: 'serviceExtra-odour', label: 'Odour', cents: 5000, services: ['interior-detailing', 'full-detail'] },
  ],
};

const keys = (extras: PriceList['extras']) => extras.map((extra) => extra.key);

describe('extrasFor', () => {
  it("gives the extras offered with the service, shared ones included, in the owner's order", () => {
    expect(keys(extrasFor(list, 'full-detail'))).toEqual([
      'serviceExtra-engine-bay',
      'serviceExtra-headlights',
      'serviceExtra-odour',
    ]);
    expect(keys(extrasFor(list, 'ppf'))).toEqual(['serviceExtra-engine-bay']);
    expect(keys(extrasFor(list, 'express-detail'))).toEqual(['serviceExtra-engine-bay', 'serviceExtra-headlights']);
  });

  it('gives none without a service', () => {
    expect(extrasFor(list, null)).toEqual([]);
    expect(extrasFor(list, '')).toEqual([]);
  });
});

describe('estimate', () => {
  it('is none until both a service and a size are chosen', () => {
    expect(estimate(list, { service: null, size: 'vehicleSize-city', extras: [] })).toEqual({ kind: 'none' });
    expect(estimate(list, { service: 'full-detail', size: null, extras: ['serviceExtra-engine-bay'] })).toEqual({
      kind: 'none',
    });
    expect(estimate(list, { service: '', size: '', extras: [] })).toEqual({ kind: 'none' });
  });

  it("is the class's price plus the chosen extras offered with the service", () => {
    expect(estimate(list, { service: 'full-detail', size: 'vehicleSize-city', extras: [] })).toEqual({
      kind: 'price',
      totalCents: 25000,
      freeCollection: false,
    });
    expect(
      estimate(list, {
        service: 'express-detail',
        size: 'vehicleSize-city',
        extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'],
      }),
    ).toEqual({ kind: 'price', totalCents: 6000 + 4500 + 6000, freeCollection: false });
  });

  it('does not count extras not offered with the service, unknown keys or repeats', () => {
    expect(
      estimate(list, {
        service: 'express-detail',
        size: 'vehicleSize-suv',
        extras: ['serviceExtra-odour', 'serviceExtra-unknown', 'serviceExtra-engine-bay', 'serviceExtra-engine-bay'],
      }),
    ).toEqual({ kind: 'price', totalCents: 8000 + 4500, freeCollection: false });
  });

  it('gives free collection only strictly over €350', () => {
    const at = estimate(list, { service: 'full-detail', size: 'vehicleSize-suv', extras: [] });
    expect(at).toEqual({ kind: 'price', totalCents: 33000, freeCollection: false });
    const over = estimate(list, {
      service: 'full-detail',
      size: 'vehicleSize-city',
      extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'],
    });
    // 250 + 45 + 60 = 355 > 350.
    expect(over).toEqual({ kind: 'price', totalCents: 35500, freeCollection: true });
    const threshold: PriceList = { ...list, services: [{ value: 'ppf', prices: { 'vehicleSize-city': 35000 } }] };
    expect(estimate(threshold, { service: 'ppf', size: 'vehicleSize-city', extras: [] })).toEqual({
      kind: 'price',
      totalCents: 35000,
      freeCollection: false,
    });
    // The owner's threshold (Site settings), not a fixed one.
    const higher: PriceList = { ...list, freeCollectionOverCents: 40_000 };
    expect(
      estimate(higher, {
        service: 'full-detail',
        size: 'vehicleSize-city',
        extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'],
      }),
    ).toEqual({ kind: 'price', totalCents: 35500, freeCollection: false });
  });

  it('is on request for a class marked so, a class without a price, or a service without prices', () => {
    expect(estimate(list, { service: 'ceramic-coating', size: 'vehicleSize-van', extras: [] })).toEqual({
      kind: 'on-request',
    });
    expect(
      estimate(list, { service: 'express-detail', size: 'vehicleSize-van', extras: ['serviceExtra-engine-bay'] }),
    ).toEqual({ kind: 'on-request' });
    expect(estimate(list, { service: 'interior-detailing', size: 'vehicleSize-city', extras: [] })).toEqual({
      kind: 'on-request',
    });
  });
});

describe('estimateOfStored', () => {
  it('reads a stored price, on-request or nothing as the form shows it', () => {
    expect(estimateOfStored(stored)).toEqual({ kind: 'price', totalCents: 169500, freeCollection: true });
    expect(estimateOfStored({ ...stored, sizeCents: null, totalCents: null, onRequest: true })).toEqual({
      kind: 'on-request',
    });
    expect(estimateOfStored({ ...stored, service: null, sizeCents: null, totalCents: null })).toEqual({
      kind: 'none',
    });
    expect(estimateOfStored(null)).toEqual({ kind: 'none' });
  });

  it('equals the estimate of the same choice on the same list', () => {
    const shown = estimate(list, {
      service: 'ppf',
      size: 'vehicleSize-suv',
      extras: ['serviceExtra-engine-bay'],
    });
    expect(sameEstimate(estimateOfStored(stored), shown)).toBe(true);
  });
});

describe('sameEstimate', () => {
  it('compares the kind, and the total and free collection of a price', () => {
    const price = { kind: 'price', totalCents: 100, freeCollection: false } as const;
    expect(sameEstimate(price, { ...price })).toBe(true);
    expect(sameEstimate(price, { ...price, totalCents: 101 })).toBe(false);
    expect(sameEstimate(price, { kind: 'on-request' })).toBe(false);
    expect(sameEstimate({ kind: 'none' }, { kind: 'none' })).toBe(true);
    expect(sameEstimate({ kind: 'none' }, { kind: 'on-request' })).toBe(false);
  });
});
