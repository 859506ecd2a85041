/** Interface tuning: timings, breakpoints, sizes and brand colours the scripts need. */

/** Header turns translucent white with a shadow past this scroll offset. */
export const HEADER_SCROLLED_THRESHOLD_PX = 20;
/** Share of a section that must be visible before it fades in (once). */
export const SECTION_REVEAL_VISIBLE_FRACTION = 0.1;
/** The gallery's carousel engine (below the fold) loads once the gallery is within one screen of the viewport. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** Delay before smooth-scrolling to the address hash after load. */
export const HASH_SCROLL_DELAY_MS = 100;
/** How long every toast stays. */
export const TOAST_DURATION_MS = 5000;
/** The key that moves focus to the notifications region (Radix's default, named in its label). */
export const TOAST_HOTKEY = 'F8';
/** Services dropdown open delay and skip delay. */
export const NAV_MENU_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;
/** Below this width the header collapses into the mobile menu. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The media query for "at or past the mobile breakpoint", as scripts test it. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const MESSAGE_BOX_ROWS = 4;

/**
 * Brand colours needed outside CSS: the browser's theme colour, the web app manifest and the app
 * icons (tooling/media/app-icons.ts). The same as `--color-ink` and `--color-gold` in globals.css.
 */
export const BRAND_COLORS = { ink: '#0b0d10', gold: '#c9a45c' } as const;

/**
 * What the layout holds, in characters of any language (Studio warnings beyond them, measured with
 * the site's Montserrat on the seed copy). Hero title: three lines of the 768 px column at 60 px
 * (16–22 characters a line). Service card text: about five lines of the narrowest card (284 px at
 * two columns, 23–34 a line). Button label: one line of a button on a 390 px phone (302 px, 100–126
 * characters per 1000 px).
 */
export const HERO_TITLE_MAX_CHARS = 60;
export const SERVICE_CARD_SUMMARY_MAX_CHARS = 140;
/** A service page's name in the header's Services menu and its breadcrumb. */
export const SERVICE_PAGE_MENU_TITLE_MAX_CHARS = 40;
/** A service page's slug, the last part of /services/<slug>: lowercase words joined by single hyphens. */
export const SERVICE_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BUTTON_LABEL_MAX_CHARS = 30;
