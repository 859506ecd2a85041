import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAsset } from './assets.ts';
import type { LakeDocument } from './store.ts';

const SEED_ASSETS_DIR = path.resolve(import.meta.dirname, '../../content/assets');
const SHA1 = '8d85ca519fb59055012dd7011dc702c374957b9d';

const ASSETS: Record<string, LakeDocument> = {
  photo: {
    _id: `image-${SHA1}-1200x900-webp`,
    _type: 'sanity.imageAsset',
    mimeType: 'image/webp',
    originalFilename: 'about-1.webp',
    path: `images/local/production/${SHA1}-1200x900.webp`,
  },
  film: {
    _id: `file-${SHA1}-mp4`,
    _type: 'sanity.fileAsset',
    mimeType: 'video/mp4',
    originalFilename: 'detailing-film.mp4',
    path: `files/local/production/${SHA1}.mp4`,
  },
};

let server: Server;
let origin: string;
beforeAll(async () => {
  // As the lake's server calls it: the asset named by the path, the query on the request.
  server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://lake').pathname.slice(1);
    void serveAsset(
      response,
      ASSETS[name],
      { uploadsDir: '/nonexistent', seedAssetsDir: SEED_ASSETS_DIR },
      request.headers.range,
      {
        'access-control-allow-origin': '*',
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('serveAsset', () => {
  it('transforms an image by the query, answered whole', async () => {
    const response = await fetch(`${origin}/photo?rect=120,180,780,630&w=390&fm=png`, {
      headers: { range: 'bytes=0-9' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('accept-ranges')).toBeNull();
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 390, height: 315 });
  });

  it('serves the stored bytes, Range and all, without an image parameter', async () => {
    const stored = await readFile(path.join(SEED_ASSETS_DIR, 'about-1.webp'));
    const whole = await fetch(`${origin}/photo?auto=format&v=2`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await fetch(`${origin}/photo`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(0, 10))).toBe(true);
  });

  it('leaves files alone, whatever the query', async () => {
    const response = await fetch(`${origin}/film?w=100`, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers a malformed or out-of-bounds parameter with a 400 that says which', async () => {
    for (const query of ['w=abc', 'rect=1200,0,10,10', 'fit=cover']) {
      const response = await fetch(`${origin}/photo?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await response.json()) as { statusCode: number; message: string };
      expect(body.statusCode).toBe(400);
      expect(body.message).toContain(query.split('=')[0]);
    }
  });

  it('answers an unknown asset with a 404', async () => {
    expect((await fetch(`${origin}/missing?w=10`)).status).toBe(404);
  });
});
