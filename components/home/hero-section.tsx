import { SanityImage, type ContentImage } from '@/components/content/sanity-image';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { buttonClasses } from '@/components/ui/button-styles';
import type { Locale } from '@/lib/constants';
import { getIntl } from '@/lib/i18n/server';
import { HOME_SECTIONS, sectionAnchor } from '@/lib/seo/routes';

type Props = {
  lang: Locale;
  hero: { title: string | null; description: string | null; image: ContentImage } | null;
  stats: { _key: string; value: string | null; label: string | null }[];
};

/**
 * The first screen and the page's LCP: rendered on the server, image fetched with priority and
 * never faded in, so it paints as soon as the HTML and the image arrive.
 */
export async function HeroSection({ lang, hero, stats }: Props) {
  const intl = getIntl(lang);
  return (
    <section
      id={HOME_SECTIONS.home}
      className="relative isolate flex min-h-svh items-end overflow-hidden bg-ink text-paper"
    >
      <SanityImage image={hero?.image ?? null} fill priority sizes="100vw" className="-z-20 object-cover" />
      {/* Darkens the photo from the text side so white copy keeps ≥ 4.5:1 on any part of it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/80 to-ink/50 md:bg-gradient-to-r md:from-ink/95 md:via-ink/70 md:to-ink/10"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-24 md:px-8 md:pt-40">
        <div className="max-w-3xl">
          <span aria-hidden="true" className="block h-px w-16 bg-gold" />
          <h1 className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance md:text-6xl md:leading-[1.05]">
            {hero?.title}
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-pretty text-paper/85 md:text-lg">
            {hero?.description}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
            <a href={sectionAnchor('contact')} className={buttonClasses('primary')}>
              {intl.formatMessage({ id: 'hero.bookService' })}
            </a>
            <a href={sectionAnchor('services')} className={buttonClasses('ghostLight')}>
              {intl.formatMessage({ id: 'hero.ourServices' })}
            </a>
          </div>
        </div>
        {/*
          The floating chat button sits in the bottom-right corner of the first view (72 px square
          with its offset). The bottom padding keeps the stats above it whenever the hero fits the
          screen; on phones, where the hero often runs past the fold, the stats are a list of
          value-label rows no wider than the screen minus that corner, so the button can never
          cover one wherever they land. From `sm` up they are the three-column band.
        */}
        <dl className="mt-10 grid max-w-3xl gap-3 border-t border-paper/15 pt-6 sm:mt-14 sm:grid-cols-3 sm:pt-8 md:mt-20 md:gap-10">
          {stats.map((stat) => (
            <div
              key={stat._key}
              className="flex max-w-[16rem] items-baseline gap-3 sm:max-w-none sm:flex-col sm:items-stretch sm:gap-1"
              data-testid="hero-stat"
            >
              <dt className="text-[0.6875rem] font-medium tracking-[0.08em] [overflow-wrap:anywhere] text-paper/75 uppercase sm:text-xs md:text-sm md:tracking-[0.18em]">
                {stat.label}
              </dt>
              <dd className="order-first w-[6.5rem] shrink-0 text-xl font-bold text-gold sm:w-auto sm:text-2xl md:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <FirstScreenEnd />
      </div>
    </section>
  );
}
