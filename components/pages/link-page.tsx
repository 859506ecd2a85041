import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/constants';
import { getSiteSettings, type SiteSettingsContent } from '@/lib/content';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';
import { composeTitle } from '@/lib/seo/metadata';
import { SITE_PAGES } from '@/lib/seo/routes';
import { PageHeader } from './page-header';

/**
 * What the pages a visitor's signed link opens share (the appointment's, a booking's review and its
 * opt-out): the frame with its outcome region, the card a link that opens nothing shows, the
 * garage's phone, and their metadata. Each page names its parts in its test ids (`<name>-outcome`,
 * `<name>-state`, `<name>-phone`).
 */

export type LinkPageSettings = Pick<SiteSettingsContent, 'phone' | 'phoneHref'>;

export const cardClasses = 'rounded-card bg-paper p-6 shadow-card sm:p-8';
export const headingClasses = 'text-2xl font-bold tracking-tight text-ink';
export const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-ink underline decoration-gold underline-offset-4 hover:text-gold-deep';

/**
 * A link page's metadata: its title, never indexed. No canonical or language alternates: they would
 * repeat the token in the page's head.
 */
export async function linkPageMetadata(lang: Locale, title: MessageId): Promise<Metadata> {
  const settings = await getSiteSettings(lang);
  return {
    title: {
      absolute: composeTitle(null, getIntl(lang).formatMessage({ id: title }), stegaClean(settings.businessName ?? '')),
    },
    robots: { index: false, follow: false },
  };
}

/**
 * The frame of a link page: the header with its one heading, then what a form came to, told in a
 * status region that stays in place so a screen reader hears it however the page came back, then
 * the page's sections.
 */
export function LinkPage({
  lang,
  name,
  title,
  path,
  told,
  children,
}: {
  lang: Locale;
  name: string;
  title: string;
  /** The page's public path (the breadcrumb's last item, not linked). */
  path: string;
  /** The outcome to tell, in words; null for none. */
  told: string | null;
  children: ReactNode;
}) {
  const crumbs = [
    { label: getIntl(lang).formatMessage({ id: 'nav.home' }), path: SITE_PAGES.home },
    { label: title, path },
  ];
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <PageHeader crumbs={crumbs} lang={lang} title={title} />
      <div className="px-5 py-16 md:px-8 md:py-24">
        <div className="mx-auto max-w-4xl">
          <div role="status" data-testid={`${name}-outcome`}>
            {told ? (
              <p className="mb-8 rounded-card border border-gold-deep/40 bg-mist p-4 font-semibold text-ink">{told}</p>
            ) : null}
          </div>
          <div className="space-y-8">{children}</div>
        </div>
      </div>
    </main>
  );
}

/** What a link that shows nothing says, with the phone; it names nobody and nothing of anyone's booking. */
export function LinkStateCard({
  lang,
  name,
  text,
  settings,
  children,
}: {
  lang: Locale;
  name: string;
  text: string;
  settings: LinkPageSettings;
  /** More ways on, beside the phone. */
  children?: ReactNode;
}) {
  return (
    <section className={cardClasses} data-testid={`${name}-state`}>
      <p className="text-lg text-ink">{text}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-8 gap-y-4">
        <PhoneLine lang={lang} name={name} settings={settings} />
        {children}
      </div>
    </section>
  );
}

/** The garage's phone as a `tel:` link, "Call us: <number>"; nothing when the content has none. */
export function PhoneLine({ lang, name, settings }: { lang: Locale; name: string; settings: LinkPageSettings }) {
  if (!settings.phone || !settings.phoneHref) return null;
  return (
    <a href={settings.phoneHref} className={linkClasses} data-testid={`${name}-phone`}>
      {getIntl(lang).formatMessage({ id: 'nav.callUs' }, { phone: settings.phone })}
    </a>
  );
}

/** One fact of a link page's details list: its label above it. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.2em] text-slate uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink">{children}</dd>
    </div>
  );
}
