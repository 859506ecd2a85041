import type { IntlShape } from 'react-intl';
import { SanityImage } from '@/components/content/sanity-image';
import { buttonClasses } from '@/components/ui/button-styles';
import { PriceFrom } from '@/components/ui/prices';
import { Reveal } from '@/components/ui/reveal';
import { SectionShell } from '@/components/ui/section-shell';
import { homeSection } from './home-section';
import type { PriceList } from '@/lib/booking/estimate';
import type { Locale } from '@/lib/constants';
import type { HomePageContent, SiteSettingsContent } from '@/lib/content';
import { priceRangeCents } from '@/lib/content/price-list';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { bookServiceHref, sectionAnchor, servicePagePath } from '@/lib/seo/routes';
import { ServicesBookLink } from './services-book-link';

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['servicesSection'];
  services: HomePageContent['services'];
  /** Each card's from-price is its service's lowest class price. */
  priceList: PriceList<string>;
  settings: Pick<
    SiteSettingsContent,
    'collectionNotice' | 'paidCollectionTitle' | 'paidCollectionAreas' | 'towTruckNote'
  >;
};

/** The six service cards and the collection/delivery terms, each card leading to a booking. */
export async function ServicesSection({ lang, heading, services, priceList, settings }: Props) {
  const intl = getIntl(lang);
  const section = homeSection('services');
  return (
    <SectionShell {...section} className="bg-mist py-20 md:py-28" layout="heading-reveal" heading={heading}>
      <Reveal className="mt-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {services.map((service) => (
            <li key={service._id} data-service={service.value} className="flex">
              <ServiceCard lang={lang} service={service} priceList={priceList} intl={intl} />
            </li>
          ))}
        </ul>
      </Reveal>
      <Reveal className="mt-16">
        <CollectionNotice settings={settings} intl={intl} />
      </Reveal>
    </SectionShell>
  );
}

function ServiceCard({
  lang,
  service,
  priceList,
  intl,
}: {
  lang: Locale;
  service: HomePageContent['services'][number];
  priceList: PriceList<string>;
  intl: IntlShape;
}) {
  const title = service.title ?? '';
  const { value } = service;
  const range = priceRangeCents(priceList, value);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-card bg-paper shadow-card">
      <div className="relative aspect-[4/3] overflow-hidden bg-graphite">
        <SanityImage
          image={service.image}
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <h3 className="text-xl font-bold tracking-tight text-ink">{title}</h3>
        {range ? (
          <PriceFrom
            cents={range.min}
            regime={priceList.vatRegime}
            lang={lang}
            className="mt-2 text-sm font-semibold tracking-wide text-gold-deep"
          />
        ) : null}
        <p className="mt-3 flex-1 text-base leading-relaxed text-slate">{service.summary}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {value ? (
            <ServicesBookLink
              value={value}
              href={bookServiceHref(value, lang)}
              label={intl.formatMessage({ id: 'home.services.bookServiceLabel' }, { service: title })}
              className={buttonClasses('dark', 'flex-1 sm:flex-none')}
            >
              {intl.formatMessage({ id: 'home.services.bookService' })}
            </ServicesBookLink>
          ) : null}
          <a
            href={
              service.detailPageSlug
                ? localizedHref(servicePagePath(service.detailPageSlug), lang)
                : sectionAnchor('contact')
            }
            className={buttonClasses('ghostDark', 'flex-1 sm:flex-none')}
          >
            {/* Seen: the spec's "More Info"; read (and crawled): which service it is about. */}
            <span aria-hidden="true">{intl.formatMessage({ id: 'home.services.moreInfo' })}</span>
            <span className="sr-only">
              {intl.formatMessage({ id: 'home.services.moreInfoLabel' }, { service: title })}
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}

function CollectionNotice({ settings, intl }: { settings: Props['settings']; intl: IntlShape }) {
  return (
    <div
      className="grid gap-10 overflow-hidden rounded-card bg-graphite p-8 text-paper shadow-card md:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center"
      data-testid="collection-notice"
    >
      <div>
        <p className="eyebrow text-gold">{intl.formatMessage({ id: 'home.services.collectionEyebrow' })}</p>
        <p className="mt-4 text-2xl leading-snug font-bold text-balance md:text-3xl">{settings.collectionNotice}</p>
        {settings.towTruckNote ? <p className="mt-4 text-base text-paper/80">{settings.towTruckNote}</p> : null}
        <a href={sectionAnchor('contact')} className={buttonClasses('primary', 'mt-8')}>
          {intl.formatMessage({ id: 'home.services.schedule' })}
        </a>
      </div>
      <div className="rounded-card border border-paper/10 bg-ink/40 p-6 md:p-8">
        <h3 className="text-sm font-semibold tracking-[0.2em] text-paper/80 uppercase">
          {settings.paidCollectionTitle}
        </h3>
        <ul className="mt-5 flex flex-wrap gap-2" data-testid="paid-collection-areas">
          {settings.paidCollectionAreas?.map((area) => (
            <li key={area._key} className="rounded-full border border-gold/40 px-4 py-2 text-sm font-medium text-paper">
              {area.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
