import { CORS_HEADERS } from './cors.ts';

/** Every answer of the function is JSON with the CORS headers, so the browser can read its errors too. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json' },
  });
}
