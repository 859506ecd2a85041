import { estimateOfStored, sameEstimate, type Estimate, type StoredEstimate } from '../estimate';
import type { EstimateRefusal } from './estimate-refusal';
import type { BookingFields } from './form-data';
import { newIdempotencyKey } from './idempotency-key';
import type { BookingOutcome } from './submit-booking-request';

/**
 * What a booking submission hands back to the form (useActionState), by either path: the
 * outcome, the typed values (only when saving failed, so the form keeps them) and the key for the
 * next attempt (the same fill's key after an error, so a retry is stored once). `shown` says where
 * the outcome is told: inside the form after a plain post, in a toast after the browser's flow.
 * `estimate`: what the database stored for the request (null: none, or not known); `pricesChanged`:
 * it is not the estimate the form showed (prices changed after the page was loaded; the browser's
 * flow only, a plain post shows the stored one); `refusal`: why the database refused the size or extras.
 */
export type BookingActionState = {
  status: BookingOutcome['status'];
  values: BookingFields | null;
  idempotencyKey: string;
  shown: 'inline' | 'toast';
  estimate: StoredEstimate | null;
  pricesChanged: boolean;
  refusal: EstimateRefusal | null;
} | null;

/**
 * The state after a submission of `values` under `idempotencyKey`; a failure is logged. `shownEstimate`
 * is the estimate the form showed when it was sent (the browser's flow).
 */
export function bookingActionState(
  outcome: BookingOutcome,
  values: BookingFields,
  idempotencyKey: string,
  shown: 'inline' | 'toast',
  shownEstimate?: Estimate,
): NonNullable<BookingActionState> {
  if (outcome.status === 'error') {
    console.error('Error submitting booking request:', outcome.error);
    return {
      status: 'error',
      values,
      idempotencyKey,
      shown,
      estimate: null,
      pricesChanged: false,
      refusal: outcome.refusal,
    };
  }
  const estimate = outcome.status === 'success' ? (outcome.estimate ?? null) : null;
  return {
    status: outcome.status,
    values: null,
    idempotencyKey: newIdempotencyKey(),
    shown,
    estimate,
    // Only a stored estimate says what the prices are now: without one there is nothing to tell.
    pricesChanged:
      estimate !== null && shownEstimate !== undefined && !sameEstimate(estimateOfStored(estimate), shownEstimate),
    refusal: null,
  };
}
