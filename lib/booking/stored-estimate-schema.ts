import { z } from 'zod';
import { VAT_REGIMES } from '../constants/index.ts';
import type { StoredEstimate } from './estimate.ts';

// Every language's text (StoredLabel; the type below fails to check if a language is added).
const label = z.object({ en: z.string(), pt: z.string(), uk: z.string() });
const cents = z.number().int().nonnegative();

/**
 * A stored estimate as the database and the notification function give it, checked before it is
 * read (the Requests tool's rows, the function's answer to the form). Its type is the interface's.
 */
export const storedEstimateSchema: z.ZodType<StoredEstimate> = z.object({
  vatRegime: z.enum(VAT_REGIMES),
  service: z.string().nullable(),
  size: z.object({ key: z.string(), label }).nullable(),
  sizeCents: cents.nullable(),
  extras: z.array(z.object({ key: z.string(), label, cents })),
  totalCents: cents.nullable(),
  onRequest: z.boolean(),
  freeCollection: z.boolean(),
});
