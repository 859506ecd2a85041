import { COMPLAINTS_BOOK_URL, type Locale } from '@/lib/constants';
import type { SiteSettingsContent } from '@/lib/content';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { providerIdentification } from '@/lib/legal/provider-identification';
import { FooterView } from './footer-view';
import { SITE_PATHS, phoneContact, showsReviewsLink } from './site-links';

/**
 * The site footer (spec §2): description, quick links, contact details, the footer reading of the
 * hours, Book Now, social links, legal links and the copyright line; and what Portuguese law asks of
 * every page: who the provider is, the consumer dispute resolution entities and the complaints book.
 * Formatted here, rendered by FooterView from that data.
 */
export function Footer({ lang, settings }: { lang: Locale; settings: SiteSettingsContent }) {
  const intl = getIntl(lang);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const link = (id: string, path: string) => ({ label: t(id), href: localizedHref(path, lang) });
  const businessName = settings.businessName ?? '';

  return (
    <FooterView
      content={{
        businessName,
        description: settings.description ?? '',
        bookNow: link('nav.bookNow', SITE_PATHS.contact),
        socialLinks: settings.socialLinks.map(({ _key, network, url }) => ({ key: _key, network, url })),
        quickLinks: [
          link('nav.home', SITE_PATHS.home),
          link('nav.about', SITE_PATHS.about),
          link('nav.services', SITE_PATHS.services),
          link('nav.gallery', SITE_PATHS.gallery),
          ...(showsReviewsLink(settings) ? [link('nav.reviews', SITE_PATHS.reviews)] : []),
          link('nav.contact', SITE_PATHS.contact),
        ],
        phone: phoneContact(settings, intl),
        email: settings.email ?? '',
        addressLines: settings.addressLines,
        locationLabel: settings.locationLabel ?? '',
        hours: (settings.footerHours ?? []).map(({ _key, days, hours }) => ({ key: _key, days, hours })),
        copyright: t('chrome.footer.copyright', { year: String(settings.copyrightYear ?? ''), name: businessName }),
        legalLinks: [
          link('chrome.footer.privacyPolicy', SITE_PATHS.privacyPolicy),
          link('chrome.footer.termsOfService', SITE_PATHS.termsOfService),
        ],
        complaintsBook: { label: t('chrome.footer.complaintsBook'), href: COMPLAINTS_BOOK_URL },
        provider: providerIdentification(settings, intl).join(' · '),
        disputeResolution: settings.disputeResolution.map(({ _key, name, url }) => ({ key: _key, name, url })),
        labels: {
          followUs: t('chrome.footer.followUs'),
          newTab: t('chrome.newTab'),
          quickLinks: t('chrome.footer.quickLinks'),
          contact: t('chrome.footer.contact'),
          hours: t('chrome.footer.hours'),
          legal: t('chrome.footer.legal'),
          disputes: t('chrome.footer.disputes'),
        },
      }}
    />
  );
}
