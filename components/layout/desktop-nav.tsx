'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { DESKTOP_MEDIA_QUERY } from '@/lib/constants';
import { DesktopNavStatic, type DesktopNavProps } from './desktop-nav-static';

/** Resolves once the viewport is desktop-wide: at once on a desktop, on a phone only if it grows. */
function whenDesktop(): Promise<void> {
  const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
  if (desktop.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!desktop.matches) return;
      desktop.removeEventListener('change', onChange);
      resolve();
    };
    desktop.addEventListener('change', onChange);
  });
}

/**
 * The header's menu from 768 px up. The server renders it as plain links (desktop-nav-static);
 * where it can be seen, the Radix menu with the Services dropdown loads and
 * takes its place. Below 768 px the menu is hidden and the mobile panel serves, so a phone never
 * downloads Radix.
 */
export function DesktopNav(props: DesktopNavProps) {
  const [Menu, setMenu] = useState<ComponentType<DesktopNavProps> | null>(null);

  useEffect(() => {
    let active = true;
    void whenDesktop()
      .then(() => import('./desktop-nav-menu'))
      .then((menu) => active && setMenu(() => menu.default));
    return () => {
      active = false;
    };
  }, []);

  return Menu ? <Menu {...props} /> : <DesktopNavStatic {...props} />;
}
