import { notFound } from 'next/navigation';
import { PortableText } from '@/components/content/portable-text';
import type { Locale } from '@/lib/constants';
import { getLegalPage } from '@/lib/content';
import { getIntl } from '@/lib/i18n/server';
import { breadcrumbTrail, pageJsonLd } from '@/lib/seo/page-seo';
import { LEGAL_SLUGS, type LegalPageKey } from '@/lib/seo/routes';
import { JsonLd } from './json-ld';
import { PageHeader } from './page-header';

/** Privacy policy and terms of service: title, last-updated date in the reader's locale, body. */
export async function LegalPageView({ page, lang }: { page: LegalPageKey; lang: Locale }) {
  const legal = await getLegalPage(LEGAL_SLUGS[page], lang);
  if (!legal) notFound();
  const title = legal.title ?? '';
  const [crumbs, jsonLd] = await Promise.all([breadcrumbTrail(page, lang, title), pageJsonLd(page, lang)]);
  const intl = getIntl(lang);
  // A calendar date: format it in UTC so no time zone shifts it to the day before.
  const lastUpdated = legal.lastUpdated
    ? intl.formatDate(new Date(`${legal.lastUpdated}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
    : null;

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <JsonLd data={jsonLd} />
      <PageHeader crumbs={crumbs} lang={lang} title={title}>
        {lastUpdated && legal.lastUpdated ? (
          <p className="mt-5 text-sm text-paper/75">
            <time dateTime={legal.lastUpdated}>
              {intl.formatMessage({ id: 'pages.lastUpdated' }, { date: lastUpdated })}
            </time>
          </p>
        ) : null}
      </PageHeader>
      <div className="px-5 py-16 md:px-8 md:py-24">
        <article className="mx-auto max-w-3xl rounded-card bg-paper p-6 shadow-card sm:p-10 md:p-14">
          <PortableText value={legal.body} lang={lang} headingLevel={2} />
        </article>
      </div>
    </main>
  );
}
