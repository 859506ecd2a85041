'use client';

import { inView } from 'framer-motion/dom';
import { useEffect, useRef, type ReactNode } from 'react';
import { SECTION_REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/reduced-motion';

const HIDDEN = { opacity: 0, transform: 'translateY(24px)' };
const SHOWN = { opacity: 1, transform: 'translateY(0)' };
const FADE: KeyframeAnimationOptions = { duration: 600, easing: 'cubic-bezier(0.22, 1, 0.36, 1)', fill: 'forwards' };

/**
 * Fades a section in once, the first time 10 % of it is visible, and leaves it visible.
 * framer-motion's `inView` decides when (its IntersectionObserver wrapper, ~1 kB); the fade itself
 * is a single Web Animations call, which is what framer's own `animate` would run, without its
 * 6 kB of style handling. The content is in the server HTML; `data-reveal` lets the no-JS
 * stylesheet in the site layout show it without scripts. Honours prefers-reduced-motion (no
 * movement, just shown).
 */
export function Reveal({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section';
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion()) {
      Object.assign(element.style, SHOWN);
      return;
    }
    return inView(
      element,
      () => {
        element
          .animate([HIDDEN, SHOWN], FADE)
          .finished.then((animation) => {
            // Keep the end state as the element's own style, then drop the finished animation.
            Object.assign(element.style, SHOWN);
            animation.cancel();
          })
          .catch(() => Object.assign(element.style, SHOWN));
      },
      { amount: SECTION_REVEAL_VISIBLE_FRACTION },
    );
  }, []);

  return (
    <Tag ref={ref} data-reveal="" className={className} style={HIDDEN}>
      {children}
    </Tag>
  );
}
