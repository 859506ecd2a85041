import { getHomePage, getSiteSettings } from '@/lib/content';
import { isLocale } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { SanityImage } from '@/components/content/sanity-image';
import { notFound } from 'next/navigation';

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const [{ page, services }, settings, intl] = await Promise.all([getHomePage(lang), getSiteSettings(lang), getIntl(lang)]);
  return (
    <main id="main">
      <section id="home" className="relative isolate flex min-h-[80vh] items-end bg-ink text-paper">
        <SanityImage image={page.hero?.image ?? null} fill priority sizes="100vw" className="-z-10 object-cover opacity-70" />
        <div className="mx-auto w-full max-w-6xl px-6 pb-16">
          <h1 className="text-4xl font-bold md:text-6xl">{page.hero?.title}</h1>
          <p className="mt-4 max-w-xl text-lg">{page.hero?.description}</p>
          <p className="mt-6 flex gap-4">
            <a href="#contact" className="rounded-full bg-gold px-6 py-3 font-semibold text-ink">{intl.formatMessage({ id: 'hero.bookService' })}</a>
            <a href="#services" className="rounded-full border border-paper px-6 py-3 font-semibold">{intl.formatMessage({ id: 'hero.ourServices' })}</a>
          </p>
          <ul className="mt-8 flex gap-8">
            {settings.heroStats?.map((stat) => (
              <li key={stat._key}><strong className="block text-2xl">{stat.value}</strong>{stat.label}</li>
            ))}
          </ul>
        </div>
      </section>
      <section id="services" className="mx-auto max-w-6xl px-6 py-16">
        <h2 className="text-3xl font-bold">{page.servicesSection?.title}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li key={service._id} data-service={service.value} className="rounded-card bg-paper p-6 shadow-card">
              <h3 className="text-xl font-semibold">{service.title}</h3>
              <p className="mt-2">{service.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="contact" className="mx-auto max-w-6xl px-6 py-16" />
    </main>
  );
}
