/**
 * The system Chromium and the flags every headless run here needs (browser tests, Lighthouse):
 * no sandbox as root, no GPU, and no background traffic to Google's services.
 */
/** The full browser, for the benchmarks: what a phone's Chrome runs (new headless mode). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: the headless shell, as Playwright's own headless mode is. Same Blink
 * as the full browser without its browser UI processes, which the CPU-bound run pays for
 * (docs/testing.md).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
