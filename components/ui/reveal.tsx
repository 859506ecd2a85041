import type { ReactNode } from 'react';
import { REVEAL_ATTRIBUTE } from '@/lib/reveal';

/**
 * A section that fades in once, the first time 10 % of it is visible, and stays visible
 * (components/layout/section-reveal). Server-rendered and visible in the HTML: one on the screen
 * when the page appears is simply there, so the first paint never waits for JavaScript.
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
  return (
    <Tag {...{ [REVEAL_ATTRIBUTE]: '' }} className={className}>
      {children}
    </Tag>
  );
}
