import { test, expect, type Locator, type Page } from '@playwright/test';
import { contentDocument, type LocaleValue } from './support/content';
import { lakeDocument, lakeHistoryEvents, OWNER, signIn } from './support/lake';
import { field, openDocument, publish, openStudio, studioSession, studioExpect, typeInto } from './support/studio';

/**
 * The owner undoes a publish as on hosted Sanity: History lists every earlier version (the local
 * lake keeps its whole log), a chosen one is restored into a draft, and publishing it puts it
 * back on the site through the webhook like any publish.
 */
test.setTimeout(180_000);
test.use({ storageState: studioSession(OWNER) });

type Service = { _id: string; title: LocaleValue; summary: LocaleValue };
const PUBLISH_TO_PAGE_MS = 10_000;

const cardTextOnHome = async (page: Page, text: string) => {
  const response = await page.request.get('/?lang=en');
  expect(response.status()).toBe(200);
  return (await response.text()).includes(`>${text}<`);
};

async function openHistory(page: Page, pane: Locator): Promise<Locator> {
  await pane
    .getByRole('button', { name: 'Show menu' })
    .or(pane.getByTestId('pane-context-menu-button'))
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  const items = page.getByTestId('timeline-item-button');
  await studioExpect(items.first()).toBeVisible();
  return items;
}

test('the owner publishes a wrong card text twice, restores the seeded version from History and publishes it: the site shows it again', async ({
  page,
}) => {
  const original = contentDocument<Service>('service-ceramic-coating');
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await openStudio(page);
  const pane = await openDocument(page, 'Services', original.title.en);
  const wrong = [`${original.summary.en} (wrong)`, `${original.summary.en} (wrong again)`];
  for (const text of wrong) {
    await typeInto(pane, 'summary.en', text);
    await publish(pane);
  }
  await expect
    .poll(() => cardTextOnHome(page, wrong[1]!), { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
    .toBe(true);

  // The published version's history, as on hosted Sanity: each entry is a published revision.
  await pane.getByRole('button', { name: 'Published', exact: true }).click();
  // Newest first, each draft the owner made and each publish, then the bundled dataset's publish
  // dated as the dataset dates it: nothing invented, nothing "deleted by retention policy".
  const items = await openHistory(page, pane);
  const kinds = async () => (await items.allInnerTexts()).map((entry) => /Published|Created/.exec(entry)?.[0]);
  await expect.poll(kinds).toEqual(['Published', 'Created', 'Published', 'Created', 'Published']);
  expect(await items.last().innerText()).toContain('Jun 1, 2024');
  await studioExpect(page.getByText('Deleted by retention policy')).toHaveCount(0);

  // Each publish shows the version it put live: the first wrong text, then the seeded one.
  await items.nth(2).click();
  await studioExpect(field(pane, 'summary.en')).toHaveValue(wrong[0]!);
  await items.nth(4).click();
  await studioExpect(field(pane, 'summary.en')).toHaveValue(original.summary.en);

  await pane.getByRole('button', { name: 'Revert to revision' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Restoring writes a draft; the site keeps the published version until it is published.
  await pane.getByRole('button', { name: 'Draft', exact: true }).click();
  await studioExpect(field(pane, 'summary.en')).toHaveValue(original.summary.en);
  await expect
    .poll(async () => (await lakeDocument<Service>(original._id))?.summary.en, { timeout: 10_000 })
    .toBe(wrong[1]);
  await publish(pane);

  const published = Date.now();
  await expect
    .poll(async () => (await cardTextOnHome(page, original.summary.en)) && !(await cardTextOnHome(page, wrong[1]!)), {
      timeout: PUBLISH_TO_PAGE_MS,
      intervals: [250],
    })
    .toBe(true);
  console.log(`restored version → English page: ${Date.now() - published} ms`);
  expect((await lakeDocument<Service>(original._id))?.summary.en).toBe(original.summary.en);
  // The restore is one more draft and publish in the history, not a rewrite of it.
  const events = await lakeHistoryEvents(original._id, await signIn(OWNER));
  expect(events.map((event) => event.type)).toEqual([
    'publishDocumentVersion',
    'createDocumentVersion',
    ...Array(2).fill(['publishDocumentVersion', 'createDocumentVersion']).flat(),
    'publishDocumentVersion',
  ]);
  expect(pageErrors.map(String)).toEqual([]);
});
