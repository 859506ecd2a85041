import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, startupScripts } from './compile-hints';

async function build(manifest: unknown, chunks: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
  await mkdir(path.join(dir, 'static/chunks'), { recursive: true });
  await writeFile(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const [name, source] of Object.entries(chunks)) await writeFile(path.join(dir, 'static/chunks', name), source);
  return dir;
}

describe('startupScripts', () => {
  it("reads the framework's start-up scripts from the build manifest", () => {
    expect(
      startupScripts({ rootMainFiles: ['static/chunks/a1.js', 'static/chunks/turbopack-b2.js'], polyfillFiles: [] }),
    ).toEqual(['static/chunks/a1.js', 'static/chunks/turbopack-b2.js']);
  });

  it.each([
    ['no manifest', null],
    ['no list', { pages: {} }],
    ['an empty list', { rootMainFiles: [] }],
    ['a file outside static/chunks', { rootMainFiles: ['../server/app.js'] }],
    ['something other than a script', { rootMainFiles: ['static/chunks/a.css'] }],
  ])('stops the build with a message on %s', (_case, manifest) => {
    expect(() => startupScripts(manifest)).toThrow(/build-manifest\.json has no list of start-up scripts/);
  });
});

describe('addCompileHints', () => {
  it('puts the hint first in each start-up script and leaves the other chunks alone', async () => {
    const dir = await build(
      { rootMainFiles: ['static/chunks/framework.js'] },
      { 'framework.js': '(()=>{})();', 'page.js': 'page();' },
    );
    expect(await addCompileHints(dir)).toEqual(['static/chunks/framework.js']);
    expect(await readFile(path.join(dir, 'static/chunks/framework.js'), 'utf8')).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(await readFile(path.join(dir, 'static/chunks/page.js'), 'utf8')).toBe('page();');
  });

  it('adds it once when run twice over the same build', async () => {
    const dir = await build({ rootMainFiles: ['static/chunks/framework.js'] }, { 'framework.js': 'f();' });
    await addCompileHints(dir);
    await addCompileHints(dir);
    expect(await readFile(path.join(dir, 'static/chunks/framework.js'), 'utf8')).toBe(`${COMPILE_HINT}f();`);
  });

  it('fails, changing nothing, when a listed script is missing', async () => {
    const dir = await build(
      { rootMainFiles: ['static/chunks/framework.js', 'static/chunks/gone.js'] },
      { 'framework.js': 'f();' },
    );
    await expect(addCompileHints(dir)).rejects.toThrow(/gone\.js/);
    expect(await readFile(path.join(dir, 'static/chunks/framework.js'), 'utf8')).toBe('f();');
  });
});
