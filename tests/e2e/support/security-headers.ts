import { expect, type Page, type Response } from '@playwright/test';
import { scoreHeaders } from '../../../lib/security/observatory';

/**
 * A page's headers score A+ by Mozilla Observatory's rules and its policy allows no inline or
 * evaluated script.
 */
export async function expectSecureHeaders(response: Response | null) {
  expect(response).not.toBeNull();
  const headers = new Headers(await response!.allHeaders());
  const result = scoreHeaders(headers, { https: true });
  expect(
    result.findings.filter((f) => f.modifier < 0),
    JSON.stringify(result.findings),
  ).toEqual([]);
  expect(result.grade).toBe('A+');
  expect(headers.get('content-security-policy') ?? '').not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

/** Records every Content-Security-Policy violation the page reports (call it before the page loads). */
export function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * An attacker's inline script (e.g. through an HTML injection) does not run, and it is the only
 * violation the page reported: the page's own scripts all ran under its policy.
 */
export async function expectOnlyInjectedScriptRefused(page: Page, violations: string[]) {
  await page.waitForLoadState('load');
  const injected = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(injected).toBe(false);
  expect(violations.filter((v) => !v.includes('inline script')).length).toBe(0);
  expect(violations.length).toBeLessThanOrEqual(1);
}
