import { describe, expect, it } from 'vitest';

import type { StoredEstimate } from '../../lib/booking/studio/index';
import { studioMessage, type MessageValues, type StudioMessageKey } from '../i18n/messages';
import { requestPriceTexts } from './request-prices';

const label = (en: string, pt: string, uk: string) => ({ en, pt, uk });
const stored: StoredEstimate = {
  vatRegime: 'normal',
  service: 'full-detail',
  size: { key: 'vehicleSize-suv', label: label('SUV or MPV', 'SUV ou monovolume', 'Позашляховик або мінівен') },
  sizeCents: 33000,
  extras: [{ key: 'serviceExtra-engine-bay', label: label('Engine bay', 'Motor', 'Моторний відсік'), cents: 4500 }],
  totalCents: 37500,
  onRequest: false,
  freeCollection: true,
};
const chosen = { vehicleSize: 'vehicleSize-suv', extras: ['serviceExtra-engine-bay'] };
const tIn = (localeId: string) => (key: StudioMessageKey, values?: MessageValues) =>
  studioMessage(localeId, key, values);

describe('requestPriceTexts', () => {
  it('names the size and extras as stored, in the Studio’s language, with the estimate and free collection', () => {
    expect(requestPriceTexts({ ...chosen, estimate: stored }, 'en-US', tIn('en-US'))).toEqual({
      size: 'SUV or MPV',
      extras: ['Engine bay (€45.00)'],
      estimate: ['€375.00, VAT included', 'Free collection and delivery'],
    });
    const pt = requestPriceTexts({ ...chosen, estimate: stored }, 'pt-PT', tIn('pt-PT'));
    expect(pt.size).toBe('SUV ou monovolume');
    expect(pt.estimate[0]).toMatch(/^375,00\s€, IVA incluído$/);
  });

  it('never says VAT included under the exemption', () => {
    const exempt = { ...stored, vatRegime: 'exempt', freeCollection: false } as const;
    expect(requestPriceTexts({ ...chosen, estimate: exempt }, 'en-US', tIn('en-US')).estimate).toEqual([
      '€375.00, VAT exempt (art. 53 CIVA)',
    ]);
  });

  it('says on request, or why there is no estimate', () => {
    const onRequest = { ...stored, sizeCents: null, totalCents: null, onRequest: true, freeCollection: false };
    expect(requestPriceTexts({ ...chosen, estimate: onRequest }, 'en-US', tIn('en-US')).estimate).toEqual([
      'On request',
    ]);
    const noService = {
      ...stored,
      service: null,
      sizeCents: null,
      totalCents: null,
      extras: [],
      freeCollection: false,
    };
    expect(
      requestPriceTexts({ vehicleSize: 'vehicleSize-suv', extras: [], estimate: noService }, 'en-US', tIn('en-US'))
        .estimate,
    ).toEqual(['None: it needs both a service and a vehicle size']);
    expect(requestPriceTexts({ ...chosen, estimate: null }, 'en-US', tIn('en-US'))).toEqual({
      size: 'vehicleSize-suv',
      extras: ['serviceExtra-engine-bay'],
      estimate: ['None: no prices were published when the request was stored'],
    });
    expect(requestPriceTexts({ vehicleSize: null, extras: [], estimate: null }, 'en-US', tIn('en-US'))).toEqual({
      size: null,
      extras: [],
      estimate: [],
    });
  });
});
