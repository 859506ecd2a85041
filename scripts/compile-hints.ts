/**
 * Marks the scripts every page runs at start with V8's explicit compile hint, after `next build`.
 *
 * Chrome compiles a script's functions lazily, each on its first call and on the main thread.
 * The framework's start-up scripts (build-manifest.json's `rootMainFiles`: React DOM, the router,
 * Turbopack's runtime) are nearly all called while the page hydrates, so that compiling was the
 * longest task on a phone (docs/benchmarks.md, "Compile hints"). With `//# allFunctionsCalledOnLoad`
 * first in the file, Chrome (136+) compiles them while they download, off the main thread; other
 * browsers read a comment. Turbopack has no banner option, so the build adds the line.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The build folder, as next.config.mjs's distDir names it. */
export const BUILD_DIR = process.env.NEXT_DIST_DIR || '.next';

/** The start-up scripts named by a build's build-manifest.json, as paths inside the build folder. */
export function startupScripts(manifest: unknown): string[] {
  const files = (manifest as { rootMainFiles?: unknown } | null)?.rootMainFiles;
  if (
    !Array.isArray(files) ||
    files.length === 0 ||
    !files.every((file) => typeof file === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(file))
  ) {
    throw new Error(
      'build-manifest.json has no list of start-up scripts (rootMainFiles of static/chunks/*.js): has Next.js changed its build output?',
    );
  }
  return files;
}

/** The start-up scripts of the build in `distDir`. */
export function readStartupScripts(distDir: string): string[] {
  return startupScripts(JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')));
}

/** Puts the hint first in each start-up script of the build in `distDir`; returns the files. */
export async function addCompileHints(distDir: string): Promise<string[]> {
  const files = readStartupScripts(distDir);
  // Every file is read before any is written: a missing one stops the build with the build untouched.
  const scripts = await Promise.all(
    files.map(async (file) => {
      const target = path.join(distDir, file);
      return { target, source: await readFile(target, 'utf8') };
    }),
  );
  await Promise.all(
    scripts
      // `next build` writes every file afresh; a second run over the same build changes nothing.
      .filter(({ source }) => !source.startsWith(COMPILE_HINT))
      .map(({ target, source }) => writeFile(target, COMPILE_HINT + source)),
  );
  return files;
}

if (import.meta.main) {
  const files = await addCompileHints(BUILD_DIR);
  console.log(`Compile hint added to the ${files.length} start-up scripts.`);
}
