import { PortableText } from '@/components/content/portable-text';
import { SanityImage } from '@/components/content/sanity-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionShell } from '@/components/ui/section-shell';
import { buttonClasses } from '@/components/ui/button-styles';
import type { Locale } from '@/lib/constants';
import { getAboutPage, getSiteSettings } from '@/lib/content';
import { ReasonsList } from '@/components/ui/reasons-list';
import { getIntl } from '@/lib/i18n/server';
import { breadcrumbTrail, pageJsonLd } from '@/lib/seo/page-seo';
import { JsonLd } from './json-ld';
import { PageHeader } from './page-header';
import { sectionHref } from '@/lib/seo/routes';

export async function AboutPageView({ lang }: { lang: Locale }) {
  const [about, settings, crumbs, jsonLd] = await Promise.all([
    getAboutPage(lang),
    getSiteSettings(lang),
    breadcrumbTrail('about', lang),
    pageJsonLd('about', lang),
  ]);
  const intl = getIntl(lang);
  const [firstImage, secondImage] = about.images ?? [];
  const blocks = [
    { id: 'who-we-are', block: about.whoWeAre, image: firstImage },
    { id: 'what-we-do', block: about.whatWeDo, image: secondImage },
  ];

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <JsonLd data={jsonLd} />
      <PageHeader
        crumbs={crumbs}
        lang={lang}
        eyebrow={intl.formatMessage({ id: 'pages.aboutEyebrow' })}
        title={about.title ?? ''}
      >
        {about.intro ? (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-paper/80">{about.intro}</p>
        ) : null}
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-20 px-5 py-20 md:space-y-28 md:px-8 md:py-28">
        {blocks.map(({ id, block, image }, index) => (
          <Reveal key={id} as="section" className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
            <div className={index % 2 === 1 ? 'md:order-2' : ''}>
              <h2 id={id} className="section-title text-ink">
                {block?.title}
              </h2>
              <PortableText value={block?.body} lang={lang} className="mt-6" />
            </div>
            {image ? (
              <div className="relative aspect-[4/3] overflow-hidden rounded-card shadow-card">
                <SanityImage
                  image={image}
                  fill
                  sizes="(min-width: 1280px) 576px, (min-width: 768px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
            ) : null}
          </Reveal>
        ))}
      </div>

      <Reveal as="section" className="mx-auto max-w-7xl px-5 pb-20 md:px-8 md:pb-28">
        <div className="rounded-card bg-ink px-6 py-14 text-center text-paper shadow-card md:px-16 md:py-16">
          <h2 className="section-title mx-auto max-w-2xl">{about.cta?.title}</h2>
          {about.cta?.text ? (
            <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-paper/80">{about.cta.text}</p>
          ) : null}
          <p className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <a href={sectionHref('services', lang)} className={buttonClasses('primary')}>
              {intl.formatMessage({ id: 'pages.viewServices' })}
            </a>
            <a href={sectionHref('contact', lang)} className={buttonClasses('ghostLight')}>
              {intl.formatMessage({ id: 'pages.getQuote' })}
            </a>
          </p>
        </div>
      </Reveal>

      <SectionShell
        headingId="why-choose-us"
        className="bg-paper py-20 md:py-28"
        layout="still"
        heading={{ title: settings.whyChooseUsTitle }}
      >
        <ReasonsList reasons={settings.whyChooseUs} variant="about" />
      </SectionShell>
    </main>
  );
}
