import { expect, test } from '@playwright/test';
import { contentDocument } from './support/content';
import { lakeDocument, mutate, OWNER, signIn } from './support/lake';
import { field, openGroup, openStudio, studioSession, studioExpect, typeInto } from './support/studio';

/**
 * The owner's legal facts in the real Studio on the local Content Lake: a NIF/NIPC with a wrong
 * check digit is refused with a message naming the right digit, and cannot be published.
 */
test.setTimeout(180_000);
test.use({ storageState: studioSession(OWNER) });

type Settings = { nif: string };

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
