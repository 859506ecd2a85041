import type { ContentType } from './tags';

/**
 * The document types the price list is read from (priceListQuery, bookingPriceListQuery): a change
 * to one revalidates the pages that show prices and copies the list to the booking database.
 */
export const PRICE_LIST_TYPES = [
  'service',
  'vehicleSize',
  'serviceExtra',
  'siteSettings',
] as const satisfies readonly ContentType[];

export function isPriceListType(type: string): boolean {
  return (PRICE_LIST_TYPES as readonly string[]).includes(type);
}
