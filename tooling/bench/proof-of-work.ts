// The booking form's proof of work as a phone solves it: the real ALTCHA widget in Chromium, under
// the 4× CPU slowdown Lighthouse uses for mobile, solving the site's own challenges (same algorithm,
// cost and counter range as /api/booking-challenge) served from a local page. Each solution is then
// verified as the notification function verifies it.
import { chromium } from '@playwright/test';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { newBookingChallenge } from '../../lib/booking/submit/proof-of-work.ts';
import { LOCAL_BOOKING_CHALLENGE_SECRET } from '../../lib/env/public.ts';
import { listen, close } from '../../stand-ins/shared/http.ts';
import { REPO_ROOT } from '../../stand-ins/supabase/stack.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

/** Lighthouse's mobile CPU slowdown. */
export const MOBILE_CPU_SLOWDOWN = 4;

const PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>solve</title>
<script type="module">
import '/altcha.js';
window.solveOnce = async () => {
  const element = document.createElement('altcha-widget');
  element.setAttribute('challenge', '/challenge');
  element.setAttribute('auto', 'off');
  element.setAttribute('display', 'invisible');
  const mounted = new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
  document.body.append(element);
  await mounted;
  const started = performance.now();
  const result = await element.verify({ minDuration: 0 });
  const ms = performance.now() - started;
  element.remove();
  return { ms, payload: result && result.payload };
};
window.ready = true;
</script></html>`;

/** Solve times in ms, one per run, each a fresh challenge (fetch included, as in the form). */
export async function benchSolveTime(runs: number): Promise<number[]> {
  const widget = await readFile(path.join(REPO_ROOT, 'node_modules', 'altcha', 'dist', 'main', 'altcha.js'));
  const server = createServer((request, response) => {
    if (request.url === '/altcha.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(widget);
    if (request.url === '/challenge') {
      return void newBookingChallenge(LOCAL_BOOKING_CHALLENGE_SECRET).then((challenge) =>
        response
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(JSON.stringify(challenge)),
      );
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  const port = await listen(server, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { ms, payload } = await page.evaluate(() =>
        (window as unknown as { solveOnce(): Promise<{ ms: number; payload: string | null }> }).solveOnce(),
      );
      if (!payload) throw new Error(`Run ${run}: the widget produced no solution`);
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      const verified = await verifySolution({
        ...decoded,
        deriveKey,
        hmacSignatureSecret: LOCAL_BOOKING_CHALLENGE_SECRET,
      });
      if (!verified.verified) throw new Error(`Run ${run}: the solution does not verify`);
      times.push(ms);
    }
    return times;
  } finally {
    await browser.close();
    await close(server);
  }
}
