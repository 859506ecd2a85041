/**
 * `npm run media:generate`: draws the bundled dataset's demo media into content/assets —
 * the stills (SVG scenes rendered by librsvg through sharp, with film grain) and the film
 * (frames of a light bar sweeping along a car, encoded to H.264 by ffmpeg). Deterministic:
 * every random choice is seeded by the picture's name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STILLS } from './catalogue.ts';
import { rasterize, WEBP } from './raster.ts';
import { createSvg, toDocument } from './svg-kit.ts';
import { renderFilm } from './film.ts';

const OUT = path.resolve(import.meta.dirname, '..', '..', 'content', 'assets');

async function main() {
  await mkdir(OUT, { recursive: true });
  const only = process.argv.slice(2);
  for (const still of STILLS) {
    if (only.length > 0 && !only.includes(still.file)) continue;
    const started = Date.now();
    const svg = createSvg(still.width, still.height);
    const image = await rasterize(toDocument(svg, still.draw(svg)), { width: still.width, height: still.height, name: still.file });
    const bytes =
      still.format === 'jpeg'
        ? await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : await image.webp(WEBP).toBuffer();
    await writeFile(path.join(OUT, still.file), bytes);
    console.log(`${still.file} ${still.width}×${still.height} ${(bytes.length / 1024).toFixed(0)} kB ${Date.now() - started} ms`);
  }
  if (only.length === 0 || only.includes('detailing-film.mp4')) await renderFilm(path.join(OUT, 'detailing-film.mp4'));
}

await main();
