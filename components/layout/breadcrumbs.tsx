import type { Locale } from '@/lib/constants';
import { getIntl } from '@/lib/i18n/server';
import { ChevronRightIcon } from './icons';

export type BreadcrumbItem = { label: string; href?: string };

/**
 * The trail on non-home pages, e.g. Home > Services > Interior Detailing, styled for the dark band
 * every page opens with. `href`s are already localized; the last item is the current page.
 */
export function Breadcrumbs({ lang, items }: { lang: Locale; items: BreadcrumbItem[] }) {
  const intl = getIntl(lang);
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.breadcrumb' })} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-x-1">
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className="font-semibold text-paper">
                  {item.label}
                </span>
              ) : (
                <a
                  href={item.href}
                  className="inline-flex min-h-11 items-center text-paper/75 underline-offset-4 hover:text-paper hover:underline"
                >
                  {item.label}
                </a>
              )}
              {last ? null : <ChevronRightIcon width={14} height={14} className="text-paper/50" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
