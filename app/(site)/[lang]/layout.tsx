import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/providers/intl-provider';
import { LOCALES, LOCALE_TAGS } from '@/lib/constants';
import { isLocale } from '@/lib/i18n/locale';
import { getMessages } from '@/lib/i18n/messages';
import '../globals.css';

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

export const viewport: Viewport = { themeColor: '#0b0d10', colorScheme: 'light' };

export const metadata: Metadata = {};

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <html lang={LOCALE_TAGS[lang].html} className={`${montserratLatin.variable} ${montserratCyrillic.variable}`}>
      <body className="font-sans">
        <noscript>
          {/* Without JavaScript nothing fades in: show revealed sections at once. */}
          <style>{`[data-reveal]{opacity:1!important;transform:none!important}`}</style>
        </noscript>
        <IntlProvider locale={LOCALE_TAGS[lang].html} messages={getMessages(lang)}>
          {children}
        </IntlProvider>
      </body>
    </html>
  );
}
