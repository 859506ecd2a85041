import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serverEnv } from '@/lib/env.server';
import { loadLocalDataset } from './local-dataset';

/**
 * The embedded stand-in for Sanity's asset CDN: `/sanity-assets/<asset path>` resolves the asset
 * document with that `path` and streams its bundled file (`originalFilename` in content/assets),
 * honouring Range requests so video can seek. Names are content hashes, so caching is immutable.
 */
export async function serveLocalAsset(assetPath: string, rangeHeader: string | null): Promise<Response> {
  const dataset = await loadLocalDataset();
  const asset = dataset.find(
    (doc) => (doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset') && doc.path === assetPath,
  );
  const filename = typeof asset?.originalFilename === 'string' ? path.basename(asset.originalFilename) : undefined;
  if (!asset || !filename) return new Response('Not found', { status: 404 });

  const file = path.join(serverEnv.localAssetsDir, filename);
  const { size } = await stat(file);
  const headers = new Headers({
    'content-type': String(asset.mimeType ?? 'application/octet-stream'),
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
  });

  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set('content-length', String(end - start + 1));
  if (range) headers.set('content-range', `bytes ${start}-${end}/${size}`);
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status: range ? 206 : 200, headers });
}

export function parseRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
