import type { Locale } from '@/lib/constants';
import type { SiteSettingsContent } from '@/lib/content';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneLink, SocialLink } from './contact-links';
import { DesktopNav } from './desktop-nav';
import { DesktopNavStatic } from './desktop-nav-static';
import { HeaderFrame } from './header-frame';
import { LanguageSelector } from './language-selector';
import type { MobilePanelContent } from './mobile-panel';
import { SITE_PATHS, headerNav } from './site-links';

/**
 * The site header (spec §2): brand, navigation with the Services dropdown, Book Now, and a
 * utility bar with phone, language and Instagram. Below 768 px the links move into the mobile menu,
 * which the header's client part renders from `mobilePanel` when it opens.
 */
export function Header({ lang, settings }: { lang: Locale; settings: SiteSettingsContent }) {
  const intl = getIntl(lang);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const nav = headerNav(lang, intl);
  const phone = settings.phone ?? '';
  const callUs = t('nav.callUs', { phone });
  const instagram = settings.socialLinks.find((link) => link.network === 'instagram')?.url;
  const bookNowHref = localizedHref(SITE_PATHS.contact, lang);
  const languageLabel = t('nav.language');

  const topBar = (
    <div className="utility-bar-row">
      <PhoneLink
        phone={phone}
        href={settings.phoneHref ?? ''}
        label={callUs}
        iconSize={16}
        iconClassName="text-gold"
        className="utility-bar-link"
      />
      <div className="flex items-center gap-1">
        <LanguageSelector lang={lang} label={languageLabel} />
        {instagram ? (
          <SocialLink
            network="instagram"
            url={instagram}
            newTabLabel={t('chrome.newTab')}
            className="utility-bar-icon"
            iconSize={18}
          />
        ) : null}
      </div>
    </div>
  );

  const brand = (
    <a href={localizedHref(SITE_PATHS.home, lang)} className="brand">
      <span aria-hidden="true" className="brand-mark">
        {settings.businessName?.charAt(0)}
      </span>
      <span className="brand-name">{settings.businessName}</span>
    </a>
  );

  const mobilePanel: MobilePanelContent = {
    entries: nav,
    navLabel: t('nav.mainNavigation'),
    bookNow: { href: bookNowHref, label: t('nav.bookNow') },
    phone: { number: phone, href: settings.phoneHref ?? '', label: callUs },
    instagram: instagram ? { url: instagram, newTabLabel: t('chrome.newTab') } : null,
    lang,
    languageLabel,
  };

  const actions = (
    <>
      <PhoneLink
        phone={phone}
        href={settings.phoneHref ?? ''}
        label={callUs}
        iconSize={20}
        showNumber={false}
        className="header-icon-button"
      />
      <span className="hidden md:inline-flex">
        <a href={bookNowHref} className={buttonClasses('primary', 'px-4 whitespace-nowrap lg:px-6')}>
          {t('nav.bookNow')}
        </a>
      </span>
    </>
  );

  return (
    <HeaderFrame
      topBar={topBar}
      brand={brand}
      nav={
        <DesktopNav entries={nav} label={t('nav.mainNavigation')}>
          <DesktopNavStatic entries={nav} label={t('nav.mainNavigation')} />
        </DesktopNav>
      }
      actions={actions}
      mobilePanel={mobilePanel}
      labels={{ openMenu: t('nav.openMenu'), closeMenu: t('nav.closeMenu') }}
    />
  );
}
