'use client';

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, LOCALE_TAGS, DEFAULT_LOCALE } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * The not-found screen. Next does not pass params to not-found pages, so the language comes from
 * the layout's IntlProvider, and the missing path from the address bar (the public URL).
 */
export function NotFoundContent() {
  const intl = useIntl();
  const lang = LOCALES.find((locale) => LOCALE_TAGS[locale].html === intl.locale) ?? DEFAULT_LOCALE;

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="grid min-h-[80vh] outline-none place-items-center bg-graphite px-5 pt-28 pb-20 text-center text-paper md:pt-36"
    >
      <div>
        <h1 className="text-7xl font-black tracking-tight text-gold md:text-9xl">
          {intl.formatMessage({ id: 'notFound.code' })}
        </h1>
        <p className="mt-4 text-xl text-paper/80 md:text-2xl">{intl.formatMessage({ id: 'notFound.title' })}</p>
        <a href={localizedHref('/', lang)} className={buttonClasses('primary', 'mt-10')}>
          {intl.formatMessage({ id: 'notFound.returnHome' })}
        </a>
      </div>
    </main>
  );
}
