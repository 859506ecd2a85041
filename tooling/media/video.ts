/** Renders the film frame by frame (SVG → PNG with sharp) and encodes it with the system ffmpeg. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rasterize } from './raster.ts';
import { filmFrame } from './scenes/film.ts';
import { createSvg, toDocument } from './svg-kit.ts';
import { pool } from './pool.ts';

export const FILM = { width: 1280, height: 720, fps: 24, seconds: 10, maxBytes: 2.5 * 1024 * 1024 } as const;

/** The SVG for frame `i`; frame 0 doubles as the poster. */
export function filmFrameSvg(i: number): string {
  const frames = FILM.fps * FILM.seconds;
  const svg = createSvg(FILM.width, FILM.height);
  return toDocument(svg, filmFrame(svg, i / (frames - 1)));
}

function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error('ffmpeg not found on PATH: install it (Debian: apt-get install ffmpeg) and run again.');
  }
}

export async function renderFilm(outFile: string, concurrency: number): Promise<void> {
  requireFfmpeg();
  const frames = FILM.fps * FILM.seconds;
  const dir = mkdtempSync(join(tmpdir(), 'detailing-film-'));
  try {
    await pool(
      Array.from({ length: frames }, (_, i) => i),
      concurrency,
      async (i) => {
        const image = await rasterize(filmFrameSvg(i), {
          width: FILM.width,
          height: FILM.height,
          grain: 0,
          name: 'film',
        });
        await image.png({ compressionLevel: 1 }).toFile(join(dir, `f${String(i).padStart(4, '0')}.png`));
      },
    );
    const args = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FILM.fps),
      '-i',
      join(dir, 'f%04d.png'),
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '20',
      '-tune',
      'film',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      // Bit-exact flags and no metadata keep the file identical from run to run.
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      outFile,
    ];
    const run = spawnSync('ffmpeg', args, { stdio: ['ignore', 'inherit', 'inherit'] });
    if (run.status !== 0) throw new Error(`ffmpeg failed with status ${run.status}`);
    const size = statSync(outFile).size;
    if (size > FILM.maxBytes) throw new Error(`${outFile} is ${size} bytes, over the ${FILM.maxBytes} budget`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
