import type { Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { FirstPaintMark } from '@/components/layout/first-paint-mark';
import { SectionReveal } from '@/components/layout/section-reveal';
import { FloatingChat } from '@/components/layout/floating-chat';
import { Footer } from '@/components/layout/footer';
import { HashScroll } from '@/components/layout/hash-scroll';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { PreviewBar } from '@/components/preview/preview-bar';
import { BRAND_COLORS, LOCALES, LOCALE_TAGS } from '@/lib/constants';
import { getServicePages, getSiteSettings } from '@/lib/content';
import { getIntl } from '@/lib/i18n/server';
import { siteMetadata } from '@/lib/seo/page-seo';
import '../globals.css';
import { localeParam } from '@/lib/i18n/locale-param';

// Montserrat cut to the site's characters and weights (npm run fonts, tooling/fonts/subset.ts). None
// is preloaded: text paints at once in a system face matched to Montserrat's metrics (globals.css's
// font stack, tooling/fonts/fallback.ts), so the swap moves nothing; on a first visit the files are
// requested only after the first paint (lib/first-paint.mjs), and each script's files load only for
// text in their unicode-range (the test checks the ranges).
const montserratLatin = localFont({
  src: [
    { path: '../fonts/montserrat-latin-400.woff2', weight: '400' },
    { path: '../fonts/montserrat-latin-500.woff2', weight: '500' },
    { path: '../fonts/montserrat-latin-600.woff2', weight: '600' },
    { path: '../fonts/montserrat-latin-700.woff2', weight: '700' },
    { path: '../fonts/montserrat-latin-900.woff2', weight: '900' },
  ],
  // FONT_FAMILY_VARIABLES in lib/first-paint.mjs (next/font takes literals only).
  variable: '--font-montserrat-latin',
  display: 'swap',
  preload: false,
  // next/font's would be local("Arial") alone, missing on Android and Linux: ours are in globals.css.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0-00AC, U+00AE-00FF, U+02BC, U+2013-2014, U+2018-2019, U+201C-201E, U+2022, U+2026, U+20AC',
    },
  ],
});
const montserratCyrillic = localFont({
  src: [
    { path: '../fonts/montserrat-cyrillic-400.woff2', weight: '400' },
    { path: '../fonts/montserrat-cyrillic-500.woff2', weight: '500' },
    { path: '../fonts/montserrat-cyrillic-600.woff2', weight: '600' },
    { path: '../fonts/montserrat-cyrillic-700.woff2', weight: '700' },
    { path: '../fonts/montserrat-cyrillic-900.woff2', weight: '900' },
  ],
  // FONT_FAMILY_VARIABLES in lib/first-paint.mjs.
  variable: '--font-montserrat-cyrillic',
  display: 'swap',
  preload: false,
  // First in globals.css's font stack: a fallback here would draw the Latin text too.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0401, U+0404, U+0406-0407, U+0410-044F, U+0451, U+0454, U+0456-0457, U+0490-0491, U+2116',
    },
  ],
});

// No `dynamicParams = false` here: Next.js applies it to every dynamic segment below as well
// (vercel/next.js#42940), which would answer 404 to a service page published after the build.
// Every language is prerendered; another `[lang]` value is a 404 through localeParam().
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
  const [settings, servicePages] = await Promise.all([getSiteSettings(lang), getServicePages(lang)]);
  const intl = getIntl(lang);
  return (
    // The first-paint marks (components/layout/first-paint-mark) may still be on <html> when React hydrates it.
    <html
      lang={LOCALE_TAGS[lang].html}
      className={`${montserratLatin.variable} ${montserratCyrillic.variable}`}
      suppressHydrationWarning
    >
      <body className="font-sans">
        <FirstPaintMark />
        <SkipLink label={intl.formatMessage({ id: 'nav.skipToContent' })} />
        <PreviewBar lang={lang} />
        <Header lang={lang} settings={settings} servicePages={servicePages} />
        {/* Each page renders its own <main id="main" tabIndex={-1}>, the skip link's target. */}
        {children}
        <Footer lang={lang} settings={settings} />
        <FloatingChat
          whatsappNumber={settings.whatsappNumber ?? ''}
          label={`${intl.formatMessage({ id: 'chrome.whatsapp' })} ${intl.formatMessage({ id: 'chrome.newTab' })}`}
        />
        <HashScroll />
        <SectionReveal />
      </body>
    </html>
  );
}
