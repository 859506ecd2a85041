import { useSyncExternalStore } from 'react';
import { SERVICE_VALUES, type ServiceValue } from '@/lib/constants';
import { BOOKING_SERVICE_PARAM } from '@/lib/seo/routes';

/**
 * The service the booking form shows, in one place. The address seeds it (`?service=<value>`, the
 * "Book this service" link's own target, so a shared link, a new tab or a click before JavaScript
 * preselects too); after that the visitor's choice or a service card's sets it here, and the form
 * reads it from here only.
 */

// null until someone chooses after the page loaded: until then the address decides.
let chosen: string | null = null;
/** The service field the mounted form registered, focused when a card chooses. */
let serviceField: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** One of the site's services (the form offers no other). */
export const isServiceValue = (value: string | null): value is ServiceValue =>
  (SERVICE_VALUES as readonly (string | null)[]).includes(value);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(value: string): void {
  chosen = value;
  for (const listener of listeners) listener();
}

function fromAddress(): string {
  const value = new URLSearchParams(window.location.search).get(BOOKING_SERVICE_PARAM);
  return isServiceValue(value) ? value : '';
}

/** The visitor chose (or cleared, with '') the service in the form. */
export const chooseService = (value: string): void => set(value);

/** A service card chose: the form shows it and its service field takes keyboard focus. */
export function preselectService(value: ServiceValue): void {
  set(value);
  serviceField?.focus({ preventScroll: true });
}

/** Callback ref for the form's service field (the target of a card's focus). */
export function registerServiceField(element: HTMLElement | null): () => void {
  serviceField = element;
  return () => {
    if (serviceField === element) serviceField = null;
  };
}

/**
 * The chosen service, '' for none. `kept` (the values a failed plain post sent back) wins over the
 * address until someone chooses. The server renders only `kept`: the address is the browser's.
 */
export function useChosenService(kept: string | undefined): string {
  return useSyncExternalStore(
    subscribe,
    () => chosen ?? kept ?? fromAddress(),
    () => kept ?? '',
  );
}
