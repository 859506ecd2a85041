/**
 * `npm start [-- -H host] [-- -p port]`: serves the production build with Next's own request
 * handler, as `next start` does, behind one guard `next start` has no place for: a request line in
 * absolute form (`GET http://other.example/path HTTP/1.1`, which browsers send only to a forward
 * proxy) gets 400, where Next's routing would answer a 308 to that other host before any of the
 * site's code, proxy.ts included, sees the request (docs/security.md).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { MANAGE_PATH, REVIEW_PATH } from '../supabase/functions/send-contact-notification/signed-link.ts';

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
});
const hostname = values.hostname;
const port = Number(values.port ?? process.env.PORT ?? 3000);

// What `next start` sets before it loads Next.
Object.assign(process.env, { NODE_ENV: 'production' });
process.title = 'next-server';
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** A request's address as logged: an appointment or review link's token opens that booking's page, so it is cut. */
const loggedUrl = (url: string) => {
  const base = [MANAGE_PATH, REVIEW_PATH].find((path) => url.startsWith(`${path}/`));
  return base === undefined ? url : `${base}/…`;
};

const server = createServer((request, response) => {
  // As received: Next's routing may change `request.url` to an internal path.
  const url = request.url;
  if (!url?.startsWith('/')) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad request: the request target must be a path');
    return;
  }
  handle(request, response).catch((error: unknown) => {
    console.error(`Failed to handle request for ${loggedUrl(url)}`, error);
    response.statusCode = 500;
    response.end('Internal Server Error');
  });
});
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`));

// Stops as `next start` does on a container's or a terminal's signal.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
