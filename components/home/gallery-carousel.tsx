'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { inView } from 'framer-motion/dom';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons';
import { NEAR_VIEWPORT_MARGIN } from '@/lib/constants';
import type { ClientLabels } from '@/lib/i18n/client-labels';
import { fillTemplate } from '@/lib/i18n/templates';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { GalleryPhoto } from './gallery-photo';
import type { ImgProps } from '@/lib/images/img-props';
import type { GalleryPicture } from './gallery-section';

type Move = (embla: EmblaCarouselType) => void;

/**
 * The gallery's one interactive island: a looping featured carousel (buttons, arrow keys, drag
 * or swipe) and the thumbnail grid that picks the featured image. Embla owns the position; React
 * mirrors its selected index for the status text, the slides' visibility and the thumbnails.
 * Under reduced motion every move jumps instead of sliding.
 * The server HTML already shows the first image (`first`) and the thumbnails' labelled buttons;
 * Embla itself, and the other pictures (thumbnails included), load when the gallery comes within a
 * screen of the viewport (or on the first press before that), so the page load never pays for
 * them. Without JavaScript, where the carousel cannot move, the first image is the gallery.
 */
export function GalleryCarousel({
  slides,
  first,
  labels,
}: {
  slides: GalleryPicture[];
  first: ImgProps | null;
  labels: ClientLabels<'gallery'>;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const engine = useRef<Promise<EmblaCarouselType> | null>(null);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  // Every slide's pictures, built once the carousel loads (the first featured one is `first`).
  const [pictures, setPictures] = useState<{ featured: ImgProps; thumbnail: ImgProps }[] | null>(null);

  const loadEngine = useCallback(() => {
    engine.current ??= Promise.all([import('embla-carousel'), import('./gallery-images')]).then(
      ([{ default: EmblaCarousel }, { featuredImgProps, thumbnailImgProps }]) => {
        setPictures(
          slides.map(({ source }) => ({ featured: featuredImgProps(source), thumbnail: thumbnailImgProps(source) })),
        );
        const api = EmblaCarousel(viewportRef.current!, { loop: true });
        // Listening before anyone can move it: the press that loaded the engine moves it next.
        api.on('select', () => setSelected(api.selectedScrollSnap()));
        setReady(true);
        return api;
      },
    );
    return engine.current;
  }, [slides]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    return inView(viewport, () => void loadEngine(), { margin: NEAR_VIEWPORT_MARGIN });
  }, [loadEngine]);

  useEffect(
    () => () => {
      void engine.current?.then((api) => api.destroy());
      engine.current = null;
    },
    [],
  );

  const move = (how: Move) => void loadEngine().then(how);
  const previous: Move = (api) => api.scrollPrev(prefersReducedMotion());
  const next: Move = (api) => api.scrollNext(prefersReducedMotion());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(previous);
    else if (event.key === 'ArrowRight') move(next);
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
        aria-label={labels['gallery.carousel']}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-carousel-ready={ready ? '' : undefined}
        className="relative rounded-card"
      >
        <div ref={viewportRef} className="overflow-hidden rounded-card bg-ink shadow-card">
          <div className="flex touch-pan-y touch-pinch-zoom">
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(labels['gallery.slide'], { current: index + 1, total: slides.length })}
                aria-hidden={index !== selected}
                className="relative aspect-[3/2] min-w-0 flex-[0_0_100%] md:aspect-video"
              >
                <GalleryPhoto
                  image={index === 0 ? first : (pictures?.[index]?.featured ?? null)}
                  variant="featured"
                  failedText={labels['gallery.imageFailed']}
                />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={() => move(previous)}
          aria-label={labels['gallery.previous']}
          className={`${arrowClasses} left-3 md:left-5`}
        >
          <ChevronLeftIcon strokeWidth={2} />
        </button>
        <button
          type="button"
          onClick={() => move(next)}
          aria-label={labels['gallery.next']}
          className={`${arrowClasses} right-3 md:right-5`}
        >
          <ChevronRightIcon strokeWidth={2} />
        </button>
      </div>

      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <p className="text-sm text-slate md:text-base">{slides[selected]?.caption}</p>
        <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold tabular-nums text-ink">
          {slides.length
            ? fillTemplate(labels['gallery.status'], { current: selected + 1, total: slides.length })
            : null}
        </p>
      </div>

      <ul aria-label={labels['gallery.thumbnails']} className="mt-8 flex flex-wrap justify-center gap-2 md:gap-3">
        {slides.map((slide, index) => {
          const current = index === selected;
          return (
            <li key={slide.id}>
              <button
                type="button"
                onClick={() => move((api) => api.scrollTo(index, prefersReducedMotion()))}
                aria-label={fillTemplate(labels['gallery.thumbnail'], { index: index + 1, alt: slide.source.alt })}
                aria-current={current ? 'true' : undefined}
                className={`block h-14 w-20 overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-paper transition-shadow md:h-16 md:w-24 ${current ? 'ring-gold-deep' : 'ring-transparent hover:ring-slate/40'}`}
              >
                <GalleryPhoto
                  image={pictures?.[index]?.thumbnail ?? null}
                  variant="thumbnail"
                  failedText={labels['gallery.imageFailed']}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
