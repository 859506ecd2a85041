/**
 * The values of a price list (issue 58), free of imports so the seed and the migration, which Node
 * runs as they are, share them with the Studio's rules (size-prices.ts).
 */

/**
 * The `_key` of a size class's row in a service's `prices` that the seed and the migration write:
 * its id without the type prefix (`vehicleSize-city` → `city`), unique within a service's rows,
 * which hold one row per class. (The Studio gives the rows it adds random keys.)
 */
export const sizeRowKey = (sizeId: string): string =>
  sizeId.replace(/^vehicleSize-/, '').replace(/[^A-Za-z0-9_-]/g, '');

/** Whether an amount in euros is whole cents (69.5 is, 69.505 is not), as the site counts in cents. */
const isWholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/**
 * What is wrong with a price in euros, or null: missing where `required` (a row "on request" and
 * an unset optional price need none), not more than 0, or finer than cents.
 */
export function priceProblem(price: unknown, required: boolean): 'missing' | 'not-positive' | 'cents' | null {
  if (price === undefined || price === null) return required ? 'missing' : null;
  if (typeof price !== 'number' || !Number.isFinite(price)) return 'missing';
  if (price <= 0) return 'not-positive';
  return isWholeCents(price) ? null : 'cents';
}
