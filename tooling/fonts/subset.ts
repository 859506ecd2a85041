/**
 * npm run fonts — cuts the self-hosted Montserrat in app/(site)/fonts/ out of
 * @fontsource-variable/montserrat: per script (Latin, Cyrillic) one static file per weight the site's
 * CSS uses, holding every character the site shows (message catalogs, bundled dataset, language
 * names) and those ordinary English, Portuguese and Ukrainian text needs. Prints each face's
 * unicode-range, to declare in app/(site)/[lang]/layout.tsx, and writes the metric-matched fallback
 * faces (tooling/fonts/fallback.ts). A developer step, not part of the build:
 * tooling/fonts/subset.test.ts fails when the site gains a character the faces lack.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create } from 'fontkit';
import subsetFont from 'subset-font';
import { LOCALES, LOCALE_TAGS, type Locale } from '../../lib/constants/index.ts';
import type { Catalog } from '../../lib/i18n/catalog.ts';
import { AVERAGE_SAMPLE, FALLBACK_CSS_FILE, fallbackFontFaces } from './fallback.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_DIR = join(root, 'node_modules/@fontsource-variable/montserrat/files');
export const FONTS_DIR = join(root, 'app/(site)/fonts');
export const DATASET_FILE = join(root, 'content/dataset.ndjson');

/** The lighter-first-paint budget for one font file. */
export const MAX_FILE_BYTES = 15 * 1024;

/**
 * font-normal, -medium, -semibold, -bold and -black; `bolder` (<strong>) lands on 700 or 900.
 * Pinned, because even a Latin face variable over 400–900 alone is over twice the budget.
 */
export const WEIGHTS = [400, 500, 600, 700, 900] as const;

/**
 * Black is the weight of two things only: the header's monogram (a capital: it is `uppercase`,
 * header-frame.tsx) and the 404's code. Its files hold just their face's capitals and digits, a third
 * of a full file that every page would otherwise fetch for one letter. Other text at 900 (`bolder`
 * inside bold text; none in the content today, tests/e2e/fonts.spec.ts checks every page) would be
 * drawn by the metric-matched fallback.
 */
export const BLACK_WEIGHT = 900;
export const blackCharacters = (text: string) => [...text].filter((char) => /[\p{Lu}\p{Nd}]/u.test(char)).join('');

/** The font's features that browsers apply by default, and tnum for `tabular-nums`. */
const FEATURES = ['ccmp', 'kern', 'liga', 'mark', 'mkmk', 'rvrn', 'tnum'];

const span = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

export const FACES = {
  // Basic Latin, Latin-1 (Portuguese letters, « » º ª ·, no-break space), dashes, quotes, … • € and
  // the Ukrainian apostrophe, whose glyph Montserrat keeps with Latin. It has no narrow no-break space.
  latin: {
    source: 'montserrat-latin-wght-normal.woff2',
    characters: span(0x20, 0x7e) + span(0xa0, 0xff) + '–—‘’“”„…•€ʼ',
  },
  // Ukrainian and Russian letters, and №, which Montserrat draws only in its Cyrillic file.
  cyrillic: { source: 'montserrat-cyrillic-wght-normal.woff2', characters: span(0x410, 0x44f) + 'ЁёЄєІіЇїҐґ№' },
};
export type Face = keyof typeof FACES;

export const faceFile = (face: Face, weight: number) => join(FONTS_DIR, `montserrat-${face}-${weight}.woff2`);

/** Control and invisible format characters (soft hyphen) need no glyph. */
const drawn = (char: string) => !/[\p{Cc}\p{Cf}]/u.test(char);

const faceFor = (char: string): Face =>
  /\p{Script=Cyrillic}/u.test(char) || FACES.cyrillic.characters.includes(char) ? 'cyrillic' : 'latin';

/**
 * The characters each language's pages can show: its catalog strings, its side of the dataset's
 * `{en, pt, uk}` fields, and what every language shows (dataset strings outside such fields, the
 * language selector's names).
 */
export function siteCharacters(
  catalogs: readonly Catalog<string>[],
  datasetNdjson: string,
): Record<Locale, Set<string>> {
  const chars = Object.fromEntries(LOCALES.map((lang) => [lang, new Set<string>()])) as Record<Locale, Set<string>>;
  const add = (text: string, langs: readonly Locale[]) => {
    for (const char of text) if (drawn(char)) for (const lang of langs) chars[lang].add(char);
  };
  const walk = (value: unknown, langs: readonly Locale[]): void => {
    if (typeof value === 'string') add(value, langs);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        walk(item, (LOCALES as readonly string[]).includes(key) ? [key as Locale] : langs);
  };
  for (const catalog of catalogs) for (const lang of LOCALES) add(Object.values(catalog[lang]).join(''), [lang]);
  for (const line of datasetNdjson.split('\n')) if (line.trim()) walk(JSON.parse(line), LOCALES);
  add(
    Object.values(LOCALE_TAGS)
      .map(({ label }) => label)
      .join(''),
    LOCALES,
  );
  return chars;
}

/**
 * A Latin instance of Montserrat at `weight` holding the fallback's measuring sample, which the
 * fallback faces are adjusted to (the Black files have no lower case to measure).
 */
export async function measuringFace(weight: number): Promise<Buffer> {
  const font = await readFile(join(SOURCE_DIR, FACES.latin.source));
  return subsetFont(font, AVERAGE_SAMPLE, { targetFormat: 'woff2', variationAxes: { wght: weight } });
}

/** The code points a font file draws (its cmap, less entries mapped to the empty glyph). */
export function drawnCodePoints(file: Buffer): number[] {
  const font = create(file);
  return font.characterSet.filter((codePoint) => font.hasGlyphForCodePoint(codePoint));
}

/** A CSS unicode-range listing exactly these code points, e.g. "U+0020-007E, U+00A0". */
export function unicodeRange(codePoints: Iterable<number>): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

if (import.meta.main) {
  // The catalogs import each other without file extensions, as the bundlers allow.
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        if (!specifier.startsWith('.')) throw error;
        return nextResolve(`${specifier}.ts`, context);
      }
    },
  });
  const { catalogs } = await import('../../lib/i18n/messages/index.ts');
  const shown = Object.values(siteCharacters(catalogs, await readFile(DATASET_FILE, 'utf8'))).flatMap((set) => [
    ...set,
  ]);
  for (const face of Object.keys(FACES) as Face[]) {
    const { source, characters } = FACES[face];
    const text = [...new Set([...characters, ...shown.filter((char) => faceFor(char) === face)])]
      .filter(drawn)
      .join('');
    const font = await readFile(join(SOURCE_DIR, source));
    let covered: number[] = [];
    for (const weight of WEIGHTS) {
      const subset = await subsetFont(font, weight === BLACK_WEIGHT ? blackCharacters(text) : text, {
        targetFormat: 'woff2',
        variationAxes: { wght: weight },
        keepFeatures: FEATURES,
      });
      await writeFile(faceFile(face, weight), subset);
      const over = subset.length > MAX_FILE_BYTES ? ` (over the ${MAX_FILE_BYTES}-byte budget)` : '';
      console.log(`montserrat-${face}-${weight}.woff2: ${subset.length} bytes${over}`);
      if (weight !== BLACK_WEIGHT) covered = drawnCodePoints(subset);
    }
    const missing = [...text].filter((char) => !covered.includes(char.codePointAt(0)!));
    if (missing.length) console.warn(`Montserrat's ${face} file has no glyph for: ${missing.join(' ')}`);
    console.log(`${face} unicode-range: ${unicodeRange(covered)}\n`);
  }
  const measuring = new Map(
    await Promise.all(WEIGHTS.map(async (weight) => [weight, await measuringFace(weight)] as const)),
  );
  await writeFile(
    FALLBACK_CSS_FILE,
    fallbackFontFaces((weight) => measuring.get(weight as (typeof WEIGHTS)[number])!),
  );
  console.log(`${FALLBACK_CSS_FILE}: the fallback faces, matched to the Latin faces`);
}
