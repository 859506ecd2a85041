import type { BookingFields } from './form-data';
import { newIdempotencyKey } from './idempotency-key';
import type { BookingOutcome } from './submit-booking-request';

/**
 * What a booking submission hands back to the form (useActionState), by either path: the
 * outcome, the typed values (only when saving failed, so the form keeps them) and the key for the
 * next attempt (the same fill's key after an error, so a retry is stored once). `shown` says where
 * the outcome is told: inside the form after a plain post, in a toast after the browser's flow.
 */
export type BookingActionState = {
  status: BookingOutcome['status'];
  values: BookingFields | null;
  idempotencyKey: string;
  shown: 'inline' | 'toast';
} | null;

/** The state after a submission of `values` under `idempotencyKey`; a failure is logged. */
export function bookingActionState(
  outcome: BookingOutcome,
  values: BookingFields,
  idempotencyKey: string,
  shown: 'inline' | 'toast',
): NonNullable<BookingActionState> {
  if (outcome.status === 'error') {
    console.error('Error submitting booking request:', outcome.error);
    return { status: 'error', values, idempotencyKey, shown };
  }
  return { status: outcome.status, values: null, idempotencyKey: newIdempotencyKey(), shown };
}
