/**
 * The plan of `npm run content:migrate-prices` (migrate-prices.ts), free of I/O so it is
 * unit-tested. Before issue 58 a service had one optional price, `priceFrom` ("from €…"); now it
 * has a price per vehicle size class (`prices`, one `sizePrice` row per class) and the site
 * settings say which VAT regime the business is under. A dataset from before gets:
 * - the bundled size classes, when it has none at all;
 * - on every service (and draft) with a `priceFrom`: rows for the published classes, the first
 *   (smallest) at that price, the others "on request", so the card's "from €…" stays the same and
 *   the owner fills in the rest; `priceFrom` goes (a service already priced by size keeps its rows);
 * - the normal VAT regime where the site settings have none, as the site read them before.
 * All in one transaction, each patch conditional on the revision read; once done, the plan is empty.
 */
import { VAT_REGIME_DEFAULT } from '../../lib/constants/index.ts';
import { vehicleSizes } from '../../content/seed/price-list.ts';
import { priceProblem, sizeRowKey } from '../../schemas/lib/price-values.ts';

/** What the migration reads: every size class (drafts too), the services still holding `priceFrom`, settings without a regime. */
export const PRICE_STATE_QUERY = `{
  "sizes": *[_type == "vehicleSize" && !(_id in path("versions.**"))] | order(orderRank asc, _id asc){ _id },
  "services": *[_type == "service" && defined(priceFrom) && !(_id in path("versions.**"))] | order(_id asc){
    _id, _rev, priceFrom, "rows": count(coalesce(prices, []))
  },
  "settings": *[_type == "siteSettings" && !defined(vatRegime) && !(_id in path("versions.**"))] | order(_id asc){ _id, _rev }
}`;

export type PriceState = {
  sizes: { _id: string }[];
  services: { _id: string; _rev: string; priceFrom: unknown; rows: number }[];
  settings: { _id: string; _rev: string }[];
};

type SizePriceRow = {
  _type: 'sizePrice';
  _key: string;
  size: { _type: 'reference'; _ref: string; _weak: true };
  price?: number;
  onRequest: boolean;
};

export type PricePatch = {
  id: string;
  ifRevisionID: string;
  set?: { prices: SizePriceRow[] } | { vatRegime: string };
  unset?: ['priceFrom'];
};

export type PriceMigrationPlan = {
  creates: (typeof vehicleSizes)[number][];
  patches: PricePatch[];
  /** What the owner should know: services left for them to price, and why. */
  notes: string[];
};

const isDraft = (id: string) => id.startsWith('drafts.');

/** Rows for `sizes` (published ids, in the owner's order): the first at `price`, the others on request. */
export function firstClassRows(sizes: readonly string[], price: number): SizePriceRow[] {
  return sizes.map((size, index) => ({
    _type: 'sizePrice',
    _key: sizeRowKey(size),
    size: { _type: 'reference', _ref: size, _weak: true },
    ...(index === 0 ? { price, onRequest: false } : { onRequest: true }),
  }));
}

export function planPriceMigration(state: PriceState): PriceMigrationPlan {
  const plan: PriceMigrationPlan = { creates: [], patches: [], notes: [] };
  if (state.sizes.length === 0) plan.creates = [...vehicleSizes];
  const sizes =
    state.sizes.length === 0
      ? vehicleSizes.map((size) => size._id)
      : state.sizes.map((size) => size._id).filter((id) => !isDraft(id));

  for (const { _id, _rev, priceFrom, rows } of state.services) {
    const patch: PricePatch = { id: _id, ifRevisionID: _rev, unset: ['priceFrom'] };
    if (rows > 0) {
      // Priced by size already (in a Studio of this version): its rows are the owner's.
    } else if (sizes.length === 0) {
      plan.notes.push(
        `${_id} keeps its priceFrom: the dataset has size classes, but none is published. Publish them and run this again.`,
      );
      continue;
    } else if (priceProblem(priceFrom, true) === null) {
      patch.set = { prices: firstClassRows(sizes, priceFrom as number) };
    } else {
      plan.notes.push(`${_id} had no usable price (${JSON.stringify(priceFrom)}): give it its prices in the Studio.`);
    }
    plan.patches.push(patch);
  }
  for (const { _id, _rev } of state.settings) {
    plan.patches.push({ id: _id, ifRevisionID: _rev, set: { vatRegime: VAT_REGIME_DEFAULT } });
  }
  return plan;
}

export function describePriceMigration(plan: PriceMigrationPlan): string[] {
  if (plan.creates.length + plan.patches.length === 0)
    return ['Nothing to migrate: no service has a priceFrom, and the site settings have a VAT regime.', ...plan.notes];
  const patchLine = ({ id, set, unset }: PricePatch) => {
    if (set && 'vatRegime' in set) return `set vatRegime "${set.vatRegime}" on ${id}`;
    const rows = set?.prices.map((row) => `${row._key} ${row.onRequest ? 'on request' : `€${row.price}`}`);
    return `${rows ? `set prices (${rows.join(', ')}) and ` : ''}${unset ? 'unset priceFrom' : ''} on ${id}`;
  };
  return [
    ...plan.creates.map((size) => `create ${size._id} ("${size.title.en}")`),
    ...plan.patches.map(patchLine),
    ...plan.notes,
  ];
}
