import type { Locale } from '@/lib/constants';
import type { ServicePageLink, SiteSettingsContent } from '@/lib/content';
import type { IntlShape } from 'react-intl';
import { localizedHref } from '@/lib/i18n/locale';
import { sectionPath, servicePagePath, SITE_PAGES } from '@/lib/seo/routes';
import type { PhoneContact } from './contact-links';

/**
 * Where the chrome links to. Home sections are `/#id` on every page: on the home page the browser
 * treats such a link as a same-document fragment (no reload) and `scroll-behavior: smooth` in
 * globals.css animates it (instant under reduced motion); elsewhere it loads the home page at that
 * section. One href per link therefore works everywhere, also without JavaScript.
 */
export const SITE_PATHS = {
  ...SITE_PAGES,
  homeSection: sectionPath('home'),
  services: sectionPath('services'),
  gallery: sectionPath('gallery'),
  reviews: sectionPath('reviews'),
  contact: sectionPath('contact'),
} as const;

export type SiteLink = { label: string; href: string };
/** A link, or a dropdown group; the group's own `href` is where it leads without its menu (no JS). */
export type NavEntry = SiteLink | { label: string; href: string; items: SiteLink[] };

/**
 * Whether the header and footer link to the home page's reviews: the owner's switch in the site
 * settings, and only while a review is published (the query's `reviewsLink`).
 */
export const showsReviewsLink = (settings: Pick<SiteSettingsContent, 'reviewsLink'>) => settings.reviewsLink === true;

/**
 * The header's navigation: Home, About Us, the Services dropdown (each published service page,
 * then all services), Gallery, Reviews (when on), Contact.
 */
export function headerNav(
  lang: Locale,
  intl: IntlShape,
  servicePages: readonly ServicePageLink[],
  { reviews = false }: { reviews?: boolean } = {},
): NavEntry[] {
  const link = (id: string, path: string): SiteLink => ({
    label: intl.formatMessage({ id }),
    href: localizedHref(path, lang),
  });
  return [
    link('nav.home', SITE_PATHS.homeSection),
    link('nav.about', SITE_PATHS.about),
    {
      label: intl.formatMessage({ id: 'nav.services' }),
      href: localizedHref(SITE_PATHS.services, lang),
      items: [
        ...servicePages.map(({ slug, menuTitle }) => ({
          label: menuTitle,
          href: localizedHref(servicePagePath(slug), lang),
        })),
        link('nav.allServices', SITE_PATHS.services),
      ],
    },
    link('nav.gallery', SITE_PATHS.gallery),
    ...(reviews ? [link('nav.reviews', SITE_PATHS.reviews)] : []),
    link('nav.contact', SITE_PATHS.contact),
  ];
}

/** The settings' phone as the header, the mobile menu and the footer link it. */
export function phoneContact(
  settings: Pick<SiteSettingsContent, 'phone' | 'phoneHref'>,
  intl: IntlShape,
): PhoneContact {
  const number = settings.phone ?? '';
  return { number, href: settings.phoneHref ?? '', label: intl.formatMessage({ id: 'nav.callUs' }, { phone: number }) };
}
