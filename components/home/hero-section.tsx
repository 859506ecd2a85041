import { SanityImage, type ContentImage } from '@/components/content/sanity-image';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { buttonClasses } from '@/components/ui/button-styles';
import type { Locale } from '@/lib/constants';
import { getEditTargets, singletonSource } from '@/lib/content';
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
  const edit = await getEditTargets(lang);
  return (
    <section id={HOME_SECTIONS.home} className="hero">
      <SanityImage image={hero?.image ?? null} fill priority sizes="100vw" className="-z-20 object-cover" />
      {/* Darkens the photo from the text side so white copy keeps ≥ 4.5:1 on any part of it. */}
      <div aria-hidden="true" className="hero-scrim" />
      <div className="hero-body">
        <div className="max-w-3xl">
          <span aria-hidden="true" className="block h-px w-16 bg-gold" />
          <h1 className="hero-title" data-sanity={edit(singletonSource('homePage'), 'hero.title')}>
            {hero?.title}
          </h1>
          <p className="hero-lead">{hero?.description}</p>
          <div className="hero-actions">
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
        <dl className="hero-stats">
          {stats.map((stat) => (
            <div key={stat._key} className="hero-stat" data-testid="hero-stat">
              <dt className="hero-stat-label">{stat.label}</dt>
              <dd className="hero-stat-value">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <FirstScreenEnd />
      </div>
    </section>
  );
}
