import type { BookingOutcome } from './submit-booking-request';
import type { BookingFields } from './form-data';

/**
 * What the booking server action hands back to the form (useActionState) after a plain POST:
 * the outcome, the typed values (only when saving failed, so the form keeps them) and the key
 * for the next attempt (the same fill's key after an error, so a retry is stored once).
 */
export type BookingActionState = {
  status: BookingOutcome['status'];
  values: BookingFields | null;
  idempotencyKey: string;
} | null;
