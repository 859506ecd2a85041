import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

type Account = { email: string; password: string };

/**
 * The real embedded Studio, driven as an owner or a translator would: sign in through the local
 * Content Lake's provider page, open documents from the desk, type, publish.
 */
/** The Studio's JavaScript is large; on a busy runner each pane can take many seconds. */
export const studioExpect = expect.configure({ timeout: 45_000 });

export async function signInToStudio(page: Page, account: Account) {
  await page.goto('/studio');
  await page.getByText('Sign in with a local account').first().click();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await studioExpect(page.getByTestId('structure-tool-list-pane')).toBeVisible();
}

/** Where this run's Studio sessions are kept (emptied by the global setup: a new run has a new lake). */
export const STUDIO_SESSIONS_DIR = path.resolve(import.meta.dirname, '../../../.local/e2e-sessions');

/**
 * An account's signed-in browser state for this run: the first test that needs it signs in through
 * the real form, every later one reuses it. Written whole under its final name (a rename), so a
 * test in the other worker reads either no session or a complete one.
 */
export async function studioSessionFile(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
): Promise<string> {
  const file = path.join(STUDIO_SESSIONS_DIR, `${account.email}.json`);
  if (existsSync(file)) return file;
  const context = await browser.newContext({ baseURL });
  await signInToStudio(await context.newPage(), account);
  const state = await context.storageState();
  await context.close();
  mkdirSync(STUDIO_SESSIONS_DIR, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
  return file;
}

/**
 * A test's context signed in as the account, `test.use({ storageState: studioSession(OWNER) })`:
 * the Playwright way to reuse a sign-in, so a journey opens the Studio once instead of twice, and
 * with no setup project, whose phase would hold every Studio journey behind the visitors' ones.
 */
export const studioSession =
  (account: Account) =>
  async (
    { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
    use: (file: string) => Promise<void>,
  ) =>
    use(await studioSessionFile(browser, baseURL, account));

/** Opens the Studio (or one of its tools) in a context that carries a session, and waits for it. */
export async function openStudio(page: Page, studioPath = '/studio') {
  await page.goto(studioPath);
  await studioExpect(page.getByTestId('structure-tool-list-pane')).toBeVisible();
}

/**
 * The rows of an ordered type's list (services, questions, gallery images), in their order: the
 * drag-and-drop list of @sanity/orderable-document-list, whose rows are @hello-pangea/dnd
 * draggables (`data-rfd-draggable-id` = the document's id, `drafts.…` while it has a draft).
 */
export const orderedListRows = (page: Page) =>
  page.locator('[data-rfd-droppable-id="documentSortZone"] [data-rfd-draggable-id]');

/** The list a desk item opened: Sanity's document list or an ordered type's drag-and-drop list. */
export const documentList = (page: Page) =>
  page.getByTestId('document-list-pane').or(page.locator('[data-rfd-droppable-id="documentSortZone"]'));

/** Opens a document from a desk list (e.g. "Services" → "Express detail") and returns its pane. */
export async function openDocument(page: Page, list: string, title: string): Promise<Locator> {
  await page.getByTestId('structure-tool-list-pane').getByTestId(`pane-item-${list}`).click();
  await documentList(page).getByText(title, { exact: true }).first().click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(pane.locator('[id="title.en"], [id="alt.en"], [id="image"]').first()).toBeVisible();
  return pane;
}

/** Shows a field group of the open document: a tab where the pane is wide, a select where narrow. */
export async function openGroup(pane: Locator, name: string) {
  const tab = pane.getByTestId(`group-tab-${name}`);
  if (await tab.isVisible()) await tab.click();
  else await pane.getByTestId('field-group-select').selectOption(name);
}

/** The form field of a path such as `title.uk`. */
export const field = (pane: Locator, path: string) => pane.locator(`[id="${path}"]`);

/** Replaces a text field's value the way typing does. */
export async function typeInto(pane: Locator, path: string, value: string) {
  const input = field(pane, path);
  await input.fill(value);
  await studioExpect(input).toHaveValue(value);
}

/**
 * Publishes the open document and waits until the Studio has no unpublished changes left. First
 * waits for the form's validation to catch up with what was typed: a required field filled a
 * moment ago still shows its error, and Publish then refuses ("Please fix the validation errors").
 */
export async function publish(pane: Locator) {
  await studioExpect(pane.getByTestId('input-validation-icon-error')).toHaveCount(0);
  const button = pane.getByTestId('action-publish');
  await studioExpect(button).toBeEnabled();
  await button.click();
  await studioExpect(button).toBeDisabled();
}
