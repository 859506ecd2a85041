import { BookingRequest } from '@/components/booking/booking-request';
import { ContactSection } from '@/components/home/contact-section';
import { GallerySection } from '@/components/home/gallery-section';
import { HeroSection } from '@/components/home/hero-section';
import { ReviewsSection } from '@/components/home/reviews-section';
import { ServicesSection } from '@/components/home/services-section';
import { VideoSection } from '@/components/home/video-section';
import { getBeforeAfterPairs, getHomePage, getPriceList, getReviews, getSiteSettings } from '@/lib/content';
import { JsonLd } from '@/components/pages/json-ld';
import { metadataFor, pageJsonLd } from '@/lib/seo/page-seo';
import { localeParam } from '@/lib/i18n/locale-param';

export const generateMetadata = metadataFor('home');

export default async function HomeRoute({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeParam(params);
  const [{ page, services, gallery, video }, settings, beforeAfterPairs, reviews, priceList] = await Promise.all([
    getHomePage(lang),
    getSiteSettings(lang),
    getBeforeAfterPairs(lang),
    getReviews(lang),
    getPriceList(lang),
  ]);
  return (
    <main id="main" tabIndex={-1}>
      <HeroSection lang={lang} hero={page.hero} stats={settings.heroStats ?? []} />
      <ServicesSection
        lang={lang}
        heading={page.servicesSection}
        services={services}
        priceList={priceList}
        settings={settings}
      />
      <GallerySection
        lang={lang}
        heading={page.gallerySection}
        images={gallery}
        instagramUrl={settings.socialLinks?.find((link) => link.network === 'instagram')?.url}
        beforeAfter={{ heading: page.beforeAfterSection, pairs: beforeAfterPairs }}
      />
      <ReviewsSection lang={lang} heading={page.reviewsSection} note={page.reviewsNote} reviews={reviews} />
      <VideoSection lang={lang} heading={page.videoSection} video={video} />
      <ContactSection
        lang={lang}
        heading={page.contactSection}
        settings={settings}
        bookingForm={
          <BookingRequest
            lang={lang}
            services={services.map(({ value, title }) => ({ value, title }))}
            priceList={priceList}
          />
        }
      />
      {/*
        Last in <main>, unlike the other pages: its copy in the RSC payload, which follows the
        markup, is then within gzip's 32 kB window, and its texts compress against it (0.44 kB
        gzip less than at the top; the other pages' structured data compresses best where it is,
        near their own texts).
      */}
      <JsonLd data={await pageJsonLd('home', lang)} />
    </main>
  );
}
