import { expect, test } from '@playwright/test';
import {
  expectOnlyInjectedScriptRefused,
  expectSecureHeaders,
  watchPolicyViolations,
} from './support/security-headers';

/**
 * The headers and the policy beyond the public pages (each of which every-page.spec.ts checks in
 * every language): the Studio's, Next's hashed scripts', and the preview's exit.
 */
test('headers of /studio score A+ and its scripts run under the policy', async ({ page }) => {
  const violations = watchPolicyViolations(page);
  await expectSecureHeaders(await page.goto('/studio'));
  await expectOnlyInjectedScriptRefused(page, violations);
});

test('the site hydrates under its policy: client navigation and interactivity work', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/?lang=pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  // The header's scroll state is React state: it only changes once the page has hydrated,
  // which needs every inline flight script to have run under the policy.
  await page.mouse.wheel(0, 400);
  await expect(page.locator('header [data-scrolled="true"], header[data-scrolled="true"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("Next's hashed scripts carry the headers that apply to them, and not the documents' ones", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const chunk = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  expect(chunk).toBeDefined();
  const headers = (await request.get(chunk!)).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const documentOnly of [
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
  ]) {
    expect(headers[documentOnly], documentOnly).toBeUndefined();
  }
});

test('leaving the preview never redirects off the site, whatever the redirect parameter holds', async ({ request }) => {
  for (const [asked, expected] of [
    ['/.//evil.example', '/'],
    ['/../..//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/about?lang=pt', '/about?lang=pt'],
  ]) {
    const answer = await request.get(`/api/draft-mode/disable?redirect=${encodeURIComponent(asked!)}`, {
      maxRedirects: 0,
    });
    expect(answer.status(), asked).toBe(307);
    expect(answer.headers().location, asked).toBe(expected);
  }
});
