import type { Locale } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { buttonClasses } from '@/components/ui/button-styles';
import { MissingPathLog } from './missing-path-log';

/** The not-found screen, in the page's language. */
export function NotFoundContent({ lang }: { lang: Locale }) {
  const intl = getIntl(lang);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="grid min-h-[80vh] place-items-center bg-graphite px-5 pt-28 pb-20 text-center text-paper outline-none md:pt-36"
    >
      <MissingPathLog />
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
