/**
 * Why the database refused to store a request for its vehicle size or extras: its insert trigger
 * raises `booking-estimate: <reason>` (supabase/migrations/20261209090000_vehicle_size_prices.sql),
 * and nothing is stored. The form keeps the values and says which, in the visitor's language.
 */
export const ESTIMATE_REFUSALS = ['unknown-size', 'unknown-extra', 'extras-need-service'] as const;
export type EstimateRefusal = (typeof ESTIMATE_REFUSALS)[number];

const REFUSAL = /^booking-estimate: ([a-z-]+)/;

/** The reason of a refused insert, or null for any other error. */
export function estimateRefusal(error: unknown): EstimateRefusal | null {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  const reason = typeof message === 'string' ? REFUSAL.exec(message)?.[1] : undefined;
  return (ESTIMATE_REFUSALS as readonly string[]).includes(reason ?? '') ? (reason as EstimateRefusal) : null;
}
