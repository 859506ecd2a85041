'use client';

import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons';
import { COMPARE_START, positionAt, positionStyle, shares, touchIntent } from '@/lib/before-after/position';
import { fillTemplate } from '@/lib/i18n/templates';

/** A pointer pressed on the comparison: where it started, and whether it has become a drag. */
type Press = { pointerId: number; x: number; y: number; dragging: boolean };

/**
 * The before and after comparison's one interactive part: a native range input (0–100) laid over
 * the two photos, which gives the arrow keys, Home, End and Page Up/Down and the screen reader's
 * announcement ("Before 30%, after 70%"), and pointer handling on the photos (a press or a drag with
 * the mouse, a sideways swipe or a tap on a touch screen; an up-and-down swipe stays the page's
 * scroll). The photos and their labels are the server's `children`; the stylesheet lays them out
 * side by side without JavaScript and overlaid with it (globals.css `.compare`), so hydrating moves
 * nothing.
 */
export function BeforeAfterSlider({
  labelledBy,
  valueText,
  width,
  height,
  children,
}: {
  /**
   * The elements that name the slider ("Compare before and after", then the pair's caption): ids,
   * so the caption's text is not in the page twice.
   */
  labelledBy: string;
  /** The announced value, a template with {before} and {after} filled in here. */
  valueText: string;
  /** The frame's proportions: the before photo's. */
  width: number;
  height: number;
  /** The before pane, then the after pane. */
  children: ReactNode;
}) {
  const [position, setPosition] = useState(COMPARE_START);
  const frame = useRef<HTMLDivElement>(null);
  const range = useRef<HTMLInputElement>(null);
  const press = useRef<Press | null>(null);

  const follow = (clientX: number) => {
    if (frame.current) setPosition(positionAt(clientX, frame.current.getBoundingClientRect()));
  };
  // As a native slider does, the control pressed takes the focus, so the keys go on from there.
  const focusRange = () => range.current?.focus({ preventScroll: true });
  const release = () => {
    press.current = null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    const mouse = event.pointerType === 'mouse';
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: mouse };
    event.currentTarget.setPointerCapture(event.pointerId);
    // A mouse moves the line at once; a touch waits to tell a sideways swipe from the page's scroll.
    if (mouse) {
      focusRange();
      follow(event.clientX);
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!current.dragging) {
      const intent = touchIntent(event.clientX - current.x, event.clientY - current.y);
      if (intent === 'pending') return;
      if (intent === 'scroll') return release();
      current.dragging = true;
      focusRange();
    }
    follow(event.clientX);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = press.current;
    release();
    // A tap puts the line where it touched.
    if (current?.pointerId === event.pointerId && !current.dragging) {
      focusRange();
      follow(event.clientX);
    }
  };

  const { before, after } = shares(position);
  return (
    <div
      ref={frame}
      className="compare relative touch-pan-y touch-pinch-zoom overflow-hidden rounded-card"
      style={{ '--ratio': `${width} / ${height}`, ...positionStyle(position) } as CSSProperties}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={release}
      // No text selection, focus change or image drag under the mouse: the press is the slider's.
      onMouseDown={(event) => event.preventDefault()}
      onDragStart={(event) => event.preventDefault()}
    >
      {children}
      <input
        ref={range}
        type="range"
        min={0}
        max={100}
        step={1}
        value={before}
        onChange={(event) => setPosition(Number(event.target.value))}
        className="pointer-events-none absolute inset-0 m-0 h-full w-full"
        aria-labelledby={labelledBy}
        aria-valuetext={fillTemplate(valueText, { before, after })}
      />
      {/* The handle: a layer the frame's size, moved to the position; its line, and the knob on it. */}
      <span aria-hidden="true" className="pointer-events-none absolute inset-0">
        <span className="absolute inset-0 flex w-px items-center justify-center bg-paper">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-paper text-ink shadow-card">
            <ChevronLeftIcon width={16} height={16} strokeWidth={2.5} />
            <ChevronRightIcon width={16} height={16} strokeWidth={2.5} />
          </span>
        </span>
      </span>
    </div>
  );
}
