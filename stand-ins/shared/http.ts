/**
 * Plain node:http helpers the stand-ins share (the Content Lake, the Supabase stack, the mail catcher): bodies
 * read under a size cap, JSON answers, listen / close, a free port. Stand-ins import this folder, never each
 * other's internals.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';

/** Default cap on request bodies (the edge runtime's order of magnitude); callers may pass a smaller one. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`Payload too large: the request body exceeds ${limit} bytes`);
    this.limit = limit;
  }
}

/** Reads the body, refusing it by its Content-Length or, when streamed, as soon as it passes `limit`. */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(new BodyTooLargeError(limit));
  // Plain events rather than `for await`: the async iterator costs more than the read itself on
  // the small bodies the stand-ins serve.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        request.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // The client went away before the body ended.
    const onClose = () => {
      cleanup();
      reject(new Error('Request closed before its body ended'));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onClose);
  });
}

export function send(
  response: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string> = {},
): void {
  response.writeHead(
    status,
    body === null ? headers : { 'content-length': String(Buffer.byteLength(body)), ...headers },
  );
  response.end(body ?? undefined);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(response, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers });
}

/** Resolves once the server listens; rejects if the port is taken. */
export async function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Server has no TCP address');
  return address.port;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A port that was free a moment ago, for services that must know each other's URL before starting. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return address.port;
}
