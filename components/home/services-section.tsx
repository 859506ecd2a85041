import type { IntlShape } from 'react-intl';
import { SanityImage } from '@/components/content/sanity-image';
import { buttonClasses } from '@/components/ui/button-styles';
import { PriceFrom } from '@/components/ui/price-from';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/lib/constants';
import { getEditTargets, singletonSource, type HomePageContent, type SiteSettingsContent } from '@/lib/content';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { bookServiceHref, HOME_SECTIONS, sectionAnchor, SITE_PAGES } from '@/lib/seo/routes';
import { ServicesBookLink } from './services-book-link';

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['servicesSection'];
  services: HomePageContent['services'];
  settings: Pick<
    SiteSettingsContent,
    'collectionNotice' | 'paidCollectionTitle' | 'paidCollectionAreas' | 'towTruckNote'
  >;
};

/** The six service cards and the collection/delivery terms, each card leading to a booking. */
export async function ServicesSection({ lang, heading, services, settings }: Props) {
  const intl = getIntl(lang);
  const edit = await getEditTargets(lang);
  return (
    <section id={HOME_SECTIONS.services} aria-labelledby="services-title" className="bg-mist py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-5 md:px-8">
        <Reveal>
          <SectionHeading
            id="services-title"
            titleSource={edit(singletonSource('homePage'), 'servicesSection.title')}
            eyebrow={heading?.eyebrow}
            title={heading?.title}
            intro={heading?.intro}
          />
        </Reveal>
        <Reveal className="mt-14">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {services.map((service) => (
              <li key={service._id} data-service={service.value} className="flex">
                <ServiceCard
                  lang={lang}
                  service={service}
                  intl={intl}
                  titleSource={edit({ _id: service._id, _type: 'service' }, 'title')}
                />
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal className="mt-16">
          <CollectionNotice settings={settings} intl={intl} />
        </Reveal>
      </div>
    </section>
  );
}

function ServiceCard({
  lang,
  service,
  intl,
  titleSource,
}: {
  lang: Locale;
  service: HomePageContent['services'][number];
  intl: IntlShape;
  /** The title's field for click-to-edit, in an owner's preview only. */
  titleSource: string | undefined;
}) {
  const title = service.title ?? '';
  const { value } = service;
  return (
    <article className="service-card group">
      <div className="service-card-media">
        <SanityImage
          image={service.image}
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="service-card-image"
        />
      </div>
      <div className="service-card-body">
        <h3 className="text-xl font-bold tracking-tight text-ink" data-sanity={titleSource}>
          {title}
        </h3>
        {service.priceFrom ? <PriceFrom amount={service.priceFrom} lang={lang} className="service-card-price" /> : null}
        <p className="service-card-summary">{service.summary}</p>
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
            href={service.hasDetailPage ? localizedHref(SITE_PAGES.interiorDetail, lang) : sectionAnchor('contact')}
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
    <div className="collection-notice" data-testid="collection-notice">
      <div>
        <p className="eyebrow text-gold">{intl.formatMessage({ id: 'home.services.collectionEyebrow' })}</p>
        <p className="collection-notice-text">{settings.collectionNotice}</p>
        {settings.towTruckNote ? <p className="mt-4 text-base text-paper/80">{settings.towTruckNote}</p> : null}
        <a href={sectionAnchor('contact')} className={buttonClasses('primary', 'mt-8')}>
          {intl.formatMessage({ id: 'home.services.schedule' })}
        </a>
      </div>
      <div className="collection-areas">
        <h3 className="collection-areas-title">{settings.paidCollectionTitle}</h3>
        <ul className="mt-5 flex flex-wrap gap-2" data-testid="paid-collection-areas">
          {settings.paidCollectionAreas?.map((area) => (
            <li key={area._key} className="collection-area">
              {area.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
