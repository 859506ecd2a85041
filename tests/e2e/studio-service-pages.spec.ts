import { test, expect, type Page } from '@playwright/test';
import { contentDocument, inLang, LOCALES, localizedHref, message, type LocaleValue } from './support/content';
import { lakeQuery, mutate, OWNER, signIn } from './support/lake';
import { field, publish, openStudio, studioSession, studioExpect, typeInto } from './support/studio';

/**
 * The owner gives a service a page of its own in the real Studio, publishes it, and it is live
 * at /services/<slug> in three languages, in the sitemap, in the header's Services menu and
 * behind the service card's "More info" within seconds, with no rebuild; unpublishing it brings
 * the 404 and the card's old link back.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ storageState: studioSession(OWNER) });

const PUBLISH_TO_PAGE_MS = 10_000;
const SLUG = 'ceramic-coating';
const PATH = `/services/${SLUG}`;
const SERVICE_ID = 'service-ceramic-coating';
const service = contentDocument<{ title: LocaleValue }>(SERVICE_ID);
const MENU_TITLE: LocaleValue = { en: 'Ceramic Coating', pt: 'Revestimento Cerâmico', uk: 'Керамічне покриття' };
const HERO_TITLE = 'Ceramic coating that keeps the shine for years';

/**
 * A page's status and HTML in a language. Always with `?lang` (English's redirects to the bare
 * address and remembers it), as a visit to another language leaves a cookie that redirects a bare one.
 */
async function visit(page: Page, path: string, lang: (typeof LOCALES)[number] = 'en') {
  const response = await page.request.get(`${path}?lang=${lang}`);
  return { status: response.status(), html: await response.text() };
}

/** The href of the ceramic coating card's "More info" link on the home page. */
async function moreInfoHref(page: Page, lang: (typeof LOCALES)[number]) {
  const { html } = await visit(page, '/', lang);
  const label = message(lang, 'home.services.moreInfoLabel', { service: inLang(service.title, lang) });
  const link = [...html.matchAll(/<a href="([^"]*)"[^>]*>(?:(?!<\/a>).)*<\/a>/gs)].find(([anchor]) =>
    anchor.includes(label),
  );
  return link?.[1]?.replaceAll('&amp;', '&');
}

test.afterAll(async () => {
  // Leaves the lake as the other journeys expect it: no ceramic coating page, drafts included.
  const token = await signIn(OWNER);
  const ids = await lakeQuery<string[]>(`*[_type == "servicePage" && slug.current == "${SLUG}"]._id`, token);
  if (ids.length)
    await mutate(
      token,
      ids.map((id) => ({ delete: { id } })),
    );
});

test('the owner creates a ceramic coating page and publishes it: live, in the sitemap, the menu and the card in seconds; unpublished, gone again', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  expect((await visit(page, PATH)).status).toBe(404);
  for (const lang of LOCALES) expect(await moreInfoHref(page, lang)).toBe('#contact');

  await openStudio(page);
  await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Service pages').click();
  await page.getByRole('button', { name: 'Create new document' }).click();
  await page.getByTestId('create-new-servicePage').click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(field(pane, 'menuTitle.en')).toBeVisible();
  await typeInto(pane, 'hero.title.en', HERO_TITLE);
  await typeInto(pane, 'hero.subtitle.en', 'A hard, glossy layer that sheds water and dirt.');
  await typeInto(pane, 'description.title.en', 'Protection you can see');

  // The service it is about: chosen by name from the reference field's search.
  await pane.locator('input[id="service"], [id="service"] input').first().fill('Ceramic');
  await page
    .getByRole('option', { name: new RegExp(service.title.en) })
    .first()
    .click();
  for (const lang of LOCALES) await typeInto(pane, `menuTitle.${lang}`, inLang(MENU_TITLE, lang));
  // The address is made from the English menu title.
  await pane.getByRole('button', { name: 'Generate' }).click();
  await studioExpect(pane.locator('input[id="slug"], [id="slug"] input, input[id="slug.current"]').first()).toHaveValue(
    SLUG,
  );
  // The description's body in English: the form's first Portable Text editor.
  await pane.getByTestId('pt-editor').first().locator('[contenteditable="true"]').click();
  await page.keyboard.type('Every panel is decontaminated, polished and coated by hand.');
  // Published once the draft holds what was typed: the body editor sends its text in batches, and
  // Publish validates the draft as saved (an empty body would be refused as a missing field).
  const token = await signIn(OWNER);
  const draftBody = `*[_type == "servicePage" && slug.current == "${SLUG}" && _id in path("drafts.**")][0].description.body.en[0].children[0].text`;
  await expect.poll(() => lakeQuery<string | null>(draftBody, token), { timeout: 30_000 }).toContain('coated by hand');
  // As an owner checks before publishing a new document: the Validation panel lists only the
  // missing translations (warnings). Publishing a new document without that check was refused once
  // with the first, empty state's errors (docs/content-and-studio.md, "A page for any service").
  await page.getByRole('button', { name: 'Validation', exact: true }).click();
  await studioExpect(page.getByText('Translation missing').filter({ visible: true }).first()).toBeVisible();
  await studioExpect(page.getByText(/^Required$|is required$/)).toHaveCount(0);
  await publish(pane);
  const published = `*[_type == "servicePage" && slug.current == "${SLUG}" && !(_id in path("drafts.**"))][0]._id`;
  await expect.poll(() => lakeQuery<string | null>(published, token), { timeout: 45_000 }).toBeTruthy();

  // Live in every language, in the sitemap, in the menu, behind the card: within seconds.
  await expect
    .poll(async () => (await visit(page, PATH)).status, { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
    .toBe(200);
  for (const lang of LOCALES) {
    const { status, html } = await visit(page, PATH, lang);
    expect(status).toBe(200);
    expect(html).toContain(HERO_TITLE); // English only so far: the page falls back to it.
    expect(html).toContain(inLang(MENU_TITLE, lang)); // the breadcrumb and the menu
  }
  await expect
    .poll(async () => (await page.request.get('/sitemap.xml')).text(), { timeout: PUBLISH_TO_PAGE_MS })
    .toContain(`${PATH}?lang=uk`);
  for (const lang of LOCALES) {
    await expect.poll(() => moreInfoHref(page, lang), { timeout: PUBLISH_TO_PAGE_MS }).toBe(localizedHref(PATH, lang));
  }
  const visitor = await page.context().newPage();
  await visitor.goto(localizedHref('/', 'pt'));
  await visitor
    .getByRole('link', { name: message('pt', 'home.services.moreInfoLabel', { service: inLang(service.title, 'pt') }) })
    .click();
  await expect(visitor).toHaveURL(localizedHref(PATH, 'pt'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HERO_TITLE);
  await visitor.close();

  // Unpublished: the address answers 404 again and the card goes back to the contact section.
  // The Studio offers Unpublish on the published version of a document.
  await pane.getByTestId('document-header-Published-chip').click();
  await pane.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await page.getByRole('button', { name: 'Unpublish now' }).click();
  await expect
    .poll(async () => (await visit(page, PATH)).status, { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
    .toBe(404);
  for (const lang of LOCALES) {
    await expect.poll(() => moreInfoHref(page, lang), { timeout: PUBLISH_TO_PAGE_MS }).toBe('#contact');
  }
  await expect
    .poll(async () => (await page.request.get('/sitemap.xml')).text(), { timeout: PUBLISH_TO_PAGE_MS })
    .not.toContain(PATH);
  expect(pageErrors.map(String)).toEqual([]);
});
