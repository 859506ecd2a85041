import type { Locale } from '@/lib/constants';
import type { ServicePageLink, SiteSettingsContent } from '@/lib/content';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { HeaderFrame, type HeaderContent } from './header-frame';
import { SITE_PATHS, headerNav, phoneContact, showsReviewsLink } from './site-links';

/**
 * The site header (spec §2): brand, navigation with the Services dropdown, Book Now, and a
 * utility bar with phone, language and Instagram. Below 768 px the links move into the mobile menu.
 * The texts and links are formatted here and handed to the client part as data, so the page's RSC
 * payload carries them once rather than a second copy of the header's markup.
 */
export function Header({
  lang,
  settings,
  servicePages,
}: {
  lang: Locale;
  settings: SiteSettingsContent;
  servicePages: readonly ServicePageLink[];
}) {
  const intl = getIntl(lang);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const instagram = settings.socialLinks.find((link) => link.network === 'instagram')?.url;
  const content: HeaderContent = {
    entries: headerNav(lang, intl, servicePages, { reviews: showsReviewsLink(settings) }),
    navLabel: t('nav.mainNavigation'),
    bookNow: { href: localizedHref(SITE_PATHS.contact, lang), label: t('nav.bookNow') },
    phone: phoneContact(settings, intl),
    instagram: instagram ? { url: instagram, newTabLabel: t('chrome.newTab') } : null,
    lang,
    languageLabel: t('nav.language'),
    brand: { href: localizedHref(SITE_PATHS.home, lang), label: settings.businessName ?? '' },
    menuLabels: { open: t('nav.openMenu'), close: t('nav.closeMenu') },
  };

  return <HeaderFrame content={content} />;
}
