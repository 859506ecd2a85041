/**
 * `npm run bench:content`: the owner's loop on embedded defaults, measured on the production build
 * (`next start`) and a fresh local Content Lake whose signed webhook reaches it:
 *   1. Studio sign-in to an editable document (real Chromium, the real Studio), ms;
 *   2. publish → change visible on the public page, p50/p95 over N edits (the Studio's own
 *      actions: edit the draft, publish it; then poll the page every 100 ms);
 *   3. C concurrent editors, each editing and publishing its own document R times: lost writes
 *      and errors (both should be 0), and the time it took.
 * Loopback only; every loop is bounded. Options: --edits N (20), --editors C (20), --rounds R (5),
 * --skip-build.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { publishEdit, signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { LAKE, percentile, signInToStudio, withOwnerBackends } from './owner-loop.ts';

const SITE_PORT = 3310;
const SITE = `http://localhost:${SITE_PORT}`;
const { values: args } = parseArgs({
  options: {
    edits: { type: 'string', default: '20' },
    editors: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const VISIBLE_TIMEOUT_MS = 30_000;

const API = `${LAKE}/v2025-02-19`;

const signIn = (account: { email: string; password: string }) => signInToLake(LAKE, account, `${SITE}/studio`);

const editAndPublish = (token: string, id: string, fieldPath: string, value: string) =>
  publishEdit(LAKE, token, { id, fieldPath, value });

async function studioSignIn(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const started = performance.now();
    await signInToStudio(page, SITE);
    await page.getByTestId('pane-item-Services').click({ timeout: 60_000 });
    // Services open the drag-and-drop list of @sanity/orderable-document-list (rows are dnd draggables).
    await page.locator('[data-rfd-droppable-id="documentSortZone"] [data-rfd-draggable-id]').first().click();
    await page.locator('[id="title.en"]').waitFor({ state: 'visible', timeout: 60_000 });
    return Math.round(performance.now() - started);
  } finally {
    await browser.close();
  }
}

async function publishToPage(token: string, edits: number): Promise<number[]> {
  const timings: number[] = [];
  for (let edit = 0; edit < edits; edit++) {
    const title = `Express detail bench ${Date.now()}-${edit}`;
    await editAndPublish(token, 'service-express-detail', 'title.en', title);
    const published = performance.now();
    for (;;) {
      if ((await (await fetch(`${SITE}/?lang=en`)).text()).includes(title)) break;
      if (performance.now() - published > VISIBLE_TIMEOUT_MS) throw new Error(`edit ${edit} not visible in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    timings.push(performance.now() - published);
  }
  return timings;
}

async function concurrentEditors(editors: number, rounds: number) {
  const ids = (await (
    await fetch(
      `${API}/data/query/production?query=${encodeURIComponent('*[_type in ["service","galleryImage","legalPage"]]._id')}`,
    )
  ).json()) as { result: string[] };
  const documents = ids.result.slice(0, editors);
  if (documents.length < editors) throw new Error(`Only ${documents.length} documents to edit`);
  const tokens = await Promise.all(
    documents.map((_, index) => signIn(index % 2 ? LOCAL_ACCOUNT_DEFAULTS.translator : LOCAL_ACCOUNT_DEFAULTS.owner)),
  );
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    documents.map(async (id, index) => {
      for (let round = 0; round < rounds; round++) {
        await editAndPublish(tokens[index]!, id, 'benchMarker', `${index}:${round}`).catch((error: unknown) => {
          errors++;
          console.error(String(error));
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const query = encodeURIComponent(`*[_id in $ids]{_id, benchMarker}`);
  const after = (await (
    await fetch(`${API}/data/query/production?query=${query}&$ids=${encodeURIComponent(JSON.stringify(documents))}`)
  ).json()) as {
    result: { _id: string; benchMarker?: string }[];
  };
  const lost = documents.filter(
    (id, index) => after.result.find((doc) => doc._id === id)?.benchMarker !== `${index}:${rounds - 1}`,
  ).length;
  return { editors, rounds, transactions: editors * rounds * 2, errors, lost, seconds };
}

async function main() {
  await withOwnerBackends({ sitePort: SITE_PORT, skipBuild: args['skip-build'] }, async ({ lake }) => {
    const signInMs = await studioSignIn();
    const token = await signIn(LOCAL_ACCOUNT_DEFAULTS.owner);
    const timings = await publishToPage(token, Number(args.edits));
    const concurrent = await concurrentEditors(Number(args.editors), Number(args.rounds));
    const settling = performance.now();
    await lake.webhooksSettled();
    const settledMs = Math.round(performance.now() - settling);
    console.log(`
| measure | value |
|---|---|
| Studio sign-in → editable document | ${signInMs} ms |
| publish → visible on the page, p50 (${timings.length} edits) | ${Math.round(percentile(timings, 50))} ms |
| publish → visible on the page, p95 | ${Math.round(percentile(timings, 95))} ms |
| publish → visible on the page, max | ${Math.round(Math.max(...timings))} ms |
| ${concurrent.editors} concurrent editors × ${concurrent.rounds} edit+publish | ${concurrent.transactions} transactions in ${concurrent.seconds.toFixed(1)} s, errors ${concurrent.errors}, lost writes ${concurrent.lost}; their webhooks delivered ${settledMs} ms later |`);
  });
}

await main();
