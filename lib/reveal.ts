/**
 * Sections that fade in (components/ui/reveal): the attribute each carries, and what the page's
 * script has made of it (components/layout/section-reveal): waiting below the first screen
 * (hidden), or shown (fading in). globals.css styles the same names.
 */
export const REVEAL_ATTRIBUTE = 'data-reveal';
export const SEEN_ATTRIBUTE = 'data-seen';
export const SEEN_WAITING = 'wait';
export const SEEN_SHOWN = 'in';
