import { useId } from 'react';
import { SanityImage } from '@/components/content/sanity-image';
import type { BeforeAfterPairsContent } from '@/lib/content';
import type { Locale } from '@/lib/constants';
import { BEFORE_AFTER_TEMPLATE_VALUES, CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { BeforeAfterSlider } from './before-after-slider';

/**
 * What each photo is drawn at: a frame per column (the whole column on a phone, half of a 72rem
 * container from the md breakpoint) with JavaScript; without it the two photos share that frame,
 * side by side (globals.css `.compare`), which the `scripting` feature tells the browser as it picks
 * a width.
 */
const SIZES = [
  // (25vw between the breakpoints would add a 192 px candidate to every srcset: not worth its bytes.)
  '(scripting: none) and (min-width: 72rem) 16rem',
  '(scripting: none) 50vw',
  '(min-width: 72rem) 33rem',
  '(min-width: 48rem) 50vw',
  '100vw',
].join(', ');

const SIDES = ['before', 'after'] as const;

/**
 * Before and after pairs (getBeforeAfterPairs), each a figure with its comparison and caption: the
 * home page's gallery shows every pair, a service's page its own. Server-rendered: only the slider
 * is a client island, and the photos load lazily, when the list nears the viewport. Nothing is
 * shown without pairs.
 */
export function BeforeAfterList({
  lang,
  pairs,
  className = '',
}: {
  lang: Locale;
  pairs: BeforeAfterPairsContent;
  className?: string;
}) {
  const compareId = useId();
  if (pairs.length === 0) return null;
  const intl = getIntl(lang);
  const labels = {
    before: intl.formatMessage({ id: 'beforeAfter.before' }),
    after: intl.formatMessage({ id: 'beforeAfter.after' }),
  };
  const { 'beforeAfter.position': valueText } = pickMessages(
    lang,
    CLIENT_LABEL_IDS.beforeAfter,
    BEFORE_AFTER_TEMPLATE_VALUES,
  );
  return (
    <>
      {/* The first half of every slider's name, once; the caption (or, without one, the pair's name) is the second. */}
      <span id={compareId} hidden>
        {intl.formatMessage({ id: 'beforeAfter.compare' })}
      </span>
      <ul className={`grid gap-8 md:grid-cols-2 ${className}`}>
        {pairs.map((pair, index) => (
          <li key={pair.id}>
            <figure>
              <BeforeAfterSlider
                labelledBy={`${compareId} ${compareId}${index}`}
                valueText={valueText}
                width={pair.width}
                height={pair.height}
              >
                {SIDES.map((side) => (
                  <div key={side} className="overflow-hidden rounded-card bg-graphite">
                    <SanityImage
                      image={{ ...pair[side], alt: pair[side].alt || labels[side] }}
                      sizes={SIZES}
                      loading="lazy"
                      className="absolute inset-0 h-full w-full object-cover"
                    />
                    <span
                      className={`absolute top-3 ${side === 'before' ? 'left-3' : 'right-3'} rounded-full bg-ink px-3 py-2 text-xs font-semibold tracking-[0.2em] text-paper uppercase`}
                    >
                      {labels[side]}
                    </span>
                  </div>
                ))}
              </BeforeAfterSlider>
              {pair.caption ? (
                <figcaption id={`${compareId}${index}`} className="mt-3 text-sm text-pretty text-slate md:text-base">
                  {pair.caption}
                </figcaption>
              ) : (
                <span id={`${compareId}${index}`} hidden>
                  {pair.name}
                </span>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
