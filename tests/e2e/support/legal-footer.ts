import { expect, type Locator, type Page } from '@playwright/test';
import { COMPLAINTS_BOOK_URL } from '../../../lib/constants';
import { contentDocument, message, type Locale } from './content';

/**
 * The footer's legal lines that Portuguese consumer law asks of every page, in every language: who
 * provides the service (legal name, NIPC, trade register), the dispute resolution entities and
 * the complaints book.
 */

export type SettingsDoc = {
  legalName: string;
  nif: string;
  tradeRegister: { office: string; number: string };
  registeredAddress?: unknown;
  disputeResolution: { name: string; url: string }[];
};

export const settings = contentDocument<SettingsDoc>('siteSettings');

/** The provider line as the footer writes it; the bundled company has no separate registered office. */
function providerLine(lang: Locale): string {
  const { legalName, nif, tradeRegister } = settings;
  return [
    legalName,
    message(lang, 'chrome.footer.taxNumber', { kind: 'company', number: nif }),
    message(lang, 'chrome.footer.tradeRegister', { office: tradeRegister.office, number: tradeRegister.number }),
  ].join(' · ');
}

async function expectNewTabLink(link: Locator, href: string, text: string) {
  await expect(link).toBeVisible();
  await expect(link).toHaveText(text);
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

export async function expectLegalFooter(page: Page, lang: Locale) {
  const footer = page.getByRole('contentinfo');
  const newTab = message(lang, 'chrome.newTab');

  await expect(footer.getByText(providerLine(lang), { exact: true })).toBeVisible();

  const disputesLabel = message(lang, 'chrome.footer.disputes');
  const disputes = footer.locator('p').filter({ hasText: disputesLabel });
  await expect(disputes).toHaveText(
    `${disputesLabel} ${settings.disputeResolution.map((entity) => entity.name).join(' · ')}`,
  );
  for (const entity of settings.disputeResolution) {
    const link = disputes.getByRole('link', { name: `${entity.name} ${newTab}`, exact: true });
    await expectNewTabLink(link, entity.url, entity.name);
  }

  const complaintsBook = message(lang, 'chrome.footer.complaintsBook');
  expect(complaintsBook).toContain('Livro de Reclamações');
  const complaints = footer
    .getByRole('navigation', { name: message(lang, 'chrome.footer.legal') })
    .getByRole('link', { name: `${complaintsBook} ${newTab}`, exact: true });
  await expectNewTabLink(complaints, COMPLAINTS_BOOK_URL, complaintsBook);
}
