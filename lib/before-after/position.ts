/**
 * The before and after comparison's position (components/before-after): how much of the frame, from
 * its left edge, shows the before photo, in percent. The after photo is cut at that line and the
 * handle stands on it; the slider announces the two shares. Plain functions, for the client island
 * and its tests.
 */

/** Where a comparison starts: half before, half after. */
export const COMPARE_START = 50;

/** How far a touch must travel before it counts as a drag (CSS px), and not yet a scroll or a tap. */
export const TOUCH_SLOP_PX = 6;

export function clampPosition(position: number): number {
  return Math.min(100, Math.max(0, position));
}

/** The position under a pointer at `clientX` over a frame whose left edge and width are given. */
export function positionAt(clientX: number, frame: { left: number; width: number }): number {
  if (frame.width <= 0) return COMPARE_START;
  return clampPosition(((clientX - frame.left) / frame.width) * 100);
}

/** The slider's value and what it announces: the before and after shares, whole percents adding up to 100. */
export function shares(position: number): { before: number; after: number } {
  const before = Math.round(clampPosition(position));
  return { before, after: 100 - before };
}

/**
 * The frame's custom property: the after photo is cut `position` percent in from its left edge
 * (`clip-path: inset(0 0 0 var(--position))`) and the handle stands there (globals.css `.compare`).
 */
export function positionStyle(position: number): { '--position': string } {
  return { '--position': `${Math.round(clampPosition(position) * 100) / 100}%` };
}

/**
 * What a touch that has moved so far is: still undecided (within the slop), a sideways drag that
 * moves the comparison, or an up-and-down swipe that is the page's scroll (`touch-action: pan-y`
 * leaves that to the browser, which then cancels the pointer).
 */
export function touchIntent(dx: number, dy: number): 'pending' | 'drag' | 'scroll' {
  if (Math.hypot(dx, dy) < TOUCH_SLOP_PX) return 'pending';
  return Math.abs(dx) > Math.abs(dy) ? 'drag' : 'scroll';
}
