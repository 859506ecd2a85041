import type { Locale } from '@/lib/constants';
import { formatEuroCents } from '@/lib/format';
import type { ClientLabels } from '@/lib/i18n/client-labels';
import { fillTemplate } from '@/lib/i18n/templates';
import type { Estimate, VatRegime } from '../estimate';
import type { EstimateRefusal } from './estimate-refusal';

type Labels = ClientLabels<'bookingForm'>;

/**
 * The booking form's estimate line in the visitor's language: "Estimate: €375, VAT included, with
 * free collection and delivery", with the wording of the regime the prices are under (never "VAT
 * included" under the exemption), "Price on request for this vehicle size", or the hint to choose.
 */
export function estimateText(estimate: Estimate, vatRegime: VatRegime, labels: Labels, lang: Locale): string {
  if (estimate.kind === 'none') return labels['booking.estimateHint'];
  if (estimate.kind === 'on-request') return labels['booking.estimateOnRequest'];
  return fillTemplate(labels[estimate.freeCollection ? 'booking.estimateFreeCollection' : 'booking.estimate'], {
    amount: formatEuroCents(estimate.totalCents, lang),
    vat: labels[vatRegime === 'exempt' ? 'price.vatExempt' : 'price.vatIncluded'],
  });
}

/** The line that says why the database refused the chosen size or extras. */
export const REFUSAL_LABELS = {
  'unknown-size': 'booking.refusal.unknownSize',
  'unknown-extra': 'booking.refusal.unknownExtra',
  'extras-need-service': 'booking.refusal.extrasNeedService',
} as const satisfies Record<EstimateRefusal, keyof Labels>;
