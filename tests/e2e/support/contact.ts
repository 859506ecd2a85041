import { expect, type Page } from '@playwright/test';
import { RESPONSE_PROMISE_HOURS } from '../../../lib/constants';
import { contentDocument, inLang, message, type Locale, type LocaleValue } from './content';

/**
 * The contact section as a page in one language reads it (every-page.spec.ts, once per language):
 * phone, email, location, hours, the four reasons, the response promise by the form, and the map's
 * Show map and Open links. That the map costs no request until Show map inserts the embed is
 * contact.spec.ts's, in English.
 */

type SiteSettingsDoc = {
  phone: string;
  email: string;
  mapQuery: string;
  locationLabel: LocaleValue;
  address: { streetAddress: string; postalCode: string; locality: string };
  contactHours: { days: LocaleValue; hours: LocaleValue }[];
  whyChooseUsTitle: LocaleValue;
  whyChooseUs: { title: LocaleValue; description: LocaleValue }[];
};
export const contactSettings = contentDocument<SiteSettingsDoc>('siteSettings');
const settings = contactSettings;

export async function expectContactSection(page: Page, lang: Locale) {
  const contact = page.locator('section#contact');
  const details = contact.getByTestId('contact-details');

  const phone = details.getByRole('link', { name: settings.phone });
  await expect(phone).toHaveAttribute('href', `tel:${settings.phone.replace(/\s+/g, '')}`);
  await expect(details.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  for (const label of ['phone', 'email', 'location', 'hours']) {
    await expect(details).toContainText(message(lang, `home.contact.${label}`));
  }
  await expect(details).toContainText(inLang(settings.locationLabel, lang));
  await expect(details).toContainText(settings.address.streetAddress);
  await expect(details).toContainText(`${settings.address.postalCode} ${settings.address.locality}`);

  const hours = contact.getByTestId('contact-hours');
  await expect(hours.locator('dt')).toHaveText(settings.contactHours.map((entry) => inLang(entry.days, lang)));
  await expect(hours.locator('dd')).toHaveText(settings.contactHours.map((entry) => inLang(entry.hours, lang)));

  await expect(contact.getByRole('heading', { name: inLang(settings.whyChooseUsTitle, lang) })).toBeVisible();
  const reasons = contact.getByTestId('why-choose-us').locator('li');
  await expect(reasons).toHaveCount(4);
  await expect(reasons.locator('h4')).toHaveText(settings.whyChooseUs.map((reason) => inLang(reason.title, lang)));
  await expect(reasons.locator('p')).toHaveText(settings.whyChooseUs.map((reason) => inLang(reason.description, lang)));

  const note = contact.getByTestId('response-note');
  await expect(note).toHaveText(message(lang, 'home.contact.responseNote', { hours: RESPONSE_PROMISE_HOURS }));
  if (lang === 'en') await expect(note).toHaveText("We'll respond to your request within 24 hours.");
  await expect(contact.locator('form#booking-form')).toBeVisible();

  const map = page.getByTestId('map');
  await expect(map.getByRole('button', { name: message(lang, 'home.map.show') })).toBeVisible();
  const open = page.getByRole('link', { name: new RegExp(message(lang, 'home.map.open')) });
  await expect(open).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.mapQuery)}`,
  );
  await expect(open).toHaveAttribute('target', '_blank');
}
