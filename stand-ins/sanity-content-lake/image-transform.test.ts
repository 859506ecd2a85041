import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageParams } from './image-params.ts';
import { transformImage } from './image-transform.ts';

/** A seeded photo, 1200 × 900 WebP (`image-8d85…-1200x900-webp` in the dataset). */
const PHOTO = path.resolve(import.meta.dirname, '../../content/assets/about-1.webp');

const transform = (file: string, query: string) => transformImage(file, parseImageParams(new URLSearchParams(query))!);

async function decoded(data: Buffer) {
  const { width, height, format, isProgressive } = await sharp(data).metadata();
  return { width, height, format, isProgressive };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lake-image-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('transformImage', () => {
  it('cuts rect out of a real photo, in its own format', async () => {
    const image = await transform(PHOTO, 'rect=120,180,780,630');
    expect(await decoded(image.data)).toMatchObject({ width: 780, height: 630, format: 'webp' });
    expect(image).toMatchObject({ width: 780, height: 630, contentType: 'image/webp' });
  });

  it.each([
    ['w=300', 300, 225],
    ['h=300', 400, 300],
    ['w=300&h=300&fit=clip', 300, 225],
    ['w=300&h=300&fit=max', 300, 225],
    ['w=2400&h=2400&fit=max', 1200, 900],
    ['w=300&h=300&fit=crop', 300, 300],
    ['w=300&h=300&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.1', 300, 300],
    ['w=300&h=300&fit=scale', 300, 300],
    ['w=300&h=300&fit=min', 300, 300],
    ['w=1600&h=1600&fit=min', 900, 900],
    ['w=300&h=300&fit=fill', 300, 300],
    ['w=1300&h=1000&fit=fillmax', 1300, 1000],
    ['rect=0,0,600,900&w=200&h=100&fit=crop', 200, 100],
  ])('%s gives %i × %i', async (query, width, height) => {
    expect(await decoded((await transform(PHOTO, query)).data)).toMatchObject({ width, height });
  });

  it('crops around the focal point', async () => {
    // Left half black, right half white: a cut at the right edge is all white.
    const file = path.join(dir, 'halves.png');
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .composite([
        { input: { create: { width: 100, height: 100, channels: 3, background: '#fff' } }, left: 100, top: 0 },
      ])
      .toFile(file);
    const mean = async (query: string) => (await sharp((await transform(file, query)).data).stats()).channels[0]!.mean;
    expect(await mean('w=50&h=50&fit=crop&crop=right')).toBe(255);
    expect(await mean('w=50&h=50&fit=crop&fp-x=0&fp-y=0.5')).toBe(0);
  });

  it('pads fill with bg', async () => {
    const { data } = await transform(PHOTO, 'w=300&h=300&fit=fill&bg=f00&fm=png');
    const { data: pixel } = await sharp(data)
      .extract({ left: 150, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...pixel].slice(0, 3)).toEqual([255, 0, 0]);
  });

  it('encodes as fm asks, smaller at a lower q', async () => {
    expect(await decoded((await transform(PHOTO, 'fm=png&w=100')).data)).toMatchObject({ format: 'png' });
    expect((await transform(PHOTO, 'fm=webp&w=100')).contentType).toBe('image/webp');
    expect(await decoded((await transform(PHOTO, 'fm=pjpg&w=100')).data)).toMatchObject({
      format: 'jpeg',
      isProgressive: true,
    });
    const jpeg = await transform(PHOTO, 'fm=jpg&w=600');
    expect(jpeg.contentType).toBe('image/jpeg');
    expect(await decoded(jpeg.data)).toMatchObject({ format: 'jpeg', isProgressive: false });
    const low = await transform(PHOTO, 'fm=jpg&w=600&q=10');
    const high = await transform(PHOTO, 'fm=jpg&w=600&q=95');
    expect(low.data.length).toBeLessThan(jpeg.data.length);
    expect(jpeg.data.length).toBeLessThan(high.data.length);
  });

  it('reads rect in displayed pixels for an EXIF-rotated photo, as its asset dimensions are', async () => {
    // Stored 300 × 200, orientation 6 (rotated 90°): displayed, and recorded by the lake, as 200 × 300.
    const file = path.join(dir, 'rotated.jpg');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(file);
    const image = await transform(file, 'rect=0,150,200,150');
    expect(await decoded(image.data)).toMatchObject({ width: 200, height: 150 });
  });

  it('answers a rect outside the image with a 400', async () => {
    await expect(transform(PHOTO, 'rect=1200,0,10,10')).rejects.toMatchObject({ status: 400 });
  });
});
