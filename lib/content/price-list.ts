import type { PriceList, VatRegime } from '../booking/estimate.ts';
import {
  FREE_DELIVERY_THRESHOLD_EUR,
  SERVICE_VALUES,
  VAT_REGIME_DEFAULT,
  VAT_REGIMES,
  type Locale,
  type ServiceValue,
} from '../constants/index.ts';

/**
 * The price list as the queries read it (priceListQuery, bookingPriceListQuery), made the
 * PriceList the site shows and the booking database keeps (lib/booking/estimate.ts). `R` is a
 * label as read: one language's text, or the three languages' object.
 */
export interface PriceListRead<R> {
  vatRegime: string | null;
  freeCollectionOverEur: number | null;
  sizes: { _id: string; label: R; examples: R }[];
  services: {
    value: string | null;
    prices: { size: string | null; price: number | null; onRequest: boolean | null }[] | null;
  }[];
  extras: { _id: string; label: R; price: number | null; services: (string | null)[] | null }[];
}

/** The regime the owner chose; a dataset from before the setting (none) is under the default, normal regime. */
export const vatRegimeOf = (value: string | null | undefined): VatRegime =>
  (VAT_REGIMES as readonly unknown[]).includes(value) ? (value as VatRegime) : VAT_REGIME_DEFAULT;

/** Euros as the Studio holds them (up to two decimals) in whole cents. */
export const euroCents = (euros: number): number => Math.round(euros * 100);

const isServiceValue = (value: string | null): value is ServiceValue =>
  (SERVICE_VALUES as readonly (string | null)[]).includes(value);

/** A price the Studio may hold: positive (its validation says so; anything else is no price). */
const isPrice = (price: number | null): price is number => typeof price === 'number' && price > 0;

/**
 * A class's price in cents from a service's prices; null (on request) when the class is marked so,
 * has no price, or is missing from the service.
 */
function classCents(prices: PriceListRead<unknown>['services'][number]['prices'], size: string): number | null {
  const entry = prices?.find((price) => price.size === size);
  return entry && !entry.onRequest && isPrice(entry.price) ? euroCents(entry.price) : null;
}

/**
 * The PriceList of what a query read; `label` gives a label in its final form (null: none). A class
 * or an extra without a label is left out (it could not be named), and so is an extra without a
 * price; an extra limited to services none of which is published any more is offered with none, so
 * it is left out too. Each service has a price or null for every class.
 */
export function priceListOf<R, L>(read: PriceListRead<R>, label: (read: R) => L | null): PriceList<L> {
  const sizes = read.sizes.flatMap(({ _id, label: title, examples }) => {
    const named = label(title);
    return named === null ? [] : [{ key: _id, label: named, examples: label(examples) }];
  });
  const services = read.services.flatMap(({ value, prices }) =>
    isServiceValue(value)
      ? [{ value, prices: Object.fromEntries(sizes.map(({ key }) => [key, classCents(prices, key)])) }]
      : [],
  );
  const extras = read.extras.flatMap(({ _id, label: title, price, services: offeredWith }) => {
    const named = label(title);
    if (named === null || !isPrice(price)) return [];
    const values = offeredWith?.length ? [...new Set(offeredWith.filter(isServiceValue))] : null;
    if (values?.length === 0) return [];
    return [{ key: _id, label: named, cents: euroCents(price), services: values }];
  });
  return {
    vatRegime: vatRegimeOf(read.vatRegime),
    // A dataset from before the setting: the spec's threshold.
    freeCollectionOverCents: euroCents(read.freeCollectionOverEur ?? FREE_DELIVERY_THRESHOLD_EUR),
    sizes,
    services,
    extras,
  };
}

/** A label in one language, as the site's query resolves it (an empty text is none). */
export const oneLanguage = (text: string | null): string | null => text || null;

/** A label in every language, English where a translation is missing (none without English). */
export function everyLanguage(
  text: { en?: string | null; pt?: string | null; uk?: string | null } | null,
): Record<Locale, string> | null {
  if (!text?.en) return null;
  return { en: text.en, pt: text.pt || text.en, uk: text.uk || text.en };
}

/** The lowest and highest class prices of a service in cents, over its classes with a price (null: none has one). */
export function priceRangeCents<L>(list: PriceList<L>, service: string | null): { min: number; max: number } | null {
  const cents = Object.values(list.services.find(({ value }) => value === service)?.prices ?? {}).filter(
    (price): price is number => price !== null,
  );
  return cents.length ? { min: Math.min(...cents), max: Math.max(...cents) } : null;
}
