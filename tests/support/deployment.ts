import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../stand-ins/shared/http.ts';

/**
 * The site deployed the way it is self-hosted: several `npm start` instances bound to
 * 127.0.0.1 on the production build, sharing one Redis cache, behind Debian's nginx as the
 * public entry (TLS is terminated in front, so nginx forwards `X-Forwarded-Proto: https`).
 * Browser tests and `npm run bench` use it; the public host is a `*.localhost` name, which
 * Chromium resolves to loopback, so a browser visits the site under a host that is not the bind.
 */
export const PUBLIC_HOST = 'caparica.localhost';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** `npm start`'s server: Next's request handler behind the site's guard (scripts/start.ts). */
const START = path.join(ROOT, 'scripts', 'start.ts');

export interface Deployment {
  /** The public origin, through nginx (`http://caparica.localhost:<port>`), for the browser. */
  publicUrl: string;
  /** nginx's own address, for HTTP clients that do not resolve `*.localhost` (send `Host`). */
  entryUrl: string;
  /** Each instance's own private address. */
  instanceUrls: string[];
  redisUrl: string;
  stopInstance(index: number): Promise<void>;
  startInstance(index: number): Promise<void>;
  /** The resident memory of an instance's process and its children, in bytes (Linux /proc). */
  instanceMemoryBytes(index: number): number;
  stop(): Promise<void>;
}

/** Resident set size of a process and every process below it, from /proc. */
function treeMemoryBytes(pid: number): number {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    });
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return own + children.reduce((sum, child) => sum + treeMemoryBytes(Number(child)), 0);
}

/** A GET with the body as it travelled, still encoded (fetch would decode it), and its status and headers. */
export function getAsSent(
  url: string | URL,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Resolves once something accepts connections on the port, or fails after the timeout. */
async function waitForPort(port: number, what: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on port ${port} within ${timeoutMs} ms`);
}

function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, log: string): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', () => writeFileSync(log, lines.join('\n')));
  return child;
}

async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Debian's build of Google's brotli filter for nginx (libnginx-mod-http-brotli-filter). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
/** What the proxy compresses besides HTML (which both filters always take). */
const COMPRESSED_TYPES =
  'text/css application/javascript application/json application/manifest+json image/svg+xml text/plain application/xml';

function nginxConfig(dir: string, listenPort: number, instancePorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  if (!existsSync(BROTLI_MODULE)) {
    throw new Error(
      `${BROTLI_MODULE} is missing: run scripts/ensure-system-deps.sh --browser (libnginx-mod-http-brotli-filter)`,
    );
  }
  return `
load_module ${BROTLI_MODULE};
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  # The proxy compresses, as self-hosting is done: brotli for the browsers that take it (all
  # current ones), gzip for other clients, including requests that come through a CDN.
  brotli on;
  brotli_comp_level 5;
  brotli_types ${COMPRESSED_TYPES};
  gzip on;
  gzip_comp_level 6;
  gzip_proxied any;
  gzip_vary on;
  gzip_types ${COMPRESSED_TYPES};
  upstream site {
    ${instancePorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};
    server_name ${PUBLIC_HOST};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The instances send plain bodies, for the proxy to compress (Next.js itself only gzips).
      proxy_set_header Accept-Encoding "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

/**
 * Starts Redis, `instances` Next.js servers on the production build (REDIS_URL set, bound to
 * 127.0.0.1) and nginx in front. The build must exist (`npm run build`).
 */
export async function startDeployment({
  instances = 2,
  env = {},
}: { instances?: number; env?: Record<string, string> } = {}): Promise<Deployment> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'caparica-deployment-'));
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redis = startProcess(
    'redis-server',
    // Bounded as docs/deploying.md says: past its memory, Redis drops the least recently used keys.
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir].concat([
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ]),
    process.env,
    path.join(dir, 'redis.log'),
  );
  await waitForPort(redisPort, 'redis-server', redis);

  const instancePorts = await Promise.all(Array.from({ length: instances }, freePort));
  const servers: (ChildProcess | undefined)[] = [];
  const startInstance = async (index: number) => {
    const port = instancePorts[index]!;
    const child = startProcess(
      process.execPath,
      [START, '-H', '127.0.0.1', '-p', String(port)],
      // Reached only through nginx, which sets X-Forwarded-Host: BEHIND_PROXY as docs/deploying.md says.
      { ...process.env, BEHIND_PROXY: 'true', ...env, REDIS_URL: redisUrl, NODE_ENV: 'production' },
      path.join(dir, `next-${index}.log`),
    );
    servers[index] = child;
    await waitForPort(port, `npm start (instance ${index})`, child);
  };
  const stopInstance = async (index: number) => {
    await stopProcess(servers[index]);
    servers[index] = undefined;
  };
  await Promise.all(instancePorts.map((_, index) => startInstance(index)));

  const nginxPort = await freePort();
  mkdirSync(path.join(dir, 'nginx'), { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(path.join(dir, 'nginx'), nginxPort, instancePorts));
  const nginx = startProcess('nginx', ['-c', config, '-p', dir], process.env, path.join(dir, 'nginx.log'));
  await waitForPort(nginxPort, 'nginx', nginx);

  return {
    publicUrl: `http://${PUBLIC_HOST}:${nginxPort}`,
    entryUrl: `http://127.0.0.1:${nginxPort}`,
    instanceUrls: instancePorts.map((port) => `http://127.0.0.1:${port}`),
    redisUrl,
    startInstance,
    stopInstance,
    instanceMemoryBytes: (index) => treeMemoryBytes(servers[index]!.pid!),
    async stop() {
      await stopProcess(nginx);
      await Promise.all(servers.map((child) => stopProcess(child)));
      await stopProcess(redis);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
