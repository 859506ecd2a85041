import type { ServiceValue } from '@/lib/constants';

/**
 * "Book this service" on a service card preselects that service in the booking form. The card
 * link carries it as `?service=<value>#contact` (works without JavaScript for the server-handled
 * form too); with JavaScript the card also announces it to the mounted form directly.
 */
export const BOOKING_SERVICE_PARAM = 'service';
const PRESELECT_EVENT = 'booking:preselect';

export function announceServicePreselect(value: ServiceValue): void {
  window.dispatchEvent(new CustomEvent<ServiceValue>(PRESELECT_EVENT, { detail: value }));
}

export function onServicePreselect(listener: (value: ServiceValue) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ServiceValue>).detail);
  window.addEventListener(PRESELECT_EVENT, handler);
  return () => window.removeEventListener(PRESELECT_EVENT, handler);
}
