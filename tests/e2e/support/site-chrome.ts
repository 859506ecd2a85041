import { expect, type Page } from '@playwright/test';
import { BUSINESS } from '../../../lib/constants';
import {
  contentDocument,
  homeUrl,
  inLang,
  interiorMenuTitle,
  localizedHref,
  message,
  type Locale,
  type LocaleValue,
} from './content';

/**
 * The site chrome's texts and links as a page in one language shows them (every-page.spec.ts, on
 * the home page in each language): the header's brand, phone, Instagram and Book Now and its
 * Services menu's items, on a desktop; the footer's contact details, hours, links and copyright.
 * The footer's legal lines are support/legal-footer.ts's; how the header and its menus behave is
 * navigation.spec.ts's.
 */

type SiteSettingsDoc = {
  businessName: string;
  phone: string;
  email: string;
  copyrightYear: number;
  description: LocaleValue;
  footerHours: { days: LocaleValue; hours: LocaleValue }[];
  socialLinks: { network: string; url: string }[];
};
const settings = contentDocument<SiteSettingsDoc>('siteSettings');

const header = (page: Page) => page.getByRole('banner');

/**
 * Brand, phone, Instagram and Book Now in the header come from the site settings (a desktop's
 * header at the top of the page, where its utility bar shows the phone and Instagram).
 */
export async function expectHeaderLinks(page: Page, lang: Locale) {
  const brand = header(page).getByRole('link', { name: settings.businessName });
  await expect(brand).toHaveAttribute('href', homeUrl(lang));
  const phone = header(page).getByRole('link', { name: message(lang, 'nav.callUs', { phone: settings.phone }) });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', `tel:${settings.phone.replace(/\s/g, '')}`);
  const instagram = header(page).getByRole('link', { name: `Instagram ${message(lang, 'chrome.newTab')}` });
  await expect(instagram).toHaveAttribute('href', settings.socialLinks.find((l) => l.network === 'instagram')!.url);
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', /noopener/);
  await expect(header(page).getByRole('link', { name: message(lang, 'nav.bookNow') })).toHaveAttribute(
    'href',
    homeUrl(lang, '#contact'),
  );
}

/**
 * The header's Services menu holds both items under their names in this language (a desktop: its
 * code loads once the menu can be seen; hovering opens it, so call it after the screenshots).
 */
export async function expectServicesMenuItems(page: Page, lang: Locale) {
  const nav = header(page).getByRole('navigation', { name: message(lang, 'nav.mainNavigation') });
  await expect(nav).toHaveAttribute('data-interactive', '');
  await nav.getByRole('button', { name: message(lang, 'nav.services') }).hover();
  await expect(nav.getByRole('link', { name: interiorMenuTitle(lang) })).toBeVisible();
  await expect(nav.getByRole('link', { name: message(lang, 'nav.allServices') })).toBeVisible();
}

/** The footer's description, copyright, quick links, hours, phone, email, social and legal links, Book Now. */
export async function expectFooter(page: Page, lang: Locale) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(inLang(settings.description, lang));
  await expect(footer).toContainText(`© ${BUSINESS.copyrightYear} ${settings.businessName}`);
  expect(settings.copyrightYear).toBe(BUSINESS.copyrightYear);

  const quickLinks = footer
    .getByRole('navigation', { name: message(lang, 'chrome.footer.quickLinks') })
    .getByRole('link');
  await expect(quickLinks).toHaveText(
    ['nav.home', 'nav.about', 'nav.services', 'nav.gallery', 'nav.reviews', 'nav.contact'].map((id) =>
      message(lang, id),
    ),
  );
  const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(
    ['/', '/about', '/#services', '/#gallery', '/#reviews', '/#contact'].map((path) => localizedHref(path, lang)),
  );

  for (const entry of settings.footerHours) {
    await expect(footer.getByText(inLang(entry.days, lang), { exact: true })).toBeVisible();
    await expect(footer.getByText(inLang(entry.hours, lang), { exact: true })).toBeVisible();
  }
  await expect(
    footer.getByRole('link', { name: message(lang, 'nav.callUs', { phone: settings.phone }) }),
  ).toBeVisible();
  await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  for (const social of settings.socialLinks) {
    const name = social.network === 'instagram' ? 'Instagram' : 'Facebook';
    const link = footer.getByRole('link', { name: `${name} ${message(lang, 'chrome.newTab')}` });
    await expect(link).toHaveAttribute('href', social.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('link', { name: message(lang, 'chrome.footer.privacyPolicy') })).toHaveAttribute(
    'href',
    localizedHref('/privacy-policy', lang),
  );
  await expect(footer.getByRole('link', { name: message(lang, 'chrome.footer.termsOfService') })).toHaveAttribute(
    'href',
    localizedHref('/terms-of-service', lang),
  );
  await expect(footer.getByRole('link', { name: message(lang, 'nav.bookNow') })).toHaveAttribute(
    'href',
    homeUrl(lang, '#contact'),
  );
}
