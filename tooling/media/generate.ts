/**
 * Writes the demo media into content/assets: every still of the manifest, the detailing film
 * and its poster; and the site's home-screen icons into public/icons (app-icons.ts).
 * Deterministic: seeded randomness, fixed encoder settings, so a re-run produces the same bytes.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { writeAppIcons } from './app-icons.ts';
import { STILLS, type Still } from './manifest.ts';
import { pool } from './pool.ts';
import { type Image, WEBP, rasterize } from './raster.ts';
import { createSvg, toDocument } from './svg-kit.ts';
import { FILM, filmFrameSvg, renderFilm } from './video.ts';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'assets');
const TOTAL_MAX_BYTES = 5 * 1024 * 1024;
/** Tried in order until the file fits its byte budget; all stay within the brief's 78–82 range. */
const QUALITIES = [80, 78] as const;

async function encode(image: Image, file: string, quality: number): Promise<Buffer> {
  return file.endsWith('.jpg')
    ? image.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer()
    : image.webp({ ...WEBP, quality }).toBuffer();
}

async function writeStill(still: Still): Promise<void> {
  const svg = createSvg(still.width, still.height);
  const doc = toDocument(svg, still.scene(svg));
  for (const quality of QUALITIES) {
    const bytes = await encode(
      await rasterize(doc, { width: still.width, height: still.height, name: still.file }),
      still.file,
      quality,
    );
    if (bytes.length <= still.maxBytes) {
      writeFileSync(join(OUT_DIR, still.file), bytes);
      return;
    }
  }
  throw new Error(`${still.file} does not fit in ${still.maxBytes} bytes`);
}

async function writePoster(): Promise<void> {
  // The poster is the film's first frame, without grain, exactly as the player shows it.
  const image = await rasterize(filmFrameSvg(0), { width: FILM.width, height: FILM.height, grain: 0, name: 'film' });
  writeFileSync(join(OUT_DIR, 'video-poster.webp'), await encode(image, 'video-poster.webp', QUALITIES[0]));
}

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(OUT_DIR, { recursive: true });
  const concurrency = Math.max(2, availableParallelism());
  await pool(STILLS, concurrency, writeStill);
  await writePoster();
  await renderFilm(join(OUT_DIR, 'detailing-film.mp4'), concurrency);

  let total = 0;
  for (const file of readdirSync(OUT_DIR).sort()) {
    const size = statSync(join(OUT_DIR, file)).size;
    total += size;
    const meta = file.endsWith('.mp4')
      ? { width: FILM.width, height: FILM.height }
      : await sharp(join(OUT_DIR, file)).metadata();
    console.log(
      `${file.padEnd(34)} ${`${meta.width}x${meta.height}`.padEnd(10)} ${(size / 1024).toFixed(1).padStart(7)} kB`,
    );
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (total > TOTAL_MAX_BYTES) throw new Error(`content/assets is ${total} bytes, over ${TOTAL_MAX_BYTES}`);
  await writeAppIcons();
}

await main();
