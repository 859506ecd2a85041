import { expect, test } from '@playwright/test';
import { LOCALES } from '../../lib/constants';
import { SITE_PAGES } from './support/site-pages';
import { scoreHeaders } from '../../lib/security/observatory';

/**
 * Every site route, in every language, plus the 404 page and the Studio: the headers score A+ by
 * Mozilla Observatory's rules, the page runs under its policy without a single violation, and a
 * script injected at run time is refused.
 */
const localized = Object.values(SITE_PAGES).flatMap((path) =>
  LOCALES.map((lang) => (lang === 'en' ? path : `${path}?lang=${lang}`)),
);
const routes = [...localized, '/no-such-page', '/no-such-page?lang=uk', '/studio'];

for (const route of routes) {
  test(`headers of ${route} score A+ and its scripts run under the policy`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(route);
    expect(response).not.toBeNull();
    const headers = new Headers(await response!.allHeaders());
    const result = scoreHeaders(headers, { https: true });
    expect(
      result.findings.filter((f) => f.modifier < 0),
      JSON.stringify(result.findings),
    ).toEqual([]);
    expect(result.grade).toBe('A+');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    await page.waitForLoadState('load');
    // An attacker's inline script (e.g. through an HTML injection) must not run.
    const injected = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(injected).toBe(false);
    // The only violation is the one we provoked: the page's own scripts all ran.
    expect(violations.filter((v) => !v.includes('inline script')).length).toBe(0);
    expect(violations.length).toBeLessThanOrEqual(1);
  });
}

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
