'use client';

import { useEffect, useRef, useState } from 'react';
import type { ClientLabels } from '@/lib/i18n/client-labels';

/**
 * The video and its overlay controls, filling a sized parent over the poster picture (the element
 * is transparent until it plays). Nothing of the file loads before the visitor presses play
 * (`preload="none"`) and it never autoplays. The playing state follows the element's own
 * play/pause/ended events, so the native controls and the overlay agree.
 */
export function VideoPlayer({
  src,
  type,
  title,
  labels,
}: {
  src: string;
  type: string | null;
  title: string | null;
  labels: ClientLabels<'video'>;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  // The pressed button unmounts when the state flips; hand keyboard focus to its counterpart.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (playing ? pauseButton : playButton).current?.focus();
  }, [playing]);

  const play = () => {
    moveFocus.current = true;
    // A refused play (unsupported format, browser policy) fires no `play` event: stay paused.
    video.current?.play().catch(() => {
      moveFocus.current = false;
    });
  };
  const pause = () => {
    moveFocus.current = true;
    video.current?.pause();
  };

  return (
    <>
      <video
        ref={video}
        className="absolute inset-0 h-full w-full object-cover"
        preload="none"
        playsInline
        controls={playing}
        aria-label={title ?? undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      >
        <source src={src} type={type ?? undefined} />
        {labels['video.unsupported']}
      </video>
      {playing ? (
        <button
          ref={pauseButton}
          type="button"
          onClick={pause}
          aria-label={labels['video.pause']}
          className="absolute right-3 top-3 grid size-11 place-items-center rounded-full bg-paper/90 text-ink shadow-card transition-colors hover:bg-paper md:right-5 md:top-5 md:size-12"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <rect x="6" y="5" width="4" height="14" rx="1" />
            <rect x="14" y="5" width="4" height="14" rx="1" />
          </svg>
        </button>
      ) : (
        <button
          ref={playButton}
          type="button"
          onClick={play}
          aria-label={labels['video.play']}
          className="group absolute inset-0 grid place-items-center bg-ink/25 transition-colors hover:bg-ink/10 focus-visible:outline-offset-[-6px]"
        >
          <span className="grid size-20 place-items-center rounded-full bg-gold text-ink shadow-card transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none md:size-24">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 md:size-10" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
            </svg>
          </span>
        </button>
      )}
    </>
  );
}
