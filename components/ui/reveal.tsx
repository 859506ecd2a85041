'use client';

import { inView } from 'framer-motion/dom';
import { useEffect, useRef, type ReactNode } from 'react';
import { NEAR_VIEWPORT_MARGIN, SECTION_REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/reduced-motion';

const HIDDEN = { opacity: 0, transform: 'translateY(24px)' };
const SHOWN = { opacity: 1, transform: 'translateY(0)' };
const FADE = { duration: 0.6, ease: [0.22, 1, 0.36, 1] as const };

/** framer-motion's Web Animations animator, fetched once a section nears the viewport. */
const loadAnimate = () => import('framer-motion/dom/mini').then((motion) => motion.animate);

/**
 * Fades a section in once, the first time 10 % of it is visible, and leaves it visible.
 * framer-motion's DOM layer (inView + the Web Animations `animate` of 'framer-motion/dom/mini')
 * rather than its React components: the same effect for a fraction of the JavaScript, and none
 * of it loaded before a section comes within a screen of the viewport. The content is in the server
 * HTML; `data-reveal` lets the no-JS stylesheet in the site layout show it without scripts.
 * Honours prefers-reduced-motion (no movement, just shown).
 */
export function Reveal({ children, className, as: Tag = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'section' }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion()) {
      Object.assign(element.style, SHOWN);
      return;
    }
    const stopPreload = inView(element, () => void loadAnimate(), { margin: NEAR_VIEWPORT_MARGIN });
    const stopReveal = inView(
      element,
      () =>
        void loadAnimate().then((animate) =>
          animate(
            element,
            { opacity: [HIDDEN.opacity, SHOWN.opacity], transform: [HIDDEN.transform, SHOWN.transform] },
            { duration: FADE.duration, ease: [...FADE.ease] },
          ),
        ),
      { amount: SECTION_REVEAL_VISIBLE_FRACTION },
    );
    return () => {
      stopPreload();
      stopReveal();
    };
  }, []);

  return (
    <Tag ref={ref} data-reveal="" className={className} style={HIDDEN}>
      {children}
    </Tag>
  );
}
