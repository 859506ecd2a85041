import { expect, test } from '@playwright/test';
import { contactSettings as settings } from './support/contact';
import { homeUrl, message } from './support/content';

/**
 * The contact section's map on demand. Its texts (phone, email, location, hours, the four reasons,
 * the response promise, Show map and Open) are read in every language on every-page.spec.ts's load
 * of the home page (support/contact.ts); the form is the booking specs'.
 */

const GOOGLE = /(^|\.)google\.com$/;

test('contact (en): the map costs no request until "Show map" inserts the Google Maps embed', async ({ page }) => {
  const googleRequests: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE.test(new URL(request.url()).hostname)) googleRequests.push(request.url());
  });
  // Keep the test offline: the embed's request is seen, then refused.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*google\.com\//, (route) => route.abort());

  await page.goto(homeUrl('en', '#contact'));
  const map = page.getByTestId('map');
  await map.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(map.locator('iframe')).toHaveCount(0);
  await expect(map).toContainText(settings.address.streetAddress);
  expect(googleRequests).toEqual([]);

  await map.getByRole('button', { name: message('en', 'home.map.show') }).click();
  const embedUrl = `https://www.google.com/maps?q=${encodeURIComponent(settings.mapQuery)}&output=embed`;
  const frame = map.locator('iframe');
  await expect(frame).toHaveAttribute('src', embedUrl);
  await expect(frame).toHaveAttribute('title', /.+/);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
  await expect(frame).toBeFocused();
  await expect.poll(() => googleRequests).toContain(embedUrl);
});
