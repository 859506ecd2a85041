import { describe, expect, it } from 'vitest';
import { markdownTable, timesByFile } from './test-times';

const report = {
  suites: [
    {
      file: 'a.spec.ts',
      specs: [{ title: 'one', file: 'a.spec.ts', tests: [{ projectName: 'chromium', results: [{ duration: 1500 }] }] }],
      suites: [
        {
          specs: [
            { title: 'two', file: 'a.spec.ts', tests: [{ projectName: 'chromium', results: [{ duration: 4000 }] }] },
          ],
        },
      ],
    },
    {
      file: 'b.spec.ts',
      specs: [{ title: 'three', file: 'b.spec.ts', tests: [{ projectName: 'studio', results: [{ duration: 9000 }] }] }],
    },
  ],
};

describe('timesByFile', () => {
  it('sums each spec file per project, nested describes included, longest first', () => {
    expect(timesByFile(report)).toEqual([
      { project: 'studio', file: 'b.spec.ts', tests: 1, seconds: 9, slowest: 9 },
      { project: 'chromium', file: 'a.spec.ts', tests: 2, seconds: 5.5, slowest: 4 },
    ]);
  });

  it('prints a table with the whole run as its last row', () => {
    const table = markdownTable(timesByFile(report)).split('\n');
    expect(table[2]).toBe('| studio | b.spec.ts | 1 | 9 | 9.0 |');
    expect(table.at(-1)).toBe('| all | | 3 | 15 | |');
  });
});
