'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useReducedMotion } from 'framer-motion';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GallerySlide } from '@/lib/gallery/slides';
import { GalleryImage } from './gallery-image';

// The featured frame spans the section container (max-w-6xl minus padding) or the viewport.
const FEATURED_SIZES = '(min-width: 72rem) 68rem, calc(100vw - 2.5rem)';
const THUMBNAIL_SIZES = '6rem';

/**
 * The gallery's one interactive island: a looping featured carousel (buttons, arrow keys, drag
 * or swipe) and the thumbnail grid that picks the featured image. Embla owns the position; React
 * mirrors its selected index for the status text, the slides' visibility and the thumbnails.
 */
export function GalleryCarousel({ slides }: { slides: GallerySlide[] }) {
  const intl = useIntl();
  // Reduced motion: jump between images instead of sliding.
  const jump = useReducedMotion() ?? false;
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const total = slides.length;

  useEffect(() => {
    if (!embla) return;
    const sync = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev(jump);
    else if (event.key === 'ArrowRight') embla?.scrollNext(jump);
    else return;
    event.preventDefault();
  };

  const arrowClasses =
    'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-paper/90 text-ink shadow-card transition-colors hover:bg-paper md:size-12';

  return (
    <div className="mt-12 md:mt-14">
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={intl.formatMessage({ id: 'gallery.carousel' })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative rounded-card"
      >
        <div ref={viewportRef} className="overflow-hidden rounded-card bg-ink shadow-card">
          <div className="flex touch-pan-y touch-pinch-zoom">
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={intl.formatMessage({ id: 'gallery.slide' }, { current: index + 1, total })}
                aria-hidden={index !== selected}
                className="relative aspect-[3/2] min-w-0 flex-[0_0_100%] md:aspect-video"
              >
                <GalleryImage slide={slide} sizes={FEATURED_SIZES} variant="featured" />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={() => embla?.scrollPrev(jump)}
          aria-label={intl.formatMessage({ id: 'gallery.previous' })}
          className={`${arrowClasses} left-3 md:left-5`}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollNext(jump)}
          aria-label={intl.formatMessage({ id: 'gallery.next' })}
          className={`${arrowClasses} right-3 md:right-5`}
        >
          <Chevron direction="right" />
        </button>
      </div>

      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="text-sm text-slate md:text-base">{slides[selected]?.caption}</p>
        <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold tabular-nums text-ink">
          {intl.formatMessage({ id: 'gallery.status' }, { current: selected + 1, total })}
        </p>
      </div>

      <ul aria-label={intl.formatMessage({ id: 'gallery.thumbnails' })} className="mt-8 flex flex-wrap justify-center gap-2 md:gap-3">
        {slides.map((slide, index) => {
          const current = index === selected;
          return (
            <li key={slide.id}>
              <button
                type="button"
                onClick={() => embla?.scrollTo(index, jump)}
                aria-label={intl.formatMessage({ id: 'gallery.thumbnail' }, { index: index + 1, alt: slide.alt })}
                aria-current={current ? 'true' : undefined}
                className={`block h-14 w-20 overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-paper transition-shadow md:h-16 md:w-24 ${
                  current ? 'ring-gold-deep' : 'ring-transparent hover:ring-slate/40'
                }`}
              >
                <GalleryImage slide={slide} sizes={THUMBNAIL_SIZES} variant="thumbnail" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}
