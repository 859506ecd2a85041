import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FirstScreenEnd } from '@/components/layout/first-screen-end';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { PortableText } from '@/components/content/portable-text';
import { SanityImage } from '@/components/content/sanity-image';
import { Reveal } from '@/components/ui/reveal';
import { buttonClasses } from '@/components/ui/button-styles';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/constants';
import { BeforeAfterList } from '@/components/before-after/before-after-list';
import { ReviewList } from '@/components/reviews/review-list';
import { SectionShell } from '@/components/ui/section-shell';
import {
  getBeforeAfterPairs,
  getPriceList,
  getReviews,
  getServiceFaqs,
  getServicePage,
  type ServicePageContent,
} from '@/lib/content';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { breadcrumbTrail, pageJsonLd } from '@/lib/seo/page-seo';
import { JsonLd } from './json-ld';
import { breadcrumbItems } from './page-header';
import { ServiceFaqs } from './service-faqs';
import { ServicePrices } from './service-prices';
import { bookServiceHref, sectionHref } from '@/lib/seo/routes';

const headingClasses = 'section-title text-ink';
const labelClasses = 'text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep';
const figureClasses = 'mt-2 text-3xl font-bold tracking-tight text-ink';

function CheckIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={className} fill="currentColor">
      <path d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
    </svg>
  );
}

/** A section of the service's pairs or reviews, under the page's heading for it (`title` without one). */
function ShowcaseSection({
  id,
  heading,
  title,
  className,
  children,
}: {
  id: string;
  heading: ServicePageContent['beforeAfterSection' | 'reviewsSection'];
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <SectionShell
      headingId={id}
      className={`py-20 md:py-28 ${className}`}
      layout="column"
      heading={heading}
      fallbackTitle={title}
    >
      {children}
    </SectionShell>
  );
}

/** A service's own page (`servicePage`): each block shows when the owner has filled it. */
export async function ServicePageView({ lang, slug }: { lang: Locale; slug: string }) {
  const page = await getServicePage(slug, lang);
  if (!page) notFound();
  const service = page.service;
  const [faqs, pairs, reviews, priceList, crumbs, jsonLd] = await Promise.all([
    service?.value ? getServiceFaqs(service.value, lang) : [],
    service?.value ? getBeforeAfterPairs(lang, service.value) : [],
    service?.value ? getReviews(lang, service.value) : [],
    getPriceList(lang),
    breadcrumbTrail({ servicePage: slug, label: page.menuTitle ?? '' }, lang),
    pageJsonLd({ servicePage: slug }, lang),
  ]);
  const intl = getIntl(lang);
  const duration = page.schedule?.durationHours;
  const bookHref = service?.value ? bookServiceHref(service.value, lang) : sectionHref('contact', lang);
  const hasIdealForOrSchedule = Boolean(page.idealFor?.items?.length || page.schedule);
  const textBlocks = [
    { id: 'description', block: page.description },
    { id: 'why-it-matters', block: page.whyItMatters },
  ].filter(({ block }) => block?.title);

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ScrollToTop />
      <JsonLd data={jsonLd} />
      {/* Stacked by source order (image, scrim, text), not negative z-index, which axe misreads. */}
      <div className="relative overflow-hidden bg-ink pt-28 pb-20 text-paper md:pt-36 md:pb-28">
        <SanityImage image={page.hero?.image ?? null} fill priority sizes="100vw" className="object-cover" />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-ink opacity-80 md:bg-transparent md:bg-linear-to-r md:from-ink md:via-ink/85 md:to-ink/30 md:opacity-100"
        />
        <div className="relative mx-auto max-w-7xl px-5 md:px-8">
          <Breadcrumbs lang={lang} items={breadcrumbItems(crumbs, lang)} />
          <p className="eyebrow mt-10 text-gold">{intl.formatMessage({ id: 'pages.serviceEyebrow' })}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-6xl">
            {page.hero?.title}
          </h1>
          {page.hero?.subtitle ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-paper/85">{page.hero.subtitle}</p>
          ) : null}
          <FirstScreenEnd />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-14 px-5 py-20 md:px-8 md:py-28 lg:grid-cols-2 lg:gap-16">
        {textBlocks.map(({ id, block }) => (
          <Reveal key={id} as="section">
            <h2 id={id} className={headingClasses}>
              {block?.title}
            </h2>
            <PortableText value={block?.body} lang={lang} className="mt-6" />
          </Reveal>
        ))}
      </div>

      {page.included?.items?.length ? (
        <section aria-labelledby="included" className="bg-paper py-20 md:py-28">
          <div className="mx-auto max-w-7xl px-5 md:px-8">
            <h2 id="included" className={`${headingClasses} text-center`}>
              {page.included?.title}
            </h2>
            <Reveal>
              <ul className="mt-12 grid gap-6 md:grid-cols-3">
                {(page.included?.items ?? []).map((item) => (
                  <li key={item._key} className="rounded-card bg-mist p-7 shadow-card">
                    <span className="flex size-11 items-center justify-center rounded-full bg-ink text-gold">
                      <CheckIcon className="size-5" />
                    </span>
                    <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate">{item.description}</p>
                  </li>
                ))}
              </ul>
            </Reveal>
          </div>
        </section>
      ) : null}

      {hasIdealForOrSchedule ? (
        <div className="mx-auto grid max-w-7xl gap-6 px-5 py-20 md:grid-cols-2 md:px-8 md:py-28">
          {page.idealFor?.items?.length ? (
            <Reveal>
              <section
                aria-labelledby="ideal-for"
                className="flex h-full flex-col rounded-card bg-graphite p-8 text-paper shadow-card md:p-10"
              >
                <h2 id="ideal-for" className="text-2xl font-bold tracking-tight md:text-3xl">
                  {page.idealFor?.title}
                </h2>
                <ul className="mt-6 space-y-4">
                  {(page.idealFor?.items ?? []).map((item) => (
                    <li key={item._key} className="flex items-start gap-3 text-lg">
                      <CheckIcon className="mt-1 size-5 shrink-0 text-gold" />
                      {item.label}
                    </li>
                  ))}
                </ul>
                <p className="mt-auto pt-10">
                  <a href={bookHref} className={buttonClasses('primary')}>
                    {intl.formatMessage({ id: 'pages.bookThisService' })}
                  </a>
                </p>
              </section>
            </Reveal>
          ) : null}

          {page.schedule ? (
            <Reveal>
              <section aria-labelledby="schedule" className="h-full rounded-card bg-paper p-8 shadow-card md:p-10">
                <h2 id="schedule" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
                  {page.schedule?.title}
                </h2>
                {page.schedule.areas?.length ? (
                  <>
                    <h3 className={`mt-6 ${labelClasses}`}>{intl.formatMessage({ id: 'pages.serviceAreas' })}</h3>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {(page.schedule?.areas ?? []).map((area) => (
                        <li
                          key={area._key}
                          className="rounded-full border border-ink/15 bg-mist px-4 py-2 text-sm font-medium text-ink"
                        >
                          {area.label}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {duration?.min && duration.max ? (
                  <>
                    <h3 className={`mt-8 ${labelClasses}`}>{intl.formatMessage({ id: 'pages.duration' })}</h3>
                    <p className={figureClasses}>
                      {intl.formatMessage({ id: 'pages.durationHours' }, { min: duration.min, max: duration.max })}
                    </p>
                    {page.schedule.durationNote ? (
                      <p className="mt-1 text-slate">{page.schedule.durationNote}</p>
                    ) : null}
                  </>
                ) : null}
              </section>
            </Reveal>
          ) : null}
        </div>
      ) : null}

      {service?.value ? (
        <ServicePrices
          lang={lang}
          service={service.value}
          priceList={priceList}
          // Right under the box above (its own bottom padding), else a band of its own.
          className={`mx-auto max-w-7xl px-5 pb-20 md:px-8 md:pb-28 ${hasIdealForOrSchedule ? '' : 'pt-20 md:pt-28'}`}
        />
      ) : null}

      {pairs.length ? (
        <ShowcaseSection
          id="before-after"
          heading={page.beforeAfterSection}
          title={intl.formatMessage({ id: 'beforeAfter.heading' })}
          className="bg-paper"
        >
          <BeforeAfterList lang={lang} pairs={pairs} className="mt-12" />
        </ShowcaseSection>
      ) : null}

      {reviews.length ? (
        <ShowcaseSection
          id="reviews"
          heading={page.reviewsSection}
          title={intl.formatMessage({ id: 'nav.reviews' })}
          className="bg-mist"
        >
          <ReviewList lang={lang} reviews={reviews} showService={false} className="mt-12" />
          {/* Wherever reviews show, the owner's note on how they are checked (Directive 2019/2161). */}
          {page.reviewsNote ? (
            <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-slate">{page.reviewsNote}</p>
          ) : null}
        </ShowcaseSection>
      ) : null}

      <ServiceFaqs heading={page.faqSection} faqs={faqs} />

      {page.relatedLinks?.links?.length ? (
        <section aria-labelledby="related" className="border-t border-ink/10 bg-mist pb-20 md:pb-28">
          <div className="mx-auto max-w-7xl px-5 pt-16 md:px-8">
            <h2 id="related" className="text-2xl font-bold tracking-tight text-ink">
              {page.relatedLinks.title}
            </h2>
            <ul className="mt-6 flex flex-wrap gap-3">
              {page.relatedLinks.links.map((link) => (
                <li key={link._key}>
                  <a href={localizedHref(link.href ?? '/', lang)} className={buttonClasses('ghostDark')}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </main>
  );
}
