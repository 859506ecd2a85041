// Relative, with its extension: the inbox (run by Node scripts too) imports this.
import type { Locale, ServiceValue, VAT_REGIMES } from '../constants/index.ts';

/**
 * Prices by vehicle size (issue 58): the price list the site shows and the database keeps a copy of,
 * and the estimate of a choice. The form's live estimate (estimate()) and the one the database stores
 * with the request (StoredEstimate, computed by its insert trigger from its copy) follow the same rules;
 * estimateOfStored() reduces the stored one to what the form showed, so the two can be compared.
 */

/** `exempt`: the small-business exemption (art. 53.º CIVA), under which no price may say VAT included. */
export type VatRegime = (typeof VAT_REGIMES)[number];

/** Label = string for one language (the site), Record<Locale, string> for the database's copy. */
export interface PriceList<Label = string> {
  vatRegime: VatRegime;
  /** Collection and delivery are free for an estimate strictly over this (Site settings, spec §9's 350 €). */
  freeCollectionOverCents: number;
  /** The size classes in the owner's order; `key` is the class's published document id. */
  sizes: { key: string; label: Label; examples: Label | null }[];
  /** Each service's price per size key, in cents (VAT included); null or absent = on request. */
  services: { value: ServiceValue; prices: Record<string, number | null> }[];
  /** The extras in the owner's order; `services` null = offered with every service. */
  extras: { key: string; label: Label; cents: number; services: ServiceValue[] | null }[];
}

export type Estimate =
  /** No service or no size chosen. */
  | { kind: 'none' }
  /** That service's size class is on request (or has no price). */
  | { kind: 'on-request' }
  | { kind: 'price'; totalCents: number; freeCollection: boolean };

/** The extras offered with `service`, in the owner's order; none without a service. */
export function extrasFor<L>(list: PriceList<L>, service: string | null): PriceList<L>['extras'] {
  if (!service) return [];
  return list.extras.filter((extra) => extra.services === null || (extra.services as string[]).includes(service));
}

/**
 * The estimate of a choice: the size class's price plus each chosen extra offered with the service
 * (others, unknown keys and repeats are not counted: the form does not send them).
 */
export function estimate<L>(
  list: PriceList<L>,
  choice: { service: string | null; size: string | null; extras: readonly string[] },
): Estimate {
  if (!choice.service || !choice.size) return { kind: 'none' };
  const sizeCents = list.services.find((s) => s.value === choice.service)?.prices[choice.size];
  if (sizeCents === null || sizeCents === undefined) return { kind: 'on-request' };
  const extrasCents = extrasFor(list, choice.service)
    .filter((extra) => choice.extras.includes(extra.key))
    .reduce((sum, extra) => sum + extra.cents, 0);
  const totalCents = sizeCents + extrasCents;
  return { kind: 'price', totalCents, freeCollection: totalCents > list.freeCollectionOverCents };
}

/** A label as the database keeps it: one text per language. */
export type StoredLabel = Record<Locale, string>;

/**
 * What the database stored with a request (contact_submissions.estimate) and the notification
 * function answers, computed by the insert trigger from the published price list at that moment.
 * totalCents is sizeCents plus the extras when the class has a price; null when it is on request
 * (onRequest) or when no service or no size was chosen. Extras in the price list's order.
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

/** The stored estimate as the form shows one (none when nothing was stored). */
export function estimateOfStored(stored: StoredEstimate | null): Estimate {
  if (stored === null) return { kind: 'none' };
  if (stored.onRequest) return { kind: 'on-request' };
  if (stored.totalCents === null) return { kind: 'none' };
  return { kind: 'price', totalCents: stored.totalCents, freeCollection: stored.freeCollection };
}

/** The same estimate (what the visitor would read is the same). */
export function sameEstimate(a: Estimate, b: Estimate): boolean {
  if (a.kind === 'price' && b.kind === 'price') {
    return a.totalCents === b.totalCents && a.freeCollection === b.freeCollection;
  }
  return a.kind === b.kind;
}
