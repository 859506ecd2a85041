import { ChevronDownIcon } from './icons';
import type { NavEntry } from './site-links';

export type DesktopNavProps = { entries: NavEntry[]; label: string };

/** Shared by the server-rendered menu and the Radix one that replaces it, so the swap is invisible. */
export const DESKTOP_NAV_CLASSES = {
  root: 'hidden md:mx-auto md:block',
  list: 'flex items-center',
  item: 'nav-link',
  chevron: 'nav-chevron',
} as const;

/**
 * The desktop menu as plain links, in every page's HTML: what visitors without JavaScript use
 * (Services leads to the services section) and what shows until the Radix menu has loaded.
 * Mirrors the DOM Radix renders (nav > div > ul > li) so nothing moves when it is replaced.
 */
export function DesktopNavStatic({ entries, label }: DesktopNavProps) {
  return (
    <nav aria-label={label} className={DESKTOP_NAV_CLASSES.root}>
      <div className="relative">
        <ul className={DESKTOP_NAV_CLASSES.list}>
          {entries.map((entry) => (
            <li key={entry.href} className={'items' in entry ? 'relative' : undefined}>
              <a
                href={entry.href}
                className={'items' in entry ? `${DESKTOP_NAV_CLASSES.item} group` : DESKTOP_NAV_CLASSES.item}
              >
                {entry.label}
                {'items' in entry ? (
                  <ChevronDownIcon width={16} height={16} className={DESKTOP_NAV_CLASSES.chevron} />
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
