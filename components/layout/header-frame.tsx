'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { DESKTOP_MEDIA_QUERY, HEADER_SCROLLED_THRESHOLD_PX } from '@/lib/constants';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneLink, SocialLink } from './contact-links';
import { DesktopNav } from './desktop-nav';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSelector } from './language-selector';
import { MobilePanel, type MobilePanelContent } from './mobile-panel';
import type { SiteLink } from './site-links';

const MOBILE_MENU_ID = 'mobile-menu';

/** The header's texts and links, formatted on the server; the mobile menu shows the same. */
export type HeaderContent = MobilePanelContent & {
  brand: SiteLink;
  menuLabels: { open: string; close: string };
};

/**
 * The fixed header and its state: scrolled or not, mobile menu open or closed. It renders from
 * data (see header.tsx) so the payload holds its texts, not its markup; the mobile menu's content
 * is rendered only while open.
 *
 * Style: at the top it has light text over the dark band every page opens with (the home hero, the
 * page headers, the 404 screen; each padded `pt-28 md:pt-36` to clear it), on a scrim of its own
 * that fades from ink to transparent: the text keeps its contrast whatever photo an editor puts
 * behind it, and checkers (axe reads a fixed element's backdrop from the middle of the page) see a
 * backdrop to review rather than the body's paper colour. Past the scroll threshold, or with the
 * mobile menu open, it turns translucent white with a shadow.
 */
export function HeaderFrame({ content }: { content: HeaderContent }) {
  const { brand, bookNow, phone, instagram, lang, languageLabel, menuLabels } = content;
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useModalMenu(open, headerRef, panelRef, close);

  const solid = scrolled || open;
  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300 ${solid ? 'bg-paper/90 text-ink shadow-header backdrop-blur' : 'bg-linear-to-b from-ink/80 to-ink/0 text-paper'}`}
    >
      {/* The utility bar folds away once scrolled, so the header keeps the 5rem scroll margin. */}
      <div
        className={`hidden bg-ink text-paper/85 transition-[grid-template-rows] duration-300 md:grid ${scrolled ? 'invisible grid-rows-[0fr]' : 'grid-rows-[1fr]'}`}
      >
        <div className="overflow-hidden">
          <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-4 px-5 text-xs md:px-8">
            <PhoneLink
              phone={phone}
              iconSize={16}
              iconClassName="text-gold"
              className="inline-flex min-h-11 items-center gap-2 font-semibold hover:text-paper"
            />
            <div className="flex items-center gap-1">
              <LanguageSelector lang={lang} label={languageLabel} />
              {instagram ? (
                <SocialLink
                  network="instagram"
                  url={instagram.url}
                  newTabLabel={instagram.newTabLabel}
                  className="inline-flex size-11 items-center justify-center rounded-full hover:text-paper"
                  iconSize={18}
                />
              ) : null}
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-5 md:h-20 md:px-8">
        <a href={brand.href} className="flex min-h-11 shrink-0 items-center gap-2.5">
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-full bg-gold text-sm font-black text-ink uppercase"
          >
            {brand.label.charAt(0)}
          </span>
          {/* From 768 to 1024 px the row only fits the monogram: the name stays for screen readers. */}
          <span className="text-base font-bold tracking-tight whitespace-nowrap md:max-lg:sr-only lg:text-lg">
            {brand.label}
          </span>
        </a>
        <DesktopNav entries={content.entries} label={content.navLabel} />
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <PhoneLink phone={phone} iconSize={20} showNumber={false} className="header-icon-button" />
          <span className="hidden md:inline-flex">
            <a href={bookNow.href} className={buttonClasses('primary', 'px-4 whitespace-nowrap lg:px-6')}>
              {bookNow.label}
            </a>
          </span>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? menuLabels.close : menuLabels.open}
            onClick={() => setOpen((value) => !value)}
            className="header-icon-button"
          >
            {open ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
          </button>
        </div>
      </div>
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        hidden={!open}
        onClick={(event: MouseEvent) => {
          // Any link chosen in the panel navigates somewhere: close (a same-page hash link stays here).
          if ((event.target as Element).closest('a')) close(false);
        }}
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain bg-ink text-paper md:hidden"
      >
        {open ? <MobilePanel content={content} /> : null}
      </div>
    </header>
  );
}

/** True once the window is scrolled past the threshold; also right on load mid-page. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/**
 * While the mobile menu is open it behaves like a modal: focus moves into it, the rest of the page
 * is inert and does not scroll, Escape closes it (focus back on the toggle), and it closes on a
 * hash change or when the window grows past the mobile breakpoint.
 */
function useModalMenu(
  open: boolean,
  headerRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLDivElement | null>,
  close: (returnFocus: boolean) => void,
) {
  useEffect(() => {
    const header = headerRef.current;
    if (!open || !header) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();

    const siblings = [...(header.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement => element !== header && element instanceof HTMLElement && !element.inert,
    );
    siblings.forEach((element) => (element.inert = true));
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onHashChange = () => close(false);
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onDesktop = () => {
      if (desktop.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('hashchange', onHashChange);
    desktop.addEventListener('change', onDesktop);
    return () => {
      siblings.forEach((element) => (element.inert = false));
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('hashchange', onHashChange);
      desktop.removeEventListener('change', onDesktop);
    };
  }, [open, headerRef, panelRef, close]);
}
