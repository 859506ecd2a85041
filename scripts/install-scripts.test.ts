import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * npm runs a dependency's install script only when package.json's `allowScripts` approves it
 * (`.npmrc` sets `strict-allow-scripts`, so an unreviewed one fails the install). Two are the
 * product's own tools: `node` brings Node 24, which every npm script runs on, and `deno` runs
 * the booking edge function locally and in tests.
 */
const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const allowScripts: Record<string, boolean> = readJson('package.json').allowScripts ?? {};
const lockPackages: Record<string, { version: string; hasInstallScript?: boolean }> =
  readJson('package-lock.json').packages;

/** The `allowScripts` verdict for one installed package: a pinned entry wins over a name-only one. */
const verdict = (name: string, version: string) => allowScripts[`${name}@${version}`] ?? allowScripts[name];

const withInstallScripts = Object.entries(lockPackages)
  .filter(([, entry]) => entry.hasInstallScript)
  .map(([location, entry]) => ({ name: location.replace(/^.*node_modules\//, ''), version: entry.version }));

describe('install scripts', () => {
  it('every dependency with an install script has been reviewed (approved or denied)', () => {
    const unreviewed = withInstallScripts.filter(({ name, version }) => verdict(name, version) === undefined);
    expect(unreviewed).toEqual([]);
  });

  it.each(['node', 'deno'])('%s may run its install script', (name) => {
    const installed = withInstallScripts.find((entry) => entry.name === name);
    expect(installed, `${name} is installed with an install script`).toBeDefined();
    expect(verdict(name, installed!.version)).toBe(true);
  });

  it('.npmrc makes an unreviewed install script fail the install', () => {
    expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^strict-allow-scripts=true$/m);
  });
});
