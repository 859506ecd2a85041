/** Thrown by readLimitedText once a body is known to pass its limit. */
export class BodyTooLarge extends Error {}

/**
 * A request's body as text, refused (BodyTooLarge) as soon as it is known to pass `limit` bytes:
 * by its declared length before anything is read, else as it streams in. Route handlers get no
 * body limit from Next.js, so each API that reads a body reads it through this.
 */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new BodyTooLarge();
  let size = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted).text();
}
