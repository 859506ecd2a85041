'use client';

import { LazyMotion, useReducedMotion } from 'framer-motion';
import * as m from 'framer-motion/m';
import type { ReactNode } from 'react';
import { SECTION_REVEAL_VISIBLE_FRACTION } from '@/lib/constants';

const loadFeatures = () => import('./motion-features').then((features) => features.default);

/**
 * Fades a section in once, the first time 10 % of it is visible, and leaves it visible.
 * The content is in the server HTML; `data-reveal` lets the no-JS stylesheet in the site layout
 * show it without scripts. Honours prefers-reduced-motion (no movement, just shown).
 */
export function Reveal({ children, className, as = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'section' }) {
  const reduced = useReducedMotion();
  const Tag = as === 'section' ? m.section : m.div;
  return (
    <LazyMotion features={loadFeatures} strict>
      <Tag
        data-reveal=""
        className={className}
        initial={reduced ? false : { opacity: 0, y: 24 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, amount: SECTION_REVEAL_VISIBLE_FRACTION }}
        transition={{ duration: 0.6, ease: [0.22, 1, 0.36, 1] }}
      >
        {children}
      </Tag>
    </LazyMotion>
  );
}
