'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { NAV_MENU_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from '@/lib/constants';
import { ChevronDownIcon } from './icons';
import { DESKTOP_NAV_CLASSES, type DesktopNavProps } from './desktop-nav-static';

/**
 * The header's links from 768 px up. Radix gives the Services dropdown its hover delay, keyboard
 * support (Enter/Space/ArrowDown on the trigger, Escape to close) and closes it when a link is
 * chosen. Links are plain anchors so section links stay same-document fragments on the home page.
 * Loaded by DesktopNav only where it can be seen.
 */
export default function DesktopNavMenu({ entries, label }: DesktopNavProps) {
  return (
    <NavigationMenu.Root
      aria-label={label}
      data-interactive=""
      delayDuration={NAV_MENU_DELAY_MS}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
      className={DESKTOP_NAV_CLASSES.root}
    >
      <NavigationMenu.List className={DESKTOP_NAV_CLASSES.list}>
        {entries.map((entry) =>
          'items' in entry ? (
            <NavigationMenu.Item key={entry.label} className="relative">
              <NavigationMenu.Trigger className={`${DESKTOP_NAV_CLASSES.item} group`}>
                {entry.label}
                <ChevronDownIcon width={16} height={16} className={DESKTOP_NAV_CLASSES.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-64 rounded-card bg-paper p-2 text-ink shadow-card ring-1 ring-ink/5">
                <ul>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <NavigationMenu.Link
                        href={item.href}
                        className="flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold hover:bg-mist focus-visible:bg-mist"
                      >
                        {item.label}
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.href}>
              <NavigationMenu.Link href={entry.href} className={DESKTOP_NAV_CLASSES.item}>
                {entry.label}
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
