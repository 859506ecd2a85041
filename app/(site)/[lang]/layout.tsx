import type { Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { FloatingChat } from '@/components/layout/floating-chat';
import { Footer } from '@/components/layout/footer';
import { HashScroll } from '@/components/layout/hash-scroll';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { BRAND_COLORS, LOCALES, LOCALE_TAGS } from '@/lib/constants';
import { getSiteSettings } from '@/lib/content';
import { getIntl } from '@/lib/i18n/server';
import { siteMetadata } from '@/lib/seo/page-seo';
import '../globals.css';
import { localeParam } from '@/lib/i18n/locale-param';

// Montserrat, self-hosted; Latin is preloaded, Cyrillic loads only where Ukrainian text needs it.
const montserratLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-montserrat-latin',
  display: 'swap',
});
const montserratCyrillic = localFont({
  src: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-montserrat-cyrillic',
  display: 'swap',
  preload: false,
});

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

export const viewport: Viewport = { themeColor: BRAND_COLORS.ink, colorScheme: 'light' };

export const generateMetadata = siteMetadata;

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const lang = await localeParam(params);
  const settings = await getSiteSettings(lang);
  const intl = getIntl(lang);
  return (
    <html lang={LOCALE_TAGS[lang].html} className={`${montserratLatin.variable} ${montserratCyrillic.variable}`}>
      <body className="font-sans">
        <noscript>
          {/* Without JavaScript nothing fades in: show revealed sections at once. */}
          <style>{`[data-reveal]{opacity:1!important;transform:none!important}`}</style>
        </noscript>
        <SkipLink label={intl.formatMessage({ id: 'nav.skipToContent' })} />
        <Header lang={lang} settings={settings} />
        {/* Each page renders its own <main id="main" tabIndex={-1}>, the skip link's target. */}
        {children}
        <Footer lang={lang} settings={settings} />
        <FloatingChat
          whatsappNumber={settings.whatsappNumber ?? ''}
          label={`${intl.formatMessage({ id: 'chrome.whatsapp' })} ${intl.formatMessage({ id: 'chrome.newTab' })}`}
        />
        <HashScroll />
      </body>
    </html>
  );
}
