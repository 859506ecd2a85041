import { expect, test, type Locator, type Page } from '@playwright/test';
import { contentDocuments } from './support/content';
import { lakeQuery, mutate, OWNER, signIn } from './support/lake';
import { orderedListRows, openStudio, studioSession, studioExpect } from './support/studio';

/**
 * The owner reorders the services by dragging in the real Studio (the drag-and-drop list of
 * @sanity/orderable-document-list on the local Content Lake): the dragged service gets an
 * `orderRank` ahead of the first one's, the lake's signed webhook reaches `next start`, and the
 * home page lists it first, with no rebuild. The journeys share one dataset, so the rank is put
 * back at the end, and the page is seen in its bundled order again.
 */
test.setTimeout(180_000);
test.use({ storageState: studioSession(OWNER) });

type Service = { _id: string; value: string; orderRank: string };
const services = contentDocuments<Service>('service');
const PUBLISH_TO_PAGE_MS = 10_000;

/** The services of the English home page, in the order of its cards (`li[data-service]`). */
async function homeServiceOrder(page: Page): Promise<string[]> {
  // Always with ?lang: a visit to another language leaves a cookie that redirects a bare `/`.
  const response = await page.request.get('/?lang=en');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/data-service="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * Drags one row of the list onto another's place with the mouse, as a person does: press, move
 * past @hello-pangea/dnd's 5 px threshold (below it, a press stays a click), move in small steps
 * so the list makes room, release. Upwards, a row takes the place of the one whose middle its top
 * edge passes, so releasing over the target's middle drops it there.
 */
async function dragRow(page: Page, row: Locator, target: Locator) {
  await row.scrollIntoViewIfNeeded();
  const from = (await row.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 25 });
  await page.mouse.up();
}

test('the owner drags the last service to the top in the Studio, and the home page lists it first within seconds', async ({
  page,
}) => {
  const bundled = services.map((service) => service.value);
  const last = services.at(-1)!;
  const first = services[0]!;
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const token = await signIn(OWNER);

  try {
    await expect.poll(() => homeServiceOrder(page), { timeout: PUBLISH_TO_PAGE_MS }).toEqual(bundled);

    await openStudio(page);
    await page.getByTestId('structure-tool-list-pane').getByTestId('pane-item-Services').click();
    const rows = orderedListRows(page);
    await studioExpect(rows).toHaveCount(services.length);
    // A row's draggable id is its document's (`drafts.…` while the document has a draft).
    const row = (service: Service) => rows.and(page.locator(`[data-rfd-draggable-id$="${service._id}"]`));
    await studioExpect(rows.last()).toHaveAttribute('data-rfd-draggable-id', new RegExp(`${last._id}$`));
    await studioExpect(rows.first()).toHaveAttribute('data-rfd-draggable-id', new RegExp(`${first._id}$`));

    await dragRow(page, row(last), row(first));

    // The list shows the new order and the plugin reports the reorder it committed.
    await studioExpect(page.getByText(/^\d+ documents? reordered$/).first()).toBeVisible();
    await studioExpect(rows.first()).toHaveAttribute('data-rfd-draggable-id', new RegExp(`${last._id}$`));
    await studioExpect(rows.nth(1)).toHaveAttribute('data-rfd-draggable-id', new RegExp(`${first._id}$`));
    // The published document now ranks ahead of every other service; no other rank changed.
    const ranked = await lakeQuery<{ _id: string; orderRank: string }[]>(
      '*[_type == "service"] | order(orderRank asc){_id, orderRank}',
      null,
      'published',
    );
    expect(ranked.map((service) => service._id)).toEqual([last._id, ...services.slice(0, -1).map((s) => s._id)]);
    expect(ranked.slice(1).map((service) => service.orderRank)).toEqual(
      services.slice(0, -1).map((service) => service.orderRank),
    );
    expect(new Set(ranked.map((service) => service.orderRank)).size).toBe(services.length);

    const dropped = Date.now();
    await expect
      .poll(() => homeServiceOrder(page), { timeout: PUBLISH_TO_PAGE_MS, intervals: [250] })
      .toEqual([last.value, ...bundled.slice(0, -1)]);
    console.log(`drag → home page order: ${Date.now() - dropped} ms`);
    expect(pageErrors.map(String)).toEqual([]);
  } finally {
    // Its bundled rank back, on the published document and on a draft if one exists meanwhile.
    const versions = await lakeQuery<string[]>(`*[_id in ["${last._id}", "drafts.${last._id}"]]._id`, token, 'raw');
    const restored = await mutate(
      token,
      versions.map((id) => ({ patch: { id, set: { orderRank: last.orderRank } } })),
    );
    expect(restored.status).toBe(200);
  }
  await expect.poll(() => homeServiceOrder(page), { timeout: 20_000, intervals: [250] }).toEqual(bundled);
});
