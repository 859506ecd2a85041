/** The visitor's reduced-motion preference, read when a motion is about to start (browser only). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
