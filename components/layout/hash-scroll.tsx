'use client';

import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS } from '@/lib/constants';

/**
 * After a page loads with `#id` in the address, scroll that element into view once the page has
 * settled (spec: about 100 ms). Mounted by the site layout on every page, which is harmless where
 * no element has that id. `scroll-behavior: smooth` in globals.css makes the scroll smooth, and
 * instant for visitors who prefer reduced motion.
 */
export function HashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
