'use client';

import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS } from '@/lib/constants';

/** What a visitor does to scroll or move on their own; after that the page is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * After a page loads with `#id` in the address, scroll that element into view (spec: after about
 * 100 ms). Mounted by the site layout on every page, which is harmless where no element has that
 * id. `scroll-behavior: smooth` in globals.css makes the scroll smooth, and instant for visitors
 * who prefer reduced motion.
 *
 * A smooth scroll heads for where the element was when it started. If the web fonts arrive during
 * it or after (a later visit whose files are not cached any more; a first visit keeps its fallback
 * faces, lib/first-paint.mjs), text above is laid out again (a fallback matched to Montserrat on
 * average still breaks some lines elsewhere; a system without one by whole lines), and the element
 * ends up elsewhere: so whenever the page's height changes, it is aligned again, until the visitor
 * moves. `document.fonts.ready` is no signal: it can resolve before the faces are even requested.
 */
export function HashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    let visitorMoved = false;
    const align = () => {
      if (!visitorMoved) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    };
    const relaid = new ResizeObserver(align);
    const onInput = () => {
      visitorMoved = true;
      relaid.disconnect();
    };
    VISITOR_INPUT.forEach((type) => window.addEventListener(type, onInput, { passive: true }));
    // Observing aligns once at the start, then after each change of the page's height.
    const timer = window.setTimeout(() => relaid.observe(document.body), HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      onInput();
      VISITOR_INPUT.forEach((type) => window.removeEventListener(type, onInput));
    };
  }, []);
  return null;
}
