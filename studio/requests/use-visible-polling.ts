import { useEffect, useRef } from 'react';

/** How often the tool rereads while it is open and its tab visible: a new request shows within seconds. */
export const REQUESTS_POLL_MS = 5_000;

/**
 * Calls `read` now, then every `intervalMs` while the page is visible (document.visibilityState),
 * and at once when it becomes visible again; never two reads at a time. A change of `key` (the
 * filter, the open request) reads again at once.
 */
export function useVisiblePolling(read: () => Promise<void>, key: string, intervalMs: number = REQUESTS_POLL_MS) {
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  }, [read]);

  useEffect(() => {
    let stopped = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      clearTimeout(timer);
      if (stopped) return;
      if (document.visibilityState === 'visible' && !running) {
        running = true;
        try {
          await latest.current();
        } finally {
          running = false;
        }
      }
      if (stopped) return;
      // One timer, whichever tick ends last sets it (a tick on becoming visible may overlap a read).
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, intervalMs]);
}
