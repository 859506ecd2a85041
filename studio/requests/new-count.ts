import { useEffect, useSyncExternalStore } from 'react';

import type { RequestsApi } from './requests-api';

/**
 * How many requests are new, for the navbar: the tool menu adds it to the Requests tool's title
 * (studio/i18n/plugin.tsx), so the owner sees new requests arrive from any tool. The Requests tool
 * sets it on each of its reads (every few seconds while it is open); elsewhere in the Studio one
 * background read a minute keeps it current, while the tab is visible. Undefined until first read.
 */
export const BACKGROUND_POLL_MS = 60_000;

let newCount: number | undefined;
const listeners = new Set<() => void>();

export function setNewRequestCount(count: number | undefined): void {
  if (count === newCount) return;
  newCount = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useNewRequestCount(): number | undefined {
  return useSyncExternalStore(
    subscribe,
    () => newCount,
    () => undefined,
  );
}

/** Components that asked for background reads; one timer serves them all (the navbar renders the menu twice). */
let backgroundUsers = 0;
let backgroundApi: RequestsApi | undefined;
let backgroundTimer: ReturnType<typeof setInterval> | undefined;

async function readInBackground() {
  if (!backgroundApi || document.visibilityState !== 'visible') return;
  try {
    setNewRequestCount((await backgroundApi.list({})).newCount);
  } catch {
    // The navbar keeps what it showed; the tool itself says what went wrong.
  }
}

/** Keeps the count current while `api` is given (only administrators have the tool, and so the menu item). */
export function useBackgroundNewRequestCount(api: RequestsApi | undefined): void {
  useEffect(() => {
    if (!api) return;
    backgroundApi = api;
    backgroundUsers += 1;
    if (backgroundUsers === 1) {
      void readInBackground();
      backgroundTimer = setInterval(() => void readInBackground(), BACKGROUND_POLL_MS);
      document.addEventListener('visibilitychange', readInBackground);
    }
    return () => {
      backgroundUsers -= 1;
      if (backgroundUsers === 0) {
        clearInterval(backgroundTimer);
        document.removeEventListener('visibilitychange', readInBackground);
        backgroundApi = undefined;
      }
    };
  }, [api]);
}
