import { test as setup } from '@playwright/test';
import { OWNER, TRANSLATOR } from './support/lake';
import { signInToStudio, studioSession } from './support/studio';

/** The owner and the translator sign in through the real form once; the Studio journeys reuse their sessions. */
setup('the owner and the translator sign in to the Studio', async ({ browser }) => {
  setup.setTimeout(120_000);
  for (const account of [OWNER, TRANSLATOR]) {
    const context = await browser.newContext();
    await signInToStudio(await context.newPage(), account);
    await context.storageState({ path: studioSession(account) });
    await context.close();
  }
});
