import type { InboxRow } from '../../lib/booking/studio/index';
import type { MessageValues, StudioMessageKey } from '../i18n/messages';
import { contentLocale, euroAmount } from './format';

/** What a request's size, extras and estimate read as in the Requests tool (nothing where none was chosen). */
export interface RequestPriceTexts {
  size: string | null;
  extras: string[];
  /** The estimate's lines: the amount with the regime's wording and free collection, or why there is none. */
  estimate: string[];
}

/**
 * The size and extras by the names the estimate stored, in the Studio's content language (their
 * keys when none was stored), each extra with its price then; the estimate with the wording of the
 * VAT regime it was made under (never "VAT included" under the exemption).
 */
export function requestPriceTexts(
  request: Pick<InboxRow, 'vehicleSize' | 'extras' | 'estimate'>,
  localeId: string,
  t: (key: StudioMessageKey, values?: MessageValues) => string,
): RequestPriceTexts {
  const { estimate } = request;
  const language = contentLocale(localeId);
  const size = estimate?.size?.label[language] ?? request.vehicleSize;
  const extras = estimate
    ? estimate.extras.map((extra) => `${extra.label[language]} (${euroAmount(extra.cents, localeId)})`)
    : request.extras;
  if (!estimate) {
    const chosen = request.vehicleSize !== null || request.extras.length > 0;
    return { size, extras, estimate: chosen ? [t('requests.estimate.none')] : [] };
  }
  if (estimate.onRequest) return { size, extras, estimate: [t('requests.estimate.on-request')] };
  if (estimate.totalCents === null) return { size, extras, estimate: [t('requests.estimate.incomplete')] };
  const amount = euroAmount(estimate.totalCents, localeId);
  return {
    size,
    extras,
    estimate: [
      t(estimate.vatRegime === 'exempt' ? 'requests.estimate.vat-exempt' : 'requests.estimate.vat-included', {
        amount,
      }),
      ...(estimate.freeCollection ? [t('requests.estimate.free-collection')] : []),
    ],
  };
}
