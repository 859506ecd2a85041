import { expect, test } from '@playwright/test';
import { RESPONSE_PROMISE_HOURS } from '../../lib/constants';
import { contentDocument, homeUrl, inLang, LOCALES, message, type LocaleValue } from './support/content';

/** The contact section: how to reach the studio, why choose it, the map on demand, the form. */

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
const settings = contentDocument<SiteSettingsDoc>('siteSettings');
const GOOGLE = /(^|\.)google\.com$/;

for (const lang of LOCALES) {
  test(`contact (${lang}): phone, email, location, hours, four reasons and the response promise by the form; the map costs no request until "Show map" inserts the Google Maps embed`, async ({
    page,
  }) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (GOOGLE.test(new URL(request.url()).hostname)) googleRequests.push(request.url());
    });
    // Keep the test offline: the embed's request is seen, then refused.
    await page.route(/^https:\/\/([a-z0-9-]+\.)*google\.com\//, (route) => route.abort());

    await page.goto(homeUrl(lang, '#contact'));
    const contact = page.locator('section#contact');
    const details = contact.getByTestId('contact-details');

    const phone = details.getByRole('link', { name: settings.phone });
    await expect(phone).toHaveAttribute('href', `tel:${settings.phone.replace(/\s+/g, '')}`);
    await expect(details.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );
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
    await expect(reasons.locator('p')).toHaveText(
      settings.whyChooseUs.map((reason) => inLang(reason.description, lang)),
    );

    const note = contact.getByTestId('response-note');
    await expect(note).toHaveText(message(lang, 'home.contact.responseNote', { hours: RESPONSE_PROMISE_HOURS }));
    if (lang === 'en') await expect(note).toHaveText("We'll respond to your request within 24 hours.");
    await expect(contact.locator('form#booking-form')).toBeVisible();

    const map = page.getByTestId('map');
    await map.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(map.locator('iframe')).toHaveCount(0);
    await expect(map).toContainText(settings.address.streetAddress);
    expect(googleRequests).toEqual([]);

    const open = page.getByRole('link', { name: new RegExp(message(lang, 'home.map.open')) });
    await expect(open).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.mapQuery)}`,
    );
    await expect(open).toHaveAttribute('target', '_blank');

    await map.getByRole('button', { name: message(lang, 'home.map.show') }).click();
    const embedUrl = `https://www.google.com/maps?q=${encodeURIComponent(settings.mapQuery)}&output=embed`;
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('src', embedUrl);
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    await expect(frame).toBeFocused();
    await expect.poll(() => googleRequests).toContain(embedUrl);
  });
}
