import type { Locale } from '@/lib/constants';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { buttonClasses } from '@/components/ui/button-styles';
import { MissingPathLog } from './missing-path-log';

/** The not-found screen, in the page's language. */
export function NotFoundContent({ lang }: { lang: Locale }) {
  const intl = getIntl(lang);
  return (
    <main id="main" tabIndex={-1} className="not-found outline-none">
      <MissingPathLog />
      <div>
        <h1 className="not-found-code">{intl.formatMessage({ id: 'notFound.code' })}</h1>
        <p className="not-found-title">{intl.formatMessage({ id: 'notFound.title' })}</p>
        <a href={localizedHref('/', lang)} className={buttonClasses('primary', 'mt-10')}>
          {intl.formatMessage({ id: 'notFound.returnHome' })}
        </a>
      </div>
    </main>
  );
}
