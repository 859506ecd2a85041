import type { ReactNode } from 'react';
import { SECTION_REVEAL_VISIBLE_FRACTION } from '@/lib/constants';
import { REVEAL_ATTRIBUTE } from '@/lib/first-paint.mjs';

/**
 * A section that fades in once, the first time 10 % of it is visible, and stays visible. The
 * first-paint script (lib/first-paint.mjs) watches it from the moment it is parsed: one on the
 * screen when the page appears is simply there, one below waits hidden and fades in (globals.css).
 * Server-rendered, so nothing waits for the page's JavaScript. Without JavaScript, or with reduced
 * motion, it is simply there.
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
    <Tag {...{ [REVEAL_ATTRIBUTE]: SECTION_REVEAL_VISIBLE_FRACTION }} className={className}>
      {children}
    </Tag>
  );
}
