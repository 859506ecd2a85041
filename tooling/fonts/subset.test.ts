import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { catalogs } from '@/lib/i18n/messages';
import {
  BLACK_WEIGHT,
  DATASET_FILE,
  FACES,
  MAX_FILE_BYTES,
  WEIGHTS,
  blackCharacters,
  drawnCodePoints,
  measuringFace,
  faceFile,
  siteCharacters,
  unicodeRange,
  type Face,
} from './subset.ts';
import { FALLBACK_CSS_FILE, FALLBACK_FACES, fallbackFontFaces } from './fallback.ts';

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
const globalsCss = await readFile(new URL('../../app/(site)/globals.css', import.meta.url), 'utf8');
const shown = siteCharacters(catalogs, await readFile(DATASET_FILE, 'utf8'));

describe('self-hosted Montserrat (npm run fonts regenerates it)', () => {
  it.each(files.map((file) => [file.name, file] as const))('%s is within the budget', (_, file) => {
    expect(file.size).toBeLessThanOrEqual(MAX_FILE_BYTES);
  });

  it.each(faces)(
    'every weight of the %s face draws the same characters, Black only their capitals and digits',
    (face) => {
      const capitalsAndDigits = [...drawnBy[face]].filter((codePoint) =>
        blackCharacters(String.fromCodePoint(codePoint)),
      );
      expect(capitalsAndDigits.length).toBeGreaterThan(face === 'latin' ? 26 + 10 : 32);
      for (const file of files.filter((file) => file.face === face))
        expect(file.drawn).toEqual(
          file.name.endsWith(`-${BLACK_WEIGHT}.woff2`) ? capitalsAndDigits : [...drawnBy[face]],
        );
    },
  );

  it('the faces share no character, and the layout declares the unicode-range each face draws', () => {
    expect([...drawnBy.latin].filter((codePoint) => drawnBy.cyrillic.has(codePoint))).toEqual([]);
    for (const face of faces) expect(layout).toContain(`'${unicodeRange(drawnBy[face])}'`);
  });

  it.each(LOCALES)('every character the %s pages can show is drawn by the face serving it', (lang) => {
    const undrawn = [...shown[lang]].filter((char) => !faces.some((face) => drawnBy[face].has(char.codePointAt(0)!)));
    expect(undrawn).toEqual([]);
  });
});

const measuring = new Map(
  await Promise.all(WEIGHTS.map(async (weight) => [weight, await measuringFace(weight)] as const)),
);

describe('the fallback faces text is drawn in until Montserrat arrives', () => {
  const css = fallbackFontFaces((weight) => measuring.get(weight as (typeof WEIGHTS)[number])!);
  const rules = css.split('@font-face').slice(1);
  const rule = (family: string, weight: number) =>
    rules.find((text) => text.includes(`font-family: '${family}';`) && text.includes(`font-weight: ${weight};`))!;

  it('match the committed Latin faces (npm run fonts rewrites them)', async () => {
    expect(await readFile(FALLBACK_CSS_FILE, 'utf8')).toBe(css);
  });

  it('cover every weight the site uses, in each family', () => {
    for (const { weights } of FALLBACK_FACES) expect(Object.keys(weights).map(Number)).toEqual([...WEIGHTS]);
    expect(rules).toHaveLength(FALLBACK_FACES.length * WEIGHTS.length);
  });

  it("adjust regular Arial exactly as next/font's own fallback did, and each weight to its own width", () => {
    // next/font's figures for the regular face (adjustFontFallback: 'Arial'), before it was replaced.
    const arial = rule('Montserrat Fallback', 400);
    expect(arial).toContain("src: local('Arial'),");
    expect(arial).toContain('ascent-override: 84.98%;');
    expect(arial).toContain('descent-override: 22.04%;');
    expect(arial).toContain('size-adjust: 113.90%;');
    // Bolder Montserrat is wider: more adjustment over the same system face, less over a bold one.
    const sizeAdjust = (text: string) => Number(text.match(/size-adjust: ([\d.]+)%/)![1]);
    expect(sizeAdjust(rule('Montserrat Fallback', 500))).toBeGreaterThan(sizeAdjust(arial));
    expect(sizeAdjust(rule('Montserrat Fallback', 700))).toBeLessThan(sizeAdjust(arial));
    expect(rule('Montserrat Fallback Roboto', 700)).toContain("src: local('Roboto Bold'), local('Roboto-Bold');");
  });

  it('follow both Montserrat faces in the font stack, in order, and the layout adds none of its own', () => {
    const declared = (property: string) =>
      globalsCss
        .match(new RegExp(`${property}:([^;]+);`))![1]!
        .replace(/\s+/g, ' ')
        .trim();
    const families = FALLBACK_FACES.map(({ family }) => `'${family}'`).join(', ');
    expect(declared('--font-sans')).toBe(
      'var(--font-montserrat-cyrillic), var(--font-montserrat-latin), var(--font-fallback)',
    );
    expect(declared('--font-fallback')).toMatch(new RegExp(`^${families}, `));
    // A first visit's first paint (lib/first-paint.mjs) uses the same faces alone.
    expect(globalsCss).toMatch(/html\[data-fallback-fonts\] body \{\s*font-family: var\(--font-fallback\);/);
    expect(globalsCss).toContain("@import './fonts/fallbacks.css';");
    expect(layout.match(/adjustFontFallback: false/g)).toHaveLength(2);
  });
});
