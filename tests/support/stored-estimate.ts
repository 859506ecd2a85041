import type { StoredEstimate } from '../../lib/booking/estimate.ts';

/** A label of the database's price list whose every language's text names that language. */
const label = (text: string) => ({ en: `${text} (en)`, pt: `${text} (pt)`, uk: `${text} (uk)` });

/**
 * PPF of an SUV with the engine bay at the bundled prices, as the insert trigger stores the
 * estimate of such a request (contact_submissions.estimate).
 */
export const STORED_ESTIMATE: StoredEstimate = {
  vatRegime: 'normal',
  service: 'ppf',
  size: { key: 'vehicleSize-suv', label: label('SUV') },
  sizeCents: 165_000,
  extras: [{ key: 'serviceExtra-engine-bay', label: label('Engine bay'), cents: 4_500 }],
  totalCents: 169_500,
  onRequest: false,
  freeCollection: true,
};
