import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { PUBLIC_ENV_NAMES } from './public';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The configuration modules, which read every variable literally (`process.env.NAME`). */
const CONFIG_MODULES = ['lib/env/public.ts', 'lib/env/server-schema.ts'];
/** Set by Node/Next.js or by Vercel, not by whoever deploys. */
const NOT_CONFIGURATION = new Set(['NODE_ENV', 'VERCEL']);

function readByConfigModules(): string[] {
  const names = CONFIG_MODULES.flatMap((file) =>
    [...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!),
  );
  return [...new Set(names)].filter((name) => !NOT_CONFIGURATION.has(name)).sort();
}

/** `.env.example`'s groups (`# === Title ===`) and the variables set in each (`NAME=` lines). */
function exampleGroups(): { title: string; names: string[] }[] {
  const groups: { title: string; names: string[] }[] = [];
  for (const line of read('.env.example').split('\n')) {
    const heading = /^# === (.+) ===$/.exec(line);
    if (heading) groups.push({ title: heading[1]!, names: [] });
    const variable = /^([A-Z][A-Z0-9_]*)=/.exec(line);
    if (variable) {
      if (groups.length === 0) throw new Error(`${variable[1]} is outside any group`);
      groups.at(-1)!.names.push(variable[1]!);
    }
  }
  return groups;
}

describe('.env.example', () => {
  it('finds every public variable in the configuration modules', () => {
    expect(readByConfigModules()).toEqual(expect.arrayContaining([...PUBLIC_ENV_NAMES]));
  });

  it('lists in its Site groups exactly the variables lib/env/public.ts and lib/env/server-schema.ts read', () => {
    const site = exampleGroups()
      .filter(({ title }) => CONFIG_MODULES.some((file) => title.includes(`(${file})`)))
      .flatMap(({ names }) => names);
    expect(site.length).toBeGreaterThan(0);
    expect([...site].sort()).toEqual(readByConfigModules());
  });

  it('sets each variable once', () => {
    const names = exampleGroups().flatMap(({ names }) => names);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('holds no values: empty means the embedded defaults', () => {
    const assigned = read('.env.example')
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=./.test(line));
    expect(assigned).toEqual([]);
  });
});
