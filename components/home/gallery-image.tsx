'use client';

import Image from 'next/image';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { GallerySlide } from '@/lib/gallery/slides';

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * One gallery picture filling its (sized) parent: a blurred preview and a shimmer while it loads,
 * and the localized 'Failed to load image' instead of a broken image when it cannot load.
 */
export function GalleryImage({
  slide,
  sizes,
  variant,
}: {
  slide: GallerySlide;
  sizes: string;
  /** Thumbnails sit inside a labelled button, so their picture is decorative and their text small. */
  variant: 'featured' | 'thumbnail';
}) {
  const thumbnail = variant === 'thumbnail';
  const intl = useIntl();
  const [state, setState] = useState<LoadState>('loading');

  return (
    <div data-image-state={state} className="relative h-full w-full overflow-hidden bg-mist">
      {state === 'error' ? (
        <p
          className={`absolute inset-0 flex items-center justify-center text-center font-medium text-steel ${thumbnail ? 'p-1 text-[0.625rem] leading-tight' : 'p-4 text-sm md:text-base'}`}
        >
          {intl.formatMessage({ id: 'gallery.imageFailed' })}
        </p>
      ) : (
        <>
          <Image
            src={slide.src}
            alt={thumbnail ? '' : slide.alt}
            fill
            sizes={sizes}
            loading="lazy"
            {...(slide.lqip ? { placeholder: 'blur' as const, blurDataURL: slide.lqip } : {})}
            className="object-cover"
            style={slide.objectPosition ? { objectPosition: slide.objectPosition } : undefined}
            onLoad={(event) => {
              // next/image replays `load` for an image that completed before hydration, broken
              // ones included; those get their `error` right after, so only count real pixels.
              if (event.currentTarget.naturalWidth > 0) setState('loaded');
            }}
            onError={() => setState('error')}
          />
          {state === 'loading' ? (
            <span aria-hidden="true" data-image-placeholder="" className="pointer-events-none absolute inset-0 animate-pulse bg-linear-to-r from-transparent via-paper/35 to-transparent motion-reduce:animate-none" />
          ) : null}
        </>
      )}
    </div>
  );
}
