/**
 * Where the browser tests' time goes: reads a Playwright JSON report and prints, per project and
 * spec file, the tests, their summed time and the slowest one, longest first.
 *
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npx playwright test --reporter=list,json
 *   npm run test-times -- /tmp/e2e.json
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Suite {
  file?: string;
  suites?: Suite[];
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
}

export interface Row {
  project: string;
  file: string;
  tests: number;
  seconds: number;
  slowest: number;
}

/** One row per project and spec file, longest summed time first. */
export function timesByFile(report: { suites: Suite[] }): Row[] {
  const rows = new Map<string, Row>();
  const visit = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        const key = `${test.projectName}\u0000${spec.file}`;
        const row = rows.get(key) ?? { project: test.projectName, file: spec.file, tests: 0, seconds: 0, slowest: 0 };
        row.tests += 1;
        row.seconds += seconds;
        row.slowest = Math.max(row.slowest, seconds);
        rows.set(key, row);
      }
    }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return [...rows.values()].sort((a, b) => b.seconds - a.seconds);
}

export function markdownTable(rows: Row[]): string {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const lines = [
    '| project | spec file | tests | summed s | slowest s |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.project} | ${path.basename(row.file)} | ${row.tests} | ${row.seconds.toFixed(0)} | ${row.slowest.toFixed(1)} |`,
    ),
    `| all | | ${rows.reduce((sum, row) => sum + row.tests, 0)} | ${total.toFixed(0)} | |`,
  ];
  return lines.join('\n');
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run test-times -- <playwright-report.json>');
    process.exit(1);
  }
  console.log(markdownTable(timesByFile(JSON.parse(readFileSync(file, 'utf8')))));
}
