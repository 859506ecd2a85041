import type { Locale, VatRegime } from './site-constants.ts';

/** A label of the price list as the database keeps it: one text per language. */
export type StoredLabel = Record<Locale, string>;

/**
 * The estimate the database stored with a request (contact_submissions.estimate, computed by its
 * insert trigger from the published price list), which the function mails and answers. A copy of
 * lib/booking/estimate.ts's StoredEstimate (the function folder deploys on its own);
 * tests/integration/vehicle-size-prices.test.ts reads one back against it. totalCents is null when
 * the class is on request (onRequest) or no service or no size was chosen; extras in the list's order.
 */
export interface StoredEstimate {
  vatRegime: VatRegime;
  service: string | null;
  size: { key: string; label: StoredLabel } | null;
  sizeCents: number | null;
  extras: { key: string; label: StoredLabel; cents: number }[];
  totalCents: number | null;
  onRequest: boolean;
  freeCollection: boolean;
}
