import { Fragment } from 'react';
import type { Locale } from '@/lib/constants';
import type { SiteSettingsContent } from '@/lib/content';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneLink, SocialLink } from './contact-links';
import { ClockIcon, MailIcon, MapPinIcon } from './icons';
import { SITE_PATHS } from './site-links';

const headingClasses = 'eyebrow text-gold';
const linkClasses = 'footer-link';

/**
 * The site footer (spec §2): description, quick links, contact details, the footer reading of the
 * hours, Book Now, social links, legal links and the copyright line.
 */
export function Footer({ lang, settings }: { lang: Locale; settings: SiteSettingsContent }) {
  const intl = getIntl(lang);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const href = (path: string) => localizedHref(path, lang);
  const quickLinks = [
    { label: t('nav.home'), href: href(SITE_PATHS.home) },
    { label: t('nav.about'), href: href(SITE_PATHS.about) },
    { label: t('nav.services'), href: href(SITE_PATHS.services) },
    { label: t('nav.gallery'), href: href(SITE_PATHS.gallery) },
    { label: t('nav.contact'), href: href(SITE_PATHS.contact) },
  ];
  const phone = settings.phone ?? '';

  return (
    <footer className="bg-graphite text-sm text-paper/80">
      <div className="footer-grid">
        <div>
          <p className="text-xl font-bold tracking-tight text-paper">{settings.businessName}</p>
          <p className="mt-4 max-w-sm leading-relaxed">{settings.description}</p>
          <a href={href(SITE_PATHS.contact)} className={buttonClasses('primary', 'mt-6')}>
            {t('nav.bookNow')}
          </a>
          <div className="mt-8">
            <h2 className={headingClasses}>{t('chrome.footer.followUs')}</h2>
            <ul className="mt-3 flex gap-2">
              {settings.socialLinks.map((link) => (
                <li key={link._key}>
                  <SocialLink
                    network={link.network}
                    url={link.url}
                    newTabLabel={t('chrome.newTab')}
                    className="footer-social-link"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClasses}>
            {t('chrome.footer.quickLinks')}
          </h2>
          <ul className="mt-3">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClasses}>{t('chrome.footer.contact')}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <PhoneLink
                phone={phone}
                href={settings.phoneHref ?? ''}
                label={t('nav.callUs', { phone })}
                iconClassName="shrink-0 text-gold"
                className={`${linkClasses} gap-3`}
              />
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={`${linkClasses} gap-3 break-all`}>
                <MailIcon width={18} height={18} className="shrink-0 text-gold" />
                {settings.email}
              </a>
            </li>
            <li className="flex gap-3 py-3">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-gold" />
              <address className="not-italic leading-relaxed">
                {settings.addressLines.map((line) => (
                  <Fragment key={line}>
                    {line}
                    <br />
                  </Fragment>
                ))}
                <span className="text-paper/65">{settings.locationLabel}</span>
              </address>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClasses}>{t('chrome.footer.hours')}</h2>
          <dl className="mt-5 space-y-3">
            {settings.footerHours?.map((entry) => (
              <div key={entry._key}>
                <dt className="flex items-center gap-3 font-semibold text-paper">
                  <ClockIcon width={18} height={18} className="shrink-0 text-gold" />
                  {entry.days}
                </dt>
                <dd className="pl-[1.875rem]">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="border-t border-paper/10">
        <div className="footer-bottom">
          <p>
            {t('chrome.footer.copyright', {
              year: String(settings.copyrightYear ?? ''),
              name: settings.businessName ?? '',
            })}
          </p>
          <nav aria-label={t('chrome.footer.legal')}>
            <ul className="flex flex-wrap gap-x-6">
              <li>
                <a href={href(SITE_PATHS.privacyPolicy)} className={linkClasses}>
                  {t('chrome.footer.privacyPolicy')}
                </a>
              </li>
              <li>
                <a href={href(SITE_PATHS.termsOfService)} className={linkClasses}>
                  {t('chrome.footer.termsOfService')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
