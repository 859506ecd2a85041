import { test as base, expect } from '@playwright/test';
import { readDataset, serveSanityApi, type SanityApi } from './fixtures/sanity-api';

/** A project id that exists nowhere: every API call is answered from the bundled dataset. */
const PROJECT_ID = 'demo1234';
const INTERIOR_DETAILING_ID = 'service-interior-detailing';
const SINGLETON_TYPES = ['siteSettings', 'homePage', 'aboutPage', 'interiorDetailPage', 'video'];
/** The Studio is ~2 MB of JavaScript; on a busy 2-core runner each pane can take many seconds. */
const studioExpect = expect.configure({ timeout: 45_000 });

const test = base.extend<{ sanityApi: SanityApi }>({
  sanityApi: async ({ page, baseURL }, provide) => {
    const api = await serveSanityApi(page, { projectId: PROJECT_ID, origin: new URL(baseURL ?? '').origin });
    await provide(api);
    await api.close();
  },
});
// The listener stream comes from a local server with a throwaway certificate.
test.use({ ignoreHTTPSErrors: true });

type LocaleString = { en: string; pt: string; uk: string };
const published = readDataset().filter((doc) => !doc._id.startsWith('drafts.'));
const services = published
  .filter((doc) => doc._type === 'service')
  .map((doc) => ({ id: doc._id, order: doc.order as number, title: doc.title as LocaleString }))
  .sort((a, b) => a.order - b.order);
const interiorDetailing = services.find((service) => service.id === INTERIOR_DETAILING_ID);

test.describe('/studio', () => {
  test('without a configured project, explains how to connect one and stays out of search engines', async ({
    page,
  }) => {
    const response = await page.goto('/studio');
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: 'Connect a Sanity project' })).toBeVisible();
    await expect(page.getByText('currently serving the bundled dataset')).toBeVisible();
    for (const variable of [
      'NEXT_PUBLIC_SANITY_PROJECT_ID',
      'NEXT_PUBLIC_SANITY_DATASET',
      'SANITY_API_READ_TOKEN',
      'SANITY_REVALIDATE_SECRET',
    ]) {
      await expect(page.getByText(variable, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('http://localhost:3000', { exact: true })).toBeVisible();
    await expect(page.getByText('Allow credentials')).toBeVisible();
    await expect(page.getByText('npm run content:import -- --dataset production', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
    // The Studio never renders its own "Network error" dialog here.
    await expect(page.getByText('Network error')).toHaveCount(0);

    // A malformed project id is refused in place, without leaving the page.
    const projectId = page.getByLabel('Project ID');
    await projectId.fill('My Project!');
    await page.getByRole('button', { name: 'Open the Studio' }).click();
    await expect(projectId).toHaveAttribute('aria-invalid', 'true');
    await expect(projectId).toHaveAccessibleDescription(/lowercase letters, digits and dashes/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect a Sanity project' })).toBeVisible();
  });

  test('opens the real Studio for a project chosen in the form, with the bundled content', async ({
    page,
    sanityApi,
  }) => {
    test.setTimeout(180_000);
    expect(interiorDetailing, 'the bundled dataset has the interior detailing service').toBeDefined();
    const { title } = interiorDetailing!;
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto('/studio');
    await page.getByLabel('Project ID').fill(PROJECT_ID);
    await studioExpect(page.getByLabel('Dataset')).toHaveValue('production');
    await page.getByRole('button', { name: 'Open the Studio' }).click();

    // Desk structure: the singletons first, then the collections.
    const structure = page.getByTestId('structure-tool-list-pane');
    await studioExpect(structure.locator('[data-testid^="pane-item-"]')).toHaveText([
      'Site settings',
      'Home page',
      'About page',
      'Interior detailing page',
      'Video',
      'Services',
      'Gallery images',
      'Legal pages',
    ]);
    await studioExpect(page.getByText(`Session project ${PROJECT_ID} / production`)).toBeVisible();

    // Singletons can't be created a second time…
    await page.getByRole('button', { name: 'Create new document' }).click();
    await studioExpect(page.getByTestId('create-new-service')).toBeVisible();
    for (const type of SINGLETON_TYPES) await studioExpect(page.getByTestId(`create-new-${type}`)).toHaveCount(0);
    await page.keyboard.press('Escape');
    // …nor deleted or duplicated: their one document offers Publish and no action menu.
    await structure.getByTestId('pane-item-Site settings').click();
    await studioExpect(page.getByTestId('document-pane').getByTestId('action-publish')).toBeVisible();
    await studioExpect(page.getByTestId('document-pane').getByTestId('action-menu-button')).toHaveCount(0);

    // Services are listed by their `order` field.
    await structure.getByTestId('pane-item-Services').click();
    const serviceList = page.getByTestId('document-list-pane');
    await studioExpect(serviceList.locator('[data-testid^="pane-item"]')).toContainText(
      services.map((s) => s.title.en),
    );

    // A service document shows its title in every language, with the bundled values.
    await serviceList.getByText(title.en, { exact: true }).click();
    const form = page.getByTestId('document-pane');
    await studioExpect(form.locator('[id="title.en"]')).toHaveValue(title.en);
    await studioExpect(form.locator('[id="title.pt"]')).toHaveValue(title.pt);
    await studioExpect(form.locator('[id="title.uk"]')).toHaveValue(title.uk);

    // Ordinary documents keep their menu (the singleton check above is not vacuous).
    await form.getByTestId('action-menu-button').click();
    await studioExpect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Language filter: English always shows; keep Ukrainian only.
    await form.getByRole('button', { name: 'Showing all' }).click();
    await page.getByRole('button', { name: 'Hide all' }).click();
    await page.getByRole('button', { name: /Українська/ }).click();
    await page.keyboard.press('Escape');
    await studioExpect(form.getByRole('button', { name: 'Showing 2 / 3' })).toBeVisible();
    await studioExpect(form.locator('[id="title.pt"]')).toHaveCount(0);
    await studioExpect(form.locator('[id="title.uk"]')).toHaveValue(title.uk);
    await studioExpect(form.locator('[id="title.en"]')).toHaveValue(title.en);

    // The choice survives a reload in this tab; "Disconnect" forgets it.
    await page.reload();
    await studioExpect(page.getByTestId('document-pane').locator('[id="title.en"]')).toHaveValue(title.en);
    await page.getByRole('link', { name: 'Disconnect' }).click();
    await studioExpect(page.getByRole('heading', { level: 1, name: 'Connect a Sanity project' })).toBeVisible();
    await page.reload();
    await studioExpect(page.getByRole('heading', { level: 1, name: 'Connect a Sanity project' })).toBeVisible();

    expect(sanityApi.unhandled).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });
});
