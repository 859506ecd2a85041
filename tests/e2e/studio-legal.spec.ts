import { expect, test, type Locator } from '@playwright/test';
import pg from 'pg';
import { VAT_REGIME_TITLES } from '../../schemas/singletons/site-settings';
import { sharedDatabaseUrl } from './support/booking';
import { contentDocument, message } from './support/content';
import { lakeDocument, mutate, OWNER, signIn } from './support/lake';
import { field, openGroup, openStudio, publish, studioSession, studioExpect, typeInto } from './support/studio';

/**
 * The owner's legal facts in the real Studio on the local Content Lake: a NIF/NIPC with a wrong
 * check digit is refused with a message naming the right digit, and cannot be published; the VAT
 * regime decides what every price says about VAT.
 */
// Both journeys change the site settings, one after the other.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ storageState: studioSession(OWNER) });

type Settings = { nif: string };
/** How long a publish may take to reach the static pages (the lake's webhook, then a regeneration). */
const PUBLISH_TO_PAGE_MS = 10_000;

test('a NIF/NIPC with a wrong check digit is refused with the right digit named, and is not published', async ({
  page,
}) => {
  const { nif } = contentDocument<Settings>('siteSettings');
  const checkDigit = nif.at(-1)!;
  const mistyped = `${nif.slice(0, -1)}${(Number(checkDigit) + 1) % 10}`;
  const refusal = `NIF/NIPC ${mistyped}: the check digit should be ${checkDigit}`;
  const token = await signIn(OWNER);

  try {
    await openStudio(page);
    await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Site settings').click();
    const pane = page.getByTestId('document-pane');
    await studioExpect(field(pane, 'businessName')).toBeVisible();
    await openGroup(pane, 'legal');
    await studioExpect(field(pane, 'nif')).toHaveValue(nif);

    await typeInto(pane, 'nif', mistyped);
    // The draft holds what was typed…
    await expect
      .poll(async () => (await lakeDocument<Settings>('drafts.siteSettings', token))?.nif, { timeout: 10_000 })
      .toBe(mistyped);
    // …the Studio says what is wrong with it, and Publish stays off.
    await pane.getByRole('button', { name: 'Validation', exact: true }).click();
    // The panel's copy; the field's own marker holds the same text in a hidden tooltip.
    await studioExpect(page.getByText(refusal, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await studioExpect(pane.getByTestId('action-publish')).toBeDisabled();
    expect((await lakeDocument<Settings>('siteSettings'))?.nif).toBe(nif);

    // The right digit clears the error, and publishing is possible again.
    await typeInto(pane, 'nif', nif);
    await studioExpect(page.getByText(refusal, { exact: true }).filter({ visible: true })).toHaveCount(0);
    await studioExpect(pane.getByTestId('action-publish')).toBeEnabled();
  } finally {
    // Leave no draft behind for the journeys that preview or publish the settings after this one.
    await mutate(token, [{ delete: { id: 'drafts.siteSettings' } }]);
  }
});

test('the owner puts the business under the small-business exemption: no price says VAT included, the exemption is named, the structured data and the booking database agree; then back', async ({
  page,
}) => {
  const exempt = message('en', 'price.vatExempt');
  const included = message('en', 'price.vatIncluded');
  const visitor = await page.context().newPage();
  /** The home page's card prices and its structured data's VAT flags, as a visitor's browser has them. */
  const shown = async () => {
    await visitor.goto('/?lang=en');
    const cards = await visitor.getByTestId('service-price').locator('span').allInnerTexts();
    const structured = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join('');
    return {
      cards: [...new Set(cards)],
      taxIncluded: [...new Set([...structured.matchAll(/"valueAddedTaxIncluded":(true|false)/g)].map((m) => m[1]))],
    };
  };
  const databaseRegime = async () => {
    const client = new pg.Client({ connectionString: sharedDatabaseUrl() });
    await client.connect();
    try {
      return (
        await client.query<{ regime: string }>("select list->>'vatRegime' as regime from private.booking_price_list")
      ).rows[0]?.regime;
    } finally {
      await client.end();
    }
  };
  const choose = async (pane: Locator, title: string) => {
    await pane.getByRole('radio', { name: title }).check();
    await publish(pane);
  };

  await openStudio(page);
  await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Site settings').click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(field(pane, 'businessName')).toBeVisible();
  await openGroup(pane, 'legal');
  try {
    await choose(pane, VAT_REGIME_TITLES.exempt);
    await expect
      .poll(shown, { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
      .toEqual({ cards: [exempt], taxIncluded: ['false'] });
    expect(await databaseRegime()).toBe('exempt');
  } finally {
    await choose(pane, VAT_REGIME_TITLES.normal);
  }
  await expect
    .poll(shown, { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
    .toEqual({ cards: [included], taxIncluded: ['true'] });
  expect(await databaseRegime()).toBe('normal');
});
