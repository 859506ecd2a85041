'use client';

import { useEffect } from 'react';

/**
 * Starts the page at the top on load, whatever scroll position the browser would restore
 * (the interior detailing page, spec §2). Renders nothing.
 */
export function ScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
