/**
 * The demo film: a soft light bar sweeps along a black car while the camera slowly pushes in.
 * Frames are drawn like the stills and encoded with Debian's ffmpeg (H.264, yuv420p, faststart,
 * no audio) so every browser plays it and it starts before it has fully downloaded.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PAINTS } from './palette.ts';
import { carScene } from './scenes/car-scene.ts';
import { createSvg, toDocument, type Svg } from './svg-kit.ts';

export const FILM = { width: 1280, height: 720, fps: 24, seconds: 7 } as const;
/** Frames are drawn at this share of the size and scaled up by ffmpeg: smooth gradients lose nothing. */
const DRAW_SCALE = 0.75;
const FRAMES = FILM.fps * FILM.seconds;

/** The film at time t (0..1); t = 0 is also the poster. */
export function filmFrame(svg: Svg, t: number): string {
  const ease = t * t * (3 - 2 * t);
  return carScene(svg, {
    paint: PAINTS.obsidian,
    size: 0.8 + 0.06 * ease,
    centre: 0.5,
    ground: 0.8 + 0.01 * ease,
    wheelRotation: 0,
    reflections: [
      { at: 0.1 + 0.8 * ease, width: 110, strength: 0.45 },
      { at: 0.95 - 0.5 * ease, width: 50, strength: 0.25, warm: true },
    ],
    studio: { bars: 3, warmth: 0.7 },
  });
}

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', () => reject(new Error('ffmpeg not found: install Debian’s ffmpeg package to render the film')));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

export async function renderFilm(output: string): Promise<void> {
  const started = Date.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'film-'));
  try {
    const renderOne = async (i: number) => {
      const svg = createSvg(FILM.width * DRAW_SCALE, FILM.height * DRAW_SCALE);
      const doc = toDocument(svg, filmFrame(svg, i / (FRAMES - 1)));
      await sharp(Buffer.from(doc)).flatten({ background: '#000000' }).png({ compressionLevel: 1 }).toFile(
        path.join(dir, `f${String(i).padStart(4, '0')}.png`),
      );
    };
    // Two frames at a time: one per core.
    for (let i = 0; i < FRAMES; i += 2) await Promise.all([renderOne(i), ...(i + 1 < FRAMES ? [renderOne(i + 1)] : [])]);
    await ffmpeg([
      '-y', '-loglevel', 'error', '-framerate', String(FILM.fps), '-i', path.join(dir, 'f%04d.png'),
      // Fine temporal grain matches the stills' film look; fades in and out at the ends.
      '-vf', `scale=${FILM.width}:${FILM.height}:flags=lanczos,noise=alls=5:allf=t,fade=t=in:st=0:d=0.6,fade=t=out:st=${FILM.seconds - 0.8}:d=0.8`,
      '-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-crf', '26', '-preset', 'slow',
      '-movflags', '+faststart', '-an', output,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`${path.basename(output)} ${FILM.width}×${FILM.height} ${FRAMES} frames ${Date.now() - started} ms`);
}
