'use client';

import { useEffect } from 'react';
import { SECTION_REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { REVEAL_ATTRIBUTE, SEEN_ATTRIBUTE, SEEN_SHOWN, SEEN_WAITING } from '@/lib/reveal';

/**
 * Fades sections in as the visitor scrolls to them. The HTML shows every section: one on the
 * screen when this runs is left as it is (it is what the visitor came to read, and a fade from
 * opacity 0 would hold back the page's largest paint); one below waits hidden and fades in once,
 * the first time 10 % of it is visible (the fade is CSS, opacity only, so a button does not move
 * under a tap). A section a preview's refresh adds is watched too. Without JavaScript nothing is
 * hidden; with reduced motion the stylesheet hides nothing either.
 *
 * Where a section is comes from an IntersectionObserver's first report, made with the frame's own
 * layout: measuring boxes here would force a layout inside hydration's long task.
 */
export function SectionReveal() {
  useEffect(() => {
    const sight = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting, intersectionRatio } of entries) {
          const firstReport = !target.hasAttribute(SEEN_ATTRIBUTE);
          if (firstReport && isIntersecting) sight.unobserve(target);
          else if (firstReport) target.setAttribute(SEEN_ATTRIBUTE, SEEN_WAITING);
          else if (intersectionRatio >= SECTION_REVEAL_VISIBLE_FRACTION) {
            target.setAttribute(SEEN_ATTRIBUTE, SEEN_SHOWN);
            sight.unobserve(target);
          }
        }
      },
      { threshold: [0, SECTION_REVEAL_VISIBLE_FRACTION] },
    );
    // Each section is observed once: one re-observed after `unobserve` would get a second "first report".
    const watched = new WeakSet<Element>();
    const watch = () => {
      for (const section of document.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)) {
        if (watched.has(section)) continue;
        watched.add(section);
        sight.observe(section);
      }
    };
    watch();
    const additions = new MutationObserver(watch);
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      additions.disconnect();
      sight.disconnect();
    };
  }, []);
  return null;
}
