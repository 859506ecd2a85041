import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { catalogs } from '@/lib/i18n/messages';
import {
  DATASET_FILE,
  FACES,
  MAX_FILE_BYTES,
  WEIGHTS,
  drawnCodePoints,
  faceFile,
  siteCharacters,
  unicodeRange,
  type Face,
} from './subset.ts';

const faces = Object.keys(FACES) as Face[];
const files = await Promise.all(
  faces.flatMap((face) =>
    WEIGHTS.map(async (weight) => {
      const data = await readFile(faceFile(face, weight));
      return { face, name: basename(faceFile(face, weight)), size: data.length, drawn: drawnCodePoints(data) };
    }),
  ),
);
const drawnBy = Object.fromEntries(
  faces.map((face) => [face, new Set(files.find((file) => file.face === face)!.drawn)]),
) as Record<Face, Set<number>>;
const layout = await readFile(new URL('../../app/(site)/[lang]/layout.tsx', import.meta.url), 'utf8');
const shown = siteCharacters(catalogs, await readFile(DATASET_FILE, 'utf8'));

describe('self-hosted Montserrat (npm run fonts regenerates it)', () => {
  it.each(files.map((file) => [file.name, file] as const))('%s is within the budget', (_, file) => {
    expect(file.size).toBeLessThanOrEqual(MAX_FILE_BYTES);
  });

  it.each(faces)('every weight of the %s face draws the same characters', (face) => {
    for (const file of files.filter((file) => file.face === face)) expect(file.drawn).toEqual([...drawnBy[face]]);
  });

  it('the faces share no character, and the layout declares the unicode-range each face draws', () => {
    expect([...drawnBy.latin].filter((codePoint) => drawnBy.cyrillic.has(codePoint))).toEqual([]);
    for (const face of faces) expect(layout).toContain(`'${unicodeRange(drawnBy[face])}'`);
  });

  it.each(LOCALES)('every character the %s pages can show is drawn by the face serving it', (lang) => {
    const undrawn = [...shown[lang]].filter((char) => !faces.some((face) => drawnBy[face].has(char.codePointAt(0)!)));
    expect(undrawn).toEqual([]);
  });
});
