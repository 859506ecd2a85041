import { draftMode } from 'next/headers';
import { watchContentChanges } from '@/lib/content';

/**
 * The owner's preview listens here for content changes (server-sent events, drafts included) and
 * re-renders on each, as soon as the Studio saves, without waiting for the Presentation tool's own
 * refresh. Only inside a preview session: the read token never leaves the server.
 */
export async function GET(request: Request) {
  if (!(await draftMode()).isEnabled) return new Response('Not in a preview session.', { status: 401 });
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\n\n'));
      watchContentChanges(() => controller.enqueue(encoder.encode('data: change\n\n')), request.signal);
      request.signal.addEventListener('abort', () => controller.close(), { once: true });
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      // nginx buffers proxied answers by default, which would hold every event back.
      'X-Accel-Buffering': 'no',
    },
  });
}
