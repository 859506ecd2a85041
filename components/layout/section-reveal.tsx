'use client';

import { inView } from 'framer-motion/dom';
import { useEffect } from 'react';
import { SECTION_REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { REVEAL_ATTRIBUTE, SEEN_ATTRIBUTE, SEEN_SHOWN, SEEN_WAITING } from '@/lib/reveal';

/**
 * Fades sections in as the visitor scrolls to them. The HTML shows every section: one on the
 * screen when this runs is left as it is (it is what the visitor came to read, and a fade from
 * opacity 0 would hold back the page's largest paint); one below waits hidden and fades in once,
 * the first time 10 % of it is visible (framer-motion's `inView`; the fade is CSS, opacity only, so
 * a button does not move under a tap). A section a preview's refresh adds is watched too. Without
 * JavaScript nothing is hidden; with reduced motion the stylesheet hides nothing either.
 */
export function SectionReveal() {
  useEffect(() => {
    const watched = new WeakSet<Element>();
    const watch = () => {
      for (const section of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)) {
        if (watched.has(section)) continue;
        watched.add(section);
        const box = section.getBoundingClientRect();
        if (box.bottom > 0 && box.top < window.innerHeight) continue;
        section.setAttribute(SEEN_ATTRIBUTE, SEEN_WAITING);
        inView(section, () => section.setAttribute(SEEN_ATTRIBUTE, SEEN_SHOWN), {
          amount: SECTION_REVEAL_VISIBLE_FRACTION,
        });
      }
    };
    watch();
    const additions = new MutationObserver(watch);
    additions.observe(document.body, { childList: true, subtree: true });
    return () => additions.disconnect();
  }, []);
  return null;
}
