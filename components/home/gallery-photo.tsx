'use client';

import { useState } from 'react';
import type { ImgProps } from '@/lib/images/img-props';

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * One gallery picture filling its (sized) parent: a shimmer while it loads,
 * and the localized 'Failed to load image' instead of a broken image when it cannot load.
 */
export function GalleryPhoto({
  image,
  variant,
  failedText,
}: {
  /** The `<img>` attributes (srcset, sizes), from next/image's getImageProps; null until built. */
  image: ImgProps | null;
  /** Thumbnails sit inside a labelled button, so their picture is decorative and their text small. */
  variant: 'featured' | 'thumbnail';
  /** 'Failed to load image', in the page's language. */
  failedText: string;
}) {
  const thumbnail = variant === 'thumbnail';
  const [state, setState] = useState<LoadState>('loading');

  const frame = 'relative h-full w-full overflow-hidden bg-mist';
  // Not built yet: the carousel has not loaded, so this slide cannot be shown either.
  if (!image) return <div className={frame} />;
  return (
    <div data-image-state={state} className={frame}>
      {state === 'error' ? (
        <p
          className={`absolute inset-0 flex items-center justify-center text-center font-medium text-steel ${thumbnail ? 'p-1 text-[0.625rem] leading-tight' : 'p-4 text-sm md:text-base'}`}
        >
          {failedText}
        </p>
      ) : (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes */}
          <img
            {...image}
            alt={image.alt}
            ref={(img) => {
              // Loaded or failed before hydration: its event is gone, so read the outcome.
              if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error');
            }}
            className={[image.className, 'h-full w-full object-cover'].filter(Boolean).join(' ')}
            onLoad={() => setState('loaded')}
            onError={() => setState('error')}
          />
          {state === 'loading' ? (
            <span
              aria-hidden="true"
              data-image-placeholder=""
              className="pointer-events-none absolute inset-0 animate-pulse bg-linear-to-r from-transparent via-paper/35 to-transparent motion-reduce:animate-none"
            />
          ) : null}
        </>
      )}
    </div>
  );
}
