/**
 * The servers a benchmark measures: a built site served as `npm start` serves it, and the framework's
 * floor (a bare Next.js app at this repository's versions). Each server runs in its own process
 * group and all of them stop when the benchmark exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The site's routes (lib/seo/routes.ts's SITE_PAGES; its `@/` imports do not load under plain node). */
export const SITE_ROUTES = ['/', '/about', '/services/interior-detail', '/privacy-policy', '/terms-of-service'];

const children: ChildProcess[] = [];
// `npx next start` leaves next-server as a grandchild: each server gets its own process group,
// and the whole group is stopped.
export function stopServers() {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('exit', stopServers);

export function run(command: string, argv: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} → ${code}`))));
  });
}

/** Serves the build in `cwd` as `npm start` does (scripts/start.ts), or with `next start` where it has none (the floor, an older checkout). */
export async function serve(cwd: string, port: number, env: Record<string, string>): Promise<string> {
  const start = path.join(cwd, 'scripts', 'start.ts');
  const [command, args] = existsSync(start)
    ? [process.execPath, [start, '-p', String(port)]]
    : ['npx', ['next', 'start', '-p', String(port)]];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}

/** The version this repository has installed, so the floor runs the very same framework. */
function installedVersion(name: string): string {
  return (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/**
 * A bare Next.js app: one heading, no dependencies beyond next/react at this repo's versions.
 * Outside the repository, with its own install (from npm's cache): inside it, Turbopack would
 * take the repository as its root and build this app with the site's proxy. With `stylesheet`,
 * the same page imports a one-rule CSS file: the floor of a page that has any styles at all.
 */
export async function writeFloorApp(name: string, stylesheet?: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `caparica-bench-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'floor',
      private: true,
      type: 'module',
      dependencies: Object.fromEntries(['next', 'react', 'react-dom'].map((name) => [name, installedVersion(name)])),
      devDependencies: Object.fromEntries(
        ['typescript', '@types/react', '@types/node'].map((name) => [name, installedVersion(name)]),
      ),
    }),
  );
  if (stylesheet) writeFileSync(path.join(dir, 'app', 'globals.css'), stylesheet);
  writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    `${stylesheet ? "import './globals.css';\n" : ''}export const metadata = { title: 'Floor', description: 'A bare Next.js page' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(path.join(dir, 'app', 'page.tsx'), `export default function Page() { return <h1>Floor</h1>; }\n`);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: true } }),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  return dir;
}
